import { type ClaimExtraField, claimExtraFields } from './claim-fields.ts';
import { isClaimTypeOffered } from './claim-types.ts';
import { isDeviceCoverable } from './device-age.ts';
import { PolicyStatus } from './enums.ts';
import { type PremiumReceipt, premiumCoverOn, suspensionStartsOn } from './unpaid-premium.ts';

// Whether a claim may be declared as the customer (or staff for them) wrote it
// (docs/claims.md; spec 5 and 9). Pure: today's date comes in.

export type ClaimDeclarationRefusal =
  | 'policy_not_active'
  | 'claim_type_not_offered'
  | 'occurred_in_future'
  | 'occurred_before_policy'
  /** A cancelled policy still covering: the incident happened after its last day of cover. */
  | 'occurred_after_cover'
  /** A later receipt was unpaid a month or more on the day of the incident (LCS art. 15, unpaid-premium.ts). */
  | 'occurred_while_suspended'
  /** A phone that replaced another (a suplemento) whose new phone check has not validated yet. */
  | 'device_not_checked'
  /** The incident happened before the insured device was covered (it replaced another later). */
  | 'occurred_before_device'
  | 'extra_fields_invalid';

export type ClaimExtraAnswer = { id: string; value: string | boolean | null };

export interface ClaimDeclarationInput {
  productTypeId: number;
  policyStatus: number;
  /** The first day of cover, 'YYYY-MM-DD' (the policy's starts_on, else its creation day in Madrid). */
  policyStartedOn: string;
  /** A cancelled policy's last day of cover and why it was cancelled (coverEndOfCancelled). */
  policyEndsOn?: string | null;
  cancelReason?: string | null;
  claimTypeId: number;
  /** 'YYYY-MM-DD'. */
  occurredOn: string;
  /** Today in Madrid, 'YYYY-MM-DD'. */
  today: string;
  /** The insured item's risk type: on a multi-risk policy it decides the claim types offered. */
  riskTypeId: number;
  extraFields: Record<string, unknown>;
  /** The policy's receipts (not refunds), to know whether cover was suspended on the day (LCS art. 15). */
  premiumReceipts?: readonly PremiumReceipt[];
  /** A device that replaced another: its first covered day (policy_risks.covered_from); else null. */
  riskCoveredFrom?: string | null;
  /** A replacing phone still waiting for its check to validate. */
  riskAwaitingCheck?: boolean;
}

export type ClaimDeclarationResult =
  | { ok: true; extraFields: ClaimExtraAnswer[] }
  | {
      ok: false;
      refusal: ClaimDeclarationRefusal;
      /** occurred_while_suspended: the unpaid receipt's due date and the first day without cover. */
      suspension?: { dueOn: string; since: string };
      /** occurred_before_device: the first day the replacing device is covered. */
      coveredFrom?: string;
      /** Per-field problems of extra_fields, in Spanish. */
      errors: { field: string; message: string }[];
    };

/** Only a paid policy covers (spec 4: 2 active-paid-unsigned, 3 active-paid-signed). */
const ACTIVE: readonly number[] = [PolicyStatus.ACTIVE_PAID_UNSIGNED, PolicyStatus.ACTIVE_PAID_SIGNED];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The last day a cancelled policy still covers, or null when it covers nothing: a cancellation
 * keeps cover to its effective date (the end of the paid period, docs/cancellation.md), so
 * incidents up to that day are claimable; a withdrawal undoes the contract from the start (all
 * the premium goes back), so nothing is.
 */
export function coverEndOfCancelled(policy: {
  status: number;
  ends_on: string | null;
  cancel_reason: string | null;
}): string | null {
  if (policy.status !== PolicyStatus.CANCELLED || policy.cancel_reason === 'withdrawal') return null;
  return policy.ends_on;
}

/**
 * Does the policy cover that day? An active one until its end date (open-ended without one), a
 * cancelled one until its cover ends (coverEndOfCancelled); a draft or a withdrawn one never. What
 * a certificate of insurance certifies.
 */
export function coversOn(
  policy: { status: number; ends_on: string | null; cancel_reason: string | null },
  day: string,
): boolean {
  if (ACTIVE.includes(policy.status)) return !policy.ends_on || policy.ends_on >= day;
  const end = coverEndOfCancelled(policy);
  return end !== null && end >= day;
}

/**
 * May the customer declare a claim on this policy today? An active one, or a cancelled one whose
 * cover has not ended yet (coverEndOfCancelled).
 */
