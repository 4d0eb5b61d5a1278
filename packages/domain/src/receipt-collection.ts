import { madridDate } from './madrid-time.ts';
import type { PaymentDisplayStatus } from './payment-status.ts';

// How an unpaid receipt gets paid, beside its spec 4 display status: a direct debit counts as
// paid on its collection date, not when its bank file is written (docs/payments.md, "Direct
// debits"), so between the two the receipt is neither paid nor for the customer to pay.

/**
 * An unpaid receipt on a direct debit: `in_bank` when it is in a bank file (date: the collection
 * date), `next_remittance` when it waits for the next file on an active mandate (date: the
 * earliest re-presentation after a return, or null), `stopped` when a return stopped automatic
 * collection (the customer pays it or gives another account). `returned`: the bank returned it
 * before, so the customer may pay it by card meanwhile.
 */
export type ReceiptCollection = {
  state: 'in_bank' | 'next_remittance' | 'stopped';
  date: string | null;
  returned: boolean;
};

export type ReceiptCollectionFacts = {
  paid: boolean;
  /** The receipt's payment method is an active direct-debit mandate. */
  byDebit: boolean;
  /** Automatic collection stopped after a return (MD06, AC04...). */
  stopped: boolean;
  /** The collection date of the bank file the receipt is in, awaiting that date. */
  inBankOn: string | null;
  nextCollectionDate: string | null;
  returned: boolean;
};

/** The collection of one receipt from what the database knows of it; null when it is not a direct debit. */
export function receiptCollection(facts: ReceiptCollectionFacts): ReceiptCollection | null {
  if (facts.paid) return null;
  if (facts.inBankOn) return { state: 'in_bank', date: facts.inBankOn, returned: facts.returned };
  if (!facts.byDebit) return null;
  if (facts.stopped) return { state: 'stopped', date: null, returned: facts.returned };
  return { state: 'next_remittance', date: facts.nextCollectionDate, returned: facts.returned };
}

export type ReceiptForStanding = {
  display_status: PaymentDisplayStatus | null;
  activation_date: string;
  collection: ReceiptCollection | null;
};

/**
 * What a receipt reads as, for the customer and staff alike: the spec 4 status, except that an
 * unpaid receipt the bank is collecting reads 'EN_BANCO' (in a file) or 'DOMICILIADO' (waiting
 * for the next one), and an unpaid receipt due today that nobody has tried to collect reads
 * 'PENDIENTE' rather than 'IMPAGADO' in red: it is owed, not overdue.
 */
export type ReceiptStanding = PaymentDisplayStatus | 'EN_BANCO' | 'DOMICILIADO' | 'PENDIENTE';

export function receiptStanding(receipt: ReceiptForStanding, now: Date): ReceiptStanding | null {
  if (receipt.display_status !== 'IMPAGADO') return receipt.display_status;
  const { collection } = receipt;
  if (collection?.state === 'in_bank') return 'EN_BANCO';
  if (collection?.returned) return 'IMPAGADO';
  if (collection?.state === 'next_remittance') return 'DOMICILIADO';
  if (receipt.activation_date === madridDate(now)) return 'PENDIENTE';
  return 'IMPAGADO';
}

/**
 * May the customer pay this receipt by card now? Only an unpaid one the bank is not about to
 * collect: never one in a bank file (it would be charged twice), and a direct-debit one only
 * after the bank returned it or its collection stopped.
 */
export function canPayReceiptNow(receipt: Omit<ReceiptForStanding, 'activation_date'>): boolean {
  if (receipt.display_status !== 'IMPAGADO') return false;
  const { collection } = receipt;
  if (!collection || collection.state === 'stopped') return true;
  return collection.state === 'next_remittance' && collection.returned;
}
