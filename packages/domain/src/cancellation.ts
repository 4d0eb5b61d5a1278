import { WITHDRAWAL_DAYS } from './constants.ts';
import { type Periodicity, PolicyStatus } from './enums.ts';
import { addDays, daysBetween, madridDate, madridWallClock } from './madrid-time.ts';
import { receiptPeriod } from './receipt-period.ts';
import { refundableCents } from './refunds.ts';

// Withdrawal (desistimiento) and cancellation of a policy (docs/cancellation.md; spec 5 and
// 9: "cancellation right: 15 days after the contract"). Pure rules shared by
// the API (POST /policies/{id}/cancel) and the web (the 'Desistir del
// contrato' button). The legal reading is in docs/cancellation.md.
//
// Contract date: the policy's conclusion online, policies.created_at, read as
// a Madrid calendar day. The 15 days are counted like a legal period (Código
// Civil art. 5.1: a period in days starts the day after; Ley 22/2007 art. 10
// counts calendar days): from the day after the contract, the 15th included.
// A policy created on 1 March can be withdrawn until 23:59:59 of 16 March,
// Madrid time (CET or CEST, whichever applies).

export interface WithdrawalDeadline {
  /** The last Madrid calendar day of the window, 'YYYY-MM-DD' (contract day + 15). */
  lastDay: string;
  /** The first instant after the window: midnight Madrid starting the day after `lastDay`. */
  endsAt: Date;
}

/** The UTC instant of 00:00 Madrid on a calendar day (midnight is never in a DST gap in Spain). */
function madridMidnight(isoDate: string): Date {
  // Madrid is UTC+1 (CET) or UTC+2 (CEST); exactly one of the two reads 00:00 on that day.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(Date.parse(`${isoDate}T00:00:00Z`) - offsetHours * 3_600_000);
    const wall = madridWallClock(candidate);
    if (wall.date === isoDate && wall.hour === 0 && wall.minute === 0) return candidate;
  }
  throw new RangeError(`No Madrid midnight found for ${isoDate}`);
}

/**
 * When the withdrawal right ends for a contract concluded at `contractDate`
 * (a timestamp, or a 'YYYY-MM-DD' already in Madrid). Null when unreadable.
 */
export function withdrawalDeadline(contractDate: string | Date): WithdrawalDeadline | null {
  const day = madridDate(contractDate);
  if (!day) return null;
  const lastDay = addDays(day, WITHDRAWAL_DAYS);
  return { lastDay, endsAt: madridMidnight(addDays(lastDay, 1)) };
}

/** True from the contract day through the end of its 15th following day, Madrid time. */
export function isWithinWithdrawal(contractDate: string | Date, now: Date): boolean {
  const contractDay = madridDate(contractDate);
  const today = madridDate(now);
  if (!contractDay || !today) return false;
  const days = daysBetween(contractDay, today);
  return days >= 0 && days <= WITHDRAWAL_DAYS;
}

/**
 * The 'Desistir del contrato' button (Directive 2023/2673): shown during the
 * window for a concluded policy only, status 2 or 3. A draft (1) is not a
 * contract yet: nothing was paid or covered, so there is nothing to withdraw
 * from (the booking is simply left, or staff cancel it). Cancelled (4): never.
 */
export function canShowWithdrawalButton(
  policy: { status: number; created_at: string | Date },
  now: Date,
): boolean {
  const concluded =
    policy.status === PolicyStatus.ACTIVE_PAID_UNSIGNED || policy.status === PolicyStatus.ACTIVE_PAID_SIGNED;
  return concluded && isWithinWithdrawal(policy.created_at, now);
}

export type CancellationReason = 'withdrawal' | 'customer' | 'staff' | 'non_payment';
export type CancellationMode = 'end_of_period' | 'pro_rata';
export const CANCELLATION_MODES = [
  'end_of_period',
  'pro_rata',
] as const satisfies readonly CancellationMode[];
export const DEFAULT_CANCELLATION_MODE: CancellationMode = 'end_of_period';

export interface CancellationPolicy {
  status: number;
  starts_on: string | null;
  ends_on: string | null;
  periodicity: Periodicity;
  created_at: string | Date;
}

