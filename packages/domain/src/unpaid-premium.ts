import { addDays, madridDate } from './madrid-time.ts';
import { addMonths } from './pricing.ts';

/**
 * Unpaid premiums, Ley 50/1980 de Contrato de Seguro, art. 15:
 *
 * 1. The first premium unpaid through the policyholder's fault: the insurer may terminate the
 *    contract or claim the premium; unless agreed otherwise, a loss before it is paid is not covered.
 * 2. One of the following premiums unpaid: cover is suspended one month after its due date. If the
 *    insurer does not claim the payment within the six months after the due date, the contract is
 *    extinguished. While it is suspended, the insurer may only claim the current period's premium.
 * 3. Unless terminated or extinguished, cover takes effect again at 24:00 of the day the
 *    policyholder pays the premium (from the next day, in Madrid).
 *
 * Days are Madrid calendar days (YYYY-MM-DD); a month is counted date to date and ends on the
 * month's last day when it lacks that date (Civil Code art. 5), as `addMonths` does.
 */
export const SUSPENSION_AFTER_MONTHS = 1;
export const EXTINCTION_AFTER_MONTHS = 6;

/** A receipt as these rules read it: its due date, the day it was paid (null while unpaid), and
 * whether it is the policy's first. */
export type PremiumReceipt = { dueOn: string; paidOn: string | null; isFirst: boolean };

/**
 * A policy's charges, in receipt order, as these rules read them: refunds and credits left out, paid on
 * the Madrid day of their payment when nothing is pending (settled without a payment date: paid when
 * due), the first one marked. The API's rows and the customer area's receipts both come through here.
 */
export function premiumReceiptsOf(
  charges: readonly { price: number; pending: number; paidAt: Date | string | null; dueOn: string }[],
): PremiumReceipt[] {
  return charges
    .filter((charge) => charge.price > 0)
    .map((charge, index) => ({
      dueOn: charge.dueOn,
      paidOn:
        charge.pending > 0
          ? null
          : charge.paidAt
            ? (madridDate(charge.paidAt) ?? charge.dueOn)
            : charge.dueOn,
      isFirst: index === 0,
    }));
}

/** The first day without cover for a later receipt left unpaid: one month after its due date. */
export function suspensionStartsOn(dueOn: string): string {
  return addMonths(dueOn, SUSPENSION_AFTER_MONTHS);
}

/** The day the contract is extinguished if the receipt is still unpaid and not claimed: six months after its due date. */
export function extinctionOn(dueOn: string): string {
  return addMonths(dueOn, EXTINCTION_AFTER_MONTHS);
}

/** The first day covered again after paying a suspended receipt: the day after the payment. */
export function coverResumesOn(paidOn: string): string {
  return addDays(paidOn, 1);
}

export type PremiumCover =
  | { state: 'covered' }
  /** The first premium was not paid by that day: the policy never started cover. */
  | { state: 'first_unpaid'; dueOn: string }
  /**
   * A later receipt unpaid for a month: no cover from `since` until the day after it is paid;
   * `resumesOn` is that day once it is paid (on the payment day itself), null while unpaid.
   */
  | { state: 'suspended'; since: string; dueOn: string; extinguishedOn: string; resumesOn: string | null }
  /** Six months unpaid and not claimed: the contract is over. */
  | { state: 'extinguished'; on: string; dueOn: string };

/**
 * Whether the premium leaves the policy covered on `day`, from its receipts. A receipt paid later
 * than `day` counts as unpaid on `day`. `claimed` says the insurer claimed the unpaid receipt within
 * the six months (by a payment demand, a SEPA re-presentation or court), which keeps the contract
 * alive, suspended, past them.
 */
export function premiumCoverOn(
  receipts: readonly PremiumReceipt[],
  day: string,
  claimed = false,
): PremiumCover {
  const unpaidOn = (receipt: PremiumReceipt) => receipt.paidOn === null || receipt.paidOn > day;
  // Paying after the contract was extinguished does not bring it back.
  const lapsed = (receipt: PremiumReceipt) =>
    !receipt.isFirst &&
    !claimed &&
    extinctionOn(receipt.dueOn) <= day &&
    (receipt.paidOn === null || receipt.paidOn >= extinctionOn(receipt.dueOn));
  const gone = receipts.filter(lapsed).sort(byDue)[0];
  if (gone) return { state: 'extinguished', on: extinctionOn(gone.dueOn), dueOn: gone.dueOn };
  const first = receipts.find((receipt) => receipt.isFirst);
  if (first && unpaidOn(first)) return { state: 'first_unpaid', dueOn: first.dueOn };
  // A later receipt suspends from a month after its due date until the end of the day it is paid
  // (cover is back from the next day). The oldest such receipt decides: it suspended first.
  const overdue = receipts
    .filter(
      (receipt) =>
        !receipt.isFirst &&
        suspensionStartsOn(receipt.dueOn) <= day &&
        (receipt.paidOn === null || receipt.paidOn >= day),
    )
    .sort(byDue)[0];
  if (overdue)
    return {
      state: 'suspended',
      since: suspensionStartsOn(overdue.dueOn),
      dueOn: overdue.dueOn,
      extinguishedOn: extinctionOn(overdue.dueOn),
      resumesOn: overdue.paidOn === null ? null : coverResumesOn(overdue.paidOn),
    };
  return { state: 'covered' };
}

const byDue = (a: PremiumReceipt, b: PremiumReceipt) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0);

/** Days before cover is suspended that the customer is warned (the receipt still unpaid). */
export const SUSPENSION_WARNING_DAYS = 7;

/**
 * What the customer is told about an unpaid later receipt (LCS art. 15: "told before and when it
 * happens"): a warning from SUSPENSION_WARNING_DAYS before cover is suspended, the suspension once it
 * is, and the end of the contract once extinguished. The daily run sends each one once per receipt.
 */
export type UnpaidPremiumNotice =
  | { kind: 'suspension_warning'; dueOn: string; since: string }
  | { kind: 'suspended'; dueOn: string; since: string; extinguishedOn: string }
  | { kind: 'extinguished'; dueOn: string; on: string };

export function unpaidPremiumNoticeOn(
  receipts: readonly PremiumReceipt[],
  day: string,
): UnpaidPremiumNotice | null {
  const cover = premiumCoverOn(receipts, day);
  if (cover.state === 'extinguished') return { kind: 'extinguished', dueOn: cover.dueOn, on: cover.on };
  if (cover.state === 'suspended')
    return cover.resumesOn === null
      ? { kind: 'suspended', dueOn: cover.dueOn, since: cover.since, extinguishedOn: cover.extinguishedOn }
      : null;
  if (cover.state !== 'covered') return null;
  const soon = receipts
    .filter((receipt) => {
      if (receipt.isFirst || receipt.paidOn !== null) return false;
      const since = suspensionStartsOn(receipt.dueOn);
      return addDays(since, -SUSPENSION_WARNING_DAYS) <= day && day < since;
    })
    .sort(byDue)[0];
  return soon
    ? { kind: 'suspension_warning', dueOn: soon.dueOn, since: suspensionStartsOn(soon.dueOn) }
    : null;
}
