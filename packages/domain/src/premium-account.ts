/**
 * What a policy's receipts have taken and what they still ask, for the year as it stands: after a
 * discount added mid-year the owed receipts are re-priced while the paid ones keep their price, so
 * the new annual premium alone would not say what the customer still pays. Charges only: a refund
 * (a receipt of negative price) is money given back, shown with the refunds.
 */
export type PremiumAccount = {
  /** Cents already taken by the charges. */
  paid: number;
  /** Cents the charges still ask. */
  owed: number;
  /** How many charges still ask something. */
  owedReceipts: number;
  /** paid + owed: what the year costs as it stands. */
  total: number;
};

export function premiumAccount(
  receipts: readonly { price: number; pending_amount: number | null }[],
): PremiumAccount {
  let paid = 0;
  let owed = 0;
  let owedReceipts = 0;
  for (const receipt of receipts) {
    if (receipt.price < 0) continue;
    const pending = Math.max(0, receipt.pending_amount ?? 0);
    paid += receipt.price - pending;
    if (pending > 0) {
      owed += pending;
      owedReceipts += 1;
    }
  }
  return { paid, owed, owedReceipts, total: paid + owed };
}
