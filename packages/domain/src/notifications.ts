import { ClaimStatus, EvaluationStatus, PolicyStatus, RiskType } from './enums.ts';
import type { EvaluationOutcome } from './evaluation.ts';
import { phoneCheckNotices } from './evaluation-notices.ts';
import { deviceName } from './insured-devices.ts';
import { madridDate } from './madrid-time.ts';
import { formatEuro } from './money.ts';
import { type PaymentForStatus, paymentDisplayStatus } from './payment-status.ts';
import { policyVariant } from './policy-variant.ts';
import { premiumReceiptsOf, unpaidPremiumNoticeOn } from './unpaid-premium.ts';

// Notices shown to the policyholder about one policy (spec 4, "Notifications").
// Input types list only the fields read, so any server-shaped policy fits.

type Id = number | string;

export interface NotificationDevice {
  brand?: string | null;
  model?: string | null;
}

export interface NotificationClaim {
  id: Id;
  internal_status: number;
  notify_denied?: boolean | number | null;
  /** Why it was denied, when the claim record carries it; else the latest status comment is. */
  denial_reason?: string | null;
  /** Status history, oldest first; the denial reason is the latest comment. */
  statuses?: readonly { comment?: string | null }[] | null;
  /** Documents the desk asked for beyond the type's list (claim-document-requests.ts). */
  requested_documents?: readonly { withdrawn_at: string | null }[] | null;
}

export interface NotificationRisk {
  id: Id;
  risk_type: number;
  active: boolean | number;
  name?: string | null;
  policy_risk_claims?: readonly NotificationClaim[] | null;
  policy_risk_mobile?:
    | (NotificationDevice & { imei?: string | null; evaluation_status?: number | null })
    | null;
  /** The labels' outcome of the phone's latest decided check; null or absent when none was decided. */
  evaluation_outcome?: EvaluationOutcome | null;
  // The spec names only the mobile sub-record key; these follow the same pattern.
  policy_risk_scooter?: NotificationDevice | null;
  policy_risk_device?: NotificationDevice | null;
  policy_risk_portable?: NotificationDevice | null;
  policy_risk_smarttv?: NotificationDevice | null;
}

export interface NotificationPolicy {
  id: Id;
  number?: string | null;
  status: number;
  product?: { name?: string | null; product_type_id?: number | null } | null;
  evaluation_status?: number | null;
  evaluation_active?: boolean | number | null;
  sign_link?: string | null;
  policy_risks?: readonly NotificationRisk[] | null;
  /** In receipt order: the first is the first receipt (the one that activates the policy). */
  policy_payments?: readonly (PaymentForStatus & { id: Id })[] | null;
}

/** Icon names; the web maps them to its icon set. */
export type NotificationIcon =
  | 'camera'
  | 'camera-off'
  | 'signature'
  | 'receipt'
  | 'file-alert'
  | 'shield-off'
  | 'hourglass'
  | 'alert';

export interface NotificationLink {
  name: 'evaluation' | 'evaluation-breakage' | 'policy-sign' | 'payments' | 'claim-documents';
  params: Record<string, string>;
}

export interface PolicyNotification {
  /** Stable across renders, so a dismissed notice stays dismissed. */
  id: string;
  title: string;
  caption: string;
  /** null when the notice has no button. */
  btnText: string | null;
  icon: NotificationIcon;
  /** The device the notice is about, e.g. 'Apple iPhone 15'; the product name for policy-wide notices. */
  device: string;
  link?: NotificationLink;
}

/** 'Brand Model' from the risk's sub-record, else the risk's name. */
export function riskDeviceLabel(risk: NotificationRisk): string {
  const device =
    risk.policy_risk_mobile ??
    risk.policy_risk_scooter ??
    risk.policy_risk_device ??
    risk.policy_risk_portable ??
    risk.policy_risk_smarttv;
  const label = device ? deviceName(device) : '';
  return label || risk.name || '';
}

/** The labels of a policy's insured items: its active risks, leaving out the insured person. */
export function insuredDeviceLabels(risks: readonly NotificationRisk[]): string[] {
  return risks.filter((r) => r.active && r.risk_type !== RiskType.PERSON).map(riskDeviceLabel);
}

function evaluationNotices(
  policy: NotificationPolicy,
  risk: NotificationRisk,
  status: number | null | undefined,
): PolicyNotification[] {
  return phoneCheckNotices(policy, risk, riskDeviceLabel(risk), status);
}