export function acceptsClaimsToday(
  policy: { status: number; ends_on: string | null; cancel_reason: string | null },
  today: string,
): boolean {
  if (ACTIVE.includes(policy.status)) return true;
  const end = coverEndOfCancelled(policy);
  return end !== null && end >= today;
}

const isRealDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The answer to one field, normalised, or the Spanish reason it is not acceptable. */
function checkAnswer(field: ClaimExtraField, raw: unknown): { value: string | boolean | null } | string {
  const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (field.type === 'checkbox') {
    if (empty) return { value: false };
    return typeof raw === 'boolean' ? { value: raw } : `${field.label}: marca sí o no`;
  }
  if (empty) return field.required ? `${field.label}: este dato es obligatorio` : { value: null };
  if (typeof raw !== 'string') return `${field.label}: escribe un texto`;
  const value = raw.trim();
  if ((field.type === 'select' || field.type === 'toggle') && !field.options?.includes(value))
    return `${field.label}: elige una de las opciones (${field.options?.join(', ')})`;
  if (field.type === 'date' && !isRealDate(value)) return `${field.label}: indica una fecha válida`;
  if (value.length > 2000) return `${field.label}: el texto es demasiado largo`;
  return { value };
}

/** Each extra field of claimExtraFields answered with its type; unknown keys are refused. */
export function checkClaimExtraFields(
  fields: readonly ClaimExtraField[],
  answers: Record<string, unknown>,
): { answers: ClaimExtraAnswer[]; errors: { field: string; message: string }[] } {
  const errors: { field: string; message: string }[] = [];
  const known = new Set(fields.map((f) => f.id));
  for (const key of Object.keys(answers)) {
    if (!known.has(key))
      errors.push({ field: key, message: `No se pide el dato «${key}» en este siniestro` });
  }
  const checked: ClaimExtraAnswer[] = [];
  for (const field of fields) {
    const result = checkAnswer(field, answers[field.id]);
    if (typeof result === 'string') errors.push({ field: field.id, message: result });
    else checked.push({ id: field.id, value: result.value });
  }
  return { answers: checked, errors };
}

/**
 * The order of the checks is the order of the refusals a customer can fix: a
 * policy that does not cover at all first, then the claim type, the date, the
 * form. The date may be today but not later, and not before cover began.
 */
export function validateClaimDeclaration(input: ClaimDeclarationInput): ClaimDeclarationResult {
  const refuse = (refusal: ClaimDeclarationRefusal) => ({ ok: false as const, refusal, errors: [] });
  const coverEnd = coverEndOfCancelled({
    status: input.policyStatus,
    ends_on: input.policyEndsOn ?? null,
    cancel_reason: input.cancelReason ?? null,
  });
  if (!ACTIVE.includes(input.policyStatus) && coverEnd === null) return refuse('policy_not_active');
  if (!isClaimTypeOffered(input.productTypeId, input.claimTypeId, input.riskTypeId))
    return refuse('claim_type_not_offered');
  if (input.occurredOn > input.today) return refuse('occurred_in_future');
  if (input.occurredOn < input.policyStartedOn) return refuse('occurred_before_policy');
  if (input.riskAwaitingCheck) return refuse('device_not_checked');
  if (input.riskCoveredFrom && input.occurredOn < input.riskCoveredFrom)
    return { ...refuse('occurred_before_device'), coveredFrom: input.riskCoveredFrom };
  if (coverEnd !== null && input.occurredOn > coverEnd) return refuse('occurred_after_cover');
  const premium = input.premiumReceipts ? premiumCoverOn(input.premiumReceipts, input.occurredOn) : null;
  if (premium?.state === 'suspended' || premium?.state === 'extinguished')
    return {
      ...refuse('occurred_while_suspended'),
      suspension: { dueOn: premium.dueOn, since: suspensionStartsOn(premium.dueOn) },
    };
  const fields = claimExtraFields(input.productTypeId, input.claimTypeId, input.riskTypeId);
  const { answers, errors } = checkClaimExtraFields(fields, input.extraFields);
  const purchase = answers.find((a) => a.id === 'purchase_date')?.value;
  // Spec 5: appliances and multimedia are covered only under 3 years from purchase (device-age.ts).
  if (typeof purchase === 'string' && !isDeviceCoverable(purchase, new Date(`${input.today}T12:00:00Z`)))
    errors.push({
      field: 'purchase_date',
      message:
        'Fecha de compra: solo cubrimos aparatos con menos de 3 años desde su compra, y no una fecha futura',
    });
  if (errors.length) return { ok: false, refusal: 'extra_fields_invalid', errors };
  return { ok: true, extraFields: answers };
}
