/**
 * The signed fields of a card operation, besides order and amount, that say
 * what was done: by which merchant and terminal, in which currency, and what
 * kind of operation ("TPV Virtual, Manual de integración": Ds_MerchantCode,
 * Ds_Terminal, Ds_Currency, Ds_TransactionType).
 */
export type CardOperation = {
  merchantCode: string;
  terminal: string;
  /** ISO 4217 numeric: 978 is the euro. */
  currency: string;
  /** 0 authorisation, 3 refund, … */
  transactionType: string;
};

export type OperationMismatch = 'merchant' | 'terminal' | 'currency' | 'transaction_type';

/** The notification field each mismatch names and what it means, in Spanish, for error details. */
export const MISMATCH_DETAIL: Record<OperationMismatch, { field: string; message: string }> = {
  merchant: { field: 'Ds_MerchantCode', message: 'no es nuestro código de comercio' },
  terminal: { field: 'Ds_Terminal', message: 'no es nuestro terminal' },
  currency: { field: 'Ds_Currency', message: 'no es un pago en euros' },
  transaction_type: { field: 'Ds_TransactionType', message: 'no es una autorización de pago' },
};

/** Terminals come back zero-padded ("001" for "1"); anything not 1 to 3 digits matches nothing. */
const sameTerminal = (notified: string | undefined, asked: string) =>
  notified !== undefined && /^\d{1,3}$/.test(notified) && Number(notified) === Number(asked);

/**
 * What a correctly signed notification says was done, against what we asked.
 * A signature proves who sent it, not that it answers our request: a refund,
 * a payment in dollars or one to another terminal of the same merchant key is
 * signed just as well, and must not pay a receipt. Missing fields mismatch.
 * Returns every difference, none when the operation is the one asked.
 */
export function operationMismatches(
  asked: CardOperation,
  notified: Partial<CardOperation>,
): OperationMismatch[] {
  const mismatches: OperationMismatch[] = [];
  if (notified.merchantCode?.trim() !== asked.merchantCode) mismatches.push('merchant');
  if (!sameTerminal(notified.terminal?.trim(), asked.terminal)) mismatches.push('terminal');
  if (notified.currency?.trim() !== asked.currency) mismatches.push('currency');
  if (notified.transactionType?.trim() !== asked.transactionType) mismatches.push('transaction_type');
  return mismatches;
}