function unsignedNotice(policy: NotificationPolicy, device: string): PolicyNotification {
  return {
    id: `contract-unsigned-${policy.id}`,
    title: 'Contrato sin firmar',
    caption: 'Firma tu contrato para completar la contratación.',
    btnText: 'Firmar ahora',
    icon: 'signature',
    device,
    ...(policy.sign_link
      ? { link: { name: 'policy-sign', params: { policySignUrl: policy.sign_link } } }
      : {}),
  };
}

const SIGNABLE_EVALUATIONS: readonly (number | null | undefined)[] = [
  EvaluationStatus.PENDING,
  EvaluationStatus.VALIDATED,
  EvaluationStatus.NOT_REQUIRED,
];

/** Rules 1 to 3 for a policy with one insured device, read from the policy's evaluation fields. */
function singleRiskNotices(policy: NotificationPolicy, device: string): PolicyNotification[] {
  const risks = policy.policy_risks ?? [];
  const risk = risks.find((r) => r.risk_type === RiskType.MOBILE && r.active) ?? risks[0];
  const notices = risk ? evaluationNotices(policy, risk, policy.evaluation_status) : [];
  if (
    policy.status === PolicyStatus.ACTIVE_PAID_UNSIGNED &&
    SIGNABLE_EVALUATIONS.includes(policy.evaluation_status)
  ) {
    notices.push(unsignedNotice(policy, device));
  }
  return notices;
}

/**
 * Rule 5: per-risk evaluation notices for active mobile risks only, read from
 * each risk's mobile sub-record. The first risk without an IMEI still gets its
 * notice, then the walk stops (the customer evaluates phones one at a time).
 * No unsigned notice for multi-risk policies.
 */
function multiRiskNotices(policy: NotificationPolicy): PolicyNotification[] {
  const notices: PolicyNotification[] = [];
  for (const risk of policy.policy_risks ?? []) {
    if (risk.risk_type !== RiskType.MOBILE || !risk.active) continue;
    notices.push(...evaluationNotices(policy, risk, risk.policy_risk_mobile?.evaluation_status));
    if (!risk.policy_risk_mobile?.imei) break;
  }
  return notices;
}

type NotificationPayment = NonNullable<NotificationPolicy['policy_payments']>[number];

function unpaidReceiptNotice(
  policy: NotificationPolicy,
  payment: NotificationPayment,
  device: string,
  caption: string,
): PolicyNotification {
  return {
    id: `receipt-unpaid-${policy.id}-${payment.id}`,
    title: 'Recibo sin pagar',
    caption,
    btnText: 'Pagar ahora',
    icon: 'receipt',
    device,
    link: {
      name: 'payments',
      // `policy` carries the policy number for the payment page header.
      params: {
        policy_id: String(policy.id),
        payment_id: String(payment.id),
        policy: policy.number ?? String(policy.id),
      },
    },
  };
}

const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

/**
 * An unpaid receipt's notice, saying what LCS art. 15 does to the cover (unpaidPremiumNoticeOn): the
 * day cover stops a week ahead, and once suspended, that it is.
 */
function paymentNotices(policy: NotificationPolicy, device: string, now: Date): PolicyNotification[] {
  const payments = policy.policy_payments ?? [];
  const today = madridDate(now);
  const receipts = premiumReceiptsOf(
    payments
      .filter((payment) => payment.activation_date)
      .map((payment) => ({
        price: payment.price,
        pending: payment.pending_amount ?? 0,
        paidAt: payment.payment_date,
        dueOn: payment.activation_date!,
      })),
  );
  const cover = today ? unpaidPremiumNoticeOn(receipts, today) : null;
  return payments
    .filter((payment) => paymentDisplayStatus(payment, now) === 'IMPAGADO')
    .map((payment) => {
      const amount = formatEuro(payment.pending_amount ?? 0);
      const about = cover && cover.dueOn === payment.activation_date ? cover : null;
      const caption =
        about?.kind === 'suspended'
          ? `Tu seguro no te cubre desde el ${dayMonthYear(about.since)} por este recibo de ${amount}: págalo y vuelves a estar cubierto al día siguiente.`
          : about?.kind === 'suspension_warning'
            ? `Tienes un recibo pendiente de ${amount}. Si no lo pagas, tu seguro deja de cubrirte el ${dayMonthYear(about.since)}.`
            : `Tienes un recibo pendiente de ${amount}.`;
      return unpaidReceiptNotice(policy, payment, device, caption);
    });
}

