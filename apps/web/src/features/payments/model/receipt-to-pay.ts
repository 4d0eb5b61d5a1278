import type { Notification } from '@amparo/contract';
import type { PaymentDisplayStatus, Periodicity, ReceiptCollection } from '@amparo/domain';

/** One receipt as the payment page shows it, whichever read it came from (login or mail link). */
export type ReceiptToPay = {
  policyId: number;
  policyNumber: string;
  /** Spec 4 policy status: 1 draft until its first receipt is paid. */
  policyStatus: number;
  productName: string;
  /** 'Apple iPhone 16 Pro'; several for a multi-device policy. */
  devices: readonly string[];
  periodicity: Periodicity;
  paymentId: number;
  /** Cents. */
  price: number;
  /** Cents still owed; what the card is charged. */
  pendingAmount: number;
  activationDate: string;
  status: PaymentDisplayStatus | null;
  /** How the bank collects it, if it does (packages/domain receipt-collection). */
  collection: ReceiptCollection | null;
  /** What the customer does next once paid (check the phone, sign); known only when logged in. */
  nextStep: Notification | null;
};

/**
 * Only an owed, positive amount can go to the card gateway (refunds and paid receipts cannot), and
 * never one already in a bank file: the bank collects it on its date (the API refuses it too).
 */
export function canPayByCard(
  receipt: Pick<ReceiptToPay, 'pendingAmount' | 'status' | 'collection'>,
): boolean {
  return (
    receipt.pendingAmount > 0 &&
    receipt.status !== 'PAGADO' &&
    receipt.status !== 'ABONADO' &&
    receipt.collection?.state !== 'in_bank'
  );
}