export interface CancellationReceipt {
  id: number;
  sequence: number;
  activation_date: string;
  price_cents: number;
  pending_amount_cents: number;
  payment_date: string | Date | null;
  deleted_at: string | Date | null;
  /** Earlier refunds of this receipt (given or still owed), positive cents; 0 when absent. */
  refunded_cents?: number;
}

export type CancellationNote =
  /** Withdrawal: everything paid goes back, cover ends today. */
  | 'FULL_REFUND'
  /** A draft never had cover: whatever it paid goes back. */
  | 'DRAFT_NEVER_COVERED'
  /** End of period: no refund, cover runs to the end of the last paid period. */
  | 'COVER_UNTIL_PAID_PERIOD_END'
  /** End of period, but no paid period reaches today: cover ends today. */
  | 'NO_PAID_PERIOD_LEFT'
  /** Pro rata: the unused days of the paid periods go back. */
  | 'PRO_RATA_REFUND'
  /** The refund was cut down to what was paid minus earlier refunds. */
  | 'REFUND_CAPPED_AT_PAID'
  | 'UNPAID_RECEIPTS_CANCELLED';

export interface CancellationSettlement {
  kind: 'withdrawal' | 'cancellation';
  /** Last Madrid day of cover, 'YYYY-MM-DD' (today for a withdrawal or a pro rata cancellation). */
  effectiveDate: string;
  refundCents: number;
  /** How the refund splits over the paid receipts, latest first: each one is refunded the way it was paid. */
  refunds: { receiptId: number; cents: number }[];
  /** Live receipts with nothing paid: cancelled with the policy (spec: its unpaid receipts are cancelled). */
  receiptsToCancel: number[];
  notes: CancellationNote[];
}

export type CancellationRefusal =
  | 'ALREADY_CANCELLED'
  /** reason 'withdrawal' after the 15 days: the customer must cancel instead (no full refund). */
  | 'WITHDRAWAL_PERIOD_OVER'
  /** reason 'withdrawal' for a draft: no contract was concluded. */
  | 'NOT_CONCLUDED'
  | 'INVALID_DATE';

export interface CancellationInput {
  policy: CancellationPolicy;
  receipts: readonly CancellationReceipt[];
  now: Date;
  reason: CancellationReason;
  mode: CancellationMode;
}

const isLive = (r: CancellationReceipt) => !r.deleted_at;
const isCharge = (r: CancellationReceipt) => isLive(r) && r.price_cents > 0;
/** Paid in full: a charge with a payment and nothing pending. */
const isPaid = (r: CancellationReceipt) =>
  isCharge(r) && r.payment_date !== null && r.pending_amount_cents === 0;
const refundable = (r: CancellationReceipt) =>
  refundableCents(
    {
      price_cents: r.price_cents,
      pending_amount_cents: r.pending_amount_cents,
      payment_date: r.payment_date,
      deleted_at: r.deleted_at,
    },
    r.refunded_cents ?? 0,
  );

/** What the customer has paid and not had back: charges collected minus every live refund receipt. */
export function netPaidCents(receipts: readonly CancellationReceipt[]): number {
  const live = receipts.filter(isLive);
  const collected = live
    .filter((r) => r.price_cents > 0)
    .reduce((sum, r) => sum + (r.price_cents - r.pending_amount_cents), 0);
  const refunded = live.filter((r) => r.price_cents < 0).reduce((sum, r) => sum + -r.price_cents, 0);
  return Math.max(0, collected - refunded);
}

/** The period one paid receipt covers, cut at the policy's end date. */
function coveredPeriod(r: CancellationReceipt, policy: CancellationPolicy) {
  const period = receiptPeriod(r.activation_date, policy.periodicity);
  const to = policy.ends_on && policy.ends_on < period.to ? policy.ends_on : period.to;
  return { from: period.from, to };
}

/** Unused days of a paid period after `today` (today itself is covered), over its length, times its price. */
function proRataCents(r: CancellationReceipt, policy: CancellationPolicy, today: string): number {
  const { from, to } = coveredPeriod(r, policy);
  const length = daysBetween(from, to) + 1;
  if (length <= 0) return 0;
  const start = today < from ? from : addDays(today, 1);
  const remaining = Math.max(0, daysBetween(start, to) + 1);
  return Math.floor((r.price_cents * Math.min(remaining, length)) / length);
}