/**
 * A draft whose phone check is validated waits only for its first receipt (policy-activation.ts):
 * 'Recibo sin pagar', 'Pagar ahora', whether or not the receipt's date has come.
 */
function firstReceiptNotices(policy: NotificationPolicy, device: string): PolicyNotification[] {
  const first = policy.policy_payments?.[0];
  const isOwed = first && !first.payment_date && first.price >= 0 && (first.pending_amount ?? 0) !== 0;
  if (policy.evaluation_status !== EvaluationStatus.VALIDATED || !isOwed) return [];
  return [
    unpaidReceiptNotice(
      policy,
      first,
      device,
      `Tu móvil ya está validado: paga el primer recibo (${formatEuro(first.pending_amount ?? 0)}) para activar tu seguro.`,
    ),
  ];
}

function denialReason(claim: NotificationClaim): string {
  if (claim.denial_reason?.trim()) return claim.denial_reason.trim();
  const comments = (claim.statuses ?? [])
    .map((s) => s.comment?.trim())
    .filter((c): c is string => Boolean(c));
  return comments.at(-1) ?? 'Tu siniestro ha sido denegado.';
}

function claimNotices(policy: NotificationPolicy): PolicyNotification[] {
  const notices: PolicyNotification[] = [];
  for (const risk of policy.policy_risks ?? []) {
    const device = riskDeviceLabel(risk);
    for (const claim of risk.policy_risk_claims ?? []) {
      if (claim.internal_status === ClaimStatus.DOCUMENTATION_REJECTED) {
        // The desk asked for one more document: nothing the customer sent was refused.
        const asked = (claim.requested_documents ?? []).some((r) => r.withdrawn_at === null);
        notices.push({
          id: `documentation-rejected-${policy.id}-${claim.id}`,
          title: asked ? 'Te pedimos un documento más' : 'Documentación rechazada',
          caption: asked
            ? 'Necesitamos un documento más para seguir con tu siniestro'
            : 'No hemos podido validar la documentación aportada',
          btnText: 'Adjuntar documentación',
          icon: 'file-alert',
          device,
          link: {
            name: 'claim-documents',
            params: { policy_id: String(policy.id), risk_id: String(risk.id), claim_id: String(claim.id) },
          },
        });
      }
      if (claim.notify_denied) {
        notices.push({
          id: `claim-denied-${policy.id}-${claim.id}`,
          title: 'Siniestro denegado',
          caption: denialReason(claim),
          btnText: null,
          icon: 'shield-off',
          device,
        });
      }
    }
  }
  return notices;
}

/**
 * All notices for a policy, in this order: evaluation, unsigned contract,
 * unpaid receipts, rejected documentation, denied claims.
 * - Cancelled policies get none (rule 4).
 * - Drafts get only their phone check's notices and, once it is validated, the
 *   first receipt's. Rule 4 says drafts get none, but here a phone policy stays a
 *   draft until its check clears and its first receipt is paid
 *   (policy-activation.ts), so the check and its outcome (an expert may decide
 *   days later) would otherwise never reach the customer area.
 * - The warranty-breakdown variant gets only the unsigned notice, whatever its
 *   evaluation status, as it has no phone check (rule 6).
 * - Multi-risk policies follow rule 5; the rest rules 1 to 3. Rule 7 applies to both.
 */
export function policyNotifications(policy: NotificationPolicy, now: Date): PolicyNotification[] {
  if (policy.status === PolicyStatus.CANCELLED) return [];
  const variant = policyVariant(policy.product?.product_type_id);
  const risks = policy.policy_risks ?? [];
  const mainRisk = risks.find((r) => r.active) ?? risks[0];
  const policyDevice =
    (variant !== 'multi_device' && mainRisk && riskDeviceLabel(mainRisk)) || policy.product?.name || '';
  if (variant === 'extended_warranty') {
    return policy.status === PolicyStatus.ACTIVE_PAID_UNSIGNED ? [unsignedNotice(policy, policyDevice)] : [];
  }
  const evaluation =
    variant === 'multi_device' ? multiRiskNotices(policy) : singleRiskNotices(policy, policyDevice);
  if (policy.status === PolicyStatus.DRAFT) {
    return [...evaluation, ...firstReceiptNotices(policy, policyDevice)];
  }
  return [...evaluation, ...paymentNotices(policy, policyDevice, now), ...claimNotices(policy)];
}
