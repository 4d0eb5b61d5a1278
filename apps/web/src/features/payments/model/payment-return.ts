import { PolicyStatus } from '@amparo/domain';
import type { ReceiptToPay } from './receipt-to-pay';

/** Where the gateway sends the customer back: /pagos/resultado?estado=ok|ko&poliza=<id>&recibo=<id>. */
export type PaymentReturn = { outcome: 'ok' | 'ko'; policyId: number; paymentId: number };

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const outcome = search.get('estado');
  const policyId = positiveId(search.get('poliza'));
  const paymentId = positiveId(search.get('recibo'));
  if ((outcome !== 'ok' && outcome !== 'ko') || !policyId || !paymentId) return null;
  return { outcome, policyId, paymentId };
}

/**
 * The gateway's OK address only says the customer finished; the receipt is paid when the
 * gateway's signed notification has reached the API, which may be a moment later.
 */
export function isReceiptSettled(receipt: Pick<ReceiptToPay, 'status'> | null | undefined): boolean {
  return receipt?.status === 'PAGADO';
}

/** Active once paid, unless a phone check still holds it (a phone policy waits for its check). */
export function isPolicyActive(receipt: Pick<ReceiptToPay, 'policyStatus'>): boolean {
  return (
    receipt.policyStatus === PolicyStatus.ACTIVE_PAID_UNSIGNED ||
    receipt.policyStatus === PolicyStatus.ACTIVE_PAID_SIGNED
  );
}

/** How long the OK page waits for the notification before saying it is still on its way. */
export const SETTLE_TIMEOUT_MS = 30_000;
export const SETTLE_POLL_MS = 1_500;