/**
 * Splits `wanted[i]` refunds over the receipts, latest first, none above what
 * that receipt may still give back, and the total never above `cap`.
 */
function allocate(
  wanted: { receipt: CancellationReceipt; cents: number }[],
  cap: number,
): { refunds: { receiptId: number; cents: number }[]; capped: boolean } {
  let left = cap;
  let capped = false;
  const refunds: { receiptId: number; cents: number }[] = [];
  const latestFirst = [...wanted].sort((a, b) => b.receipt.sequence - a.receipt.sequence);
  for (const { receipt, cents } of latestFirst) {
    const possible = Math.min(cents, refundable(receipt), left);
    if (possible < cents) capped = true;
    if (possible <= 0) continue;
    refunds.push({ receiptId: receipt.id, cents: possible });
    left -= possible;
  }
  return { refunds, capped };
}

/**
 * What cancelling a policy now means: a withdrawal within the 15
 * days (reason 'withdrawal', or 'customer' while the window is open) gives
 * back everything paid and ends cover today; afterwards, or when staff or
 * non-payment cancel, the setting `cancellation_mode` decides: 'end_of_period'
 * keeps cover to the end of the paid period with no refund, 'pro_rata' ends
 * cover today and gives back the unused days of each paid period (rounded
 * down to the cent). Every unpaid receipt is cancelled in every case.
 */
export function cancellationSettlement(
  input: CancellationInput,
): CancellationSettlement | { refusal: CancellationRefusal } {
  const { policy, receipts, now, reason, mode } = input;
  if (policy.status === PolicyStatus.CANCELLED) return { refusal: 'ALREADY_CANCELLED' };
  const today = madridDate(now);
  if (!today || !madridDate(policy.created_at)) return { refusal: 'INVALID_DATE' };
  const isDraft = policy.status === PolicyStatus.DRAFT;
  const inWindow = isWithinWithdrawal(policy.created_at, now);
  if (reason === 'withdrawal') {
    if (isDraft) return { refusal: 'NOT_CONCLUDED' };
    if (!inWindow) return { refusal: 'WITHDRAWAL_PERIOD_OVER' };
  }
  const receiptsToCancel = receipts
    .filter((r) => isLive(r) && r.price_cents >= 0 && r.payment_date === null)
    .map((r) => r.id);
  const paid = receipts.filter(isPaid);
  const cap = netPaidCents(receipts);
  const notes: CancellationNote[] = [];
  const withdrawal = !isDraft && inWindow && (reason === 'withdrawal' || reason === 'customer');

  let effectiveDate = today;
  let wanted: { receipt: CancellationReceipt; cents: number }[] = [];
  if (withdrawal || isDraft) {
    notes.push(withdrawal ? 'FULL_REFUND' : 'DRAFT_NEVER_COVERED');
    wanted = receipts.filter(isCharge).map((receipt) => ({ receipt, cents: refundable(receipt) }));
  } else if (mode === 'pro_rata') {
    notes.push('PRO_RATA_REFUND');
    wanted = paid.map((receipt) => ({ receipt, cents: proRataCents(receipt, policy, today) }));
  } else {
    const lastPaidDay = paid
      .map((r) => coveredPeriod(r, policy).to)
      .sort()
      .at(-1);
    if (lastPaidDay && lastPaidDay >= today) {
      effectiveDate = lastPaidDay;
      notes.push('COVER_UNTIL_PAID_PERIOD_END');
    } else {
      notes.push('NO_PAID_PERIOD_LEFT');
    }
  }
  const { refunds, capped } = allocate(
    wanted.filter((w) => w.cents > 0),
    cap,
  );
  if (capped) notes.push('REFUND_CAPPED_AT_PAID');
  if (receiptsToCancel.length > 0) notes.push('UNPAID_RECEIPTS_CANCELLED');
  return {
    kind: withdrawal ? 'withdrawal' : 'cancellation',
    effectiveDate,
    refundCents: refunds.reduce((sum, r) => sum + r.cents, 0),
    refunds,
    receiptsToCancel,
    notes,
  };
}

/** Narrowing helper for callers. */
export const isCancellationRefusal = (
  value: CancellationSettlement | { refusal: CancellationRefusal },
): value is { refusal: CancellationRefusal } => 'refusal' in value;
