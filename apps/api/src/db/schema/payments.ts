import { PaymentMethodType } from '@amparo/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { inEnum } from './enum-check.ts';
import { policies } from './policies.ts';
import { jobs } from './system.ts';

/** Type ids of spec 9: 1 card (gateway), 2 manual, 3 IBAN (SEPA direct debit). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    type: smallint().notNull(),
    card_brand: text(),
    card_last4: text(),
    card_expiry: text(),
    /** The expiry the customer was last asked to update the card for (card-expiry.ts): one mail per card. */
    card_expiry_notice_for: text(),
    /** The gateway's reference for a stored card (never the card number). */
    card_reference: text(),
    iban: text(),
    account_holder: text(),
    mandate_reference: text(),
    mandate_signed_at: timestamp({ withTimezone: true }),
    /** SEPA: set once the mandate's first debit was collected; later debits are RCUR. */
    mandate_first_collected_at: timestamp({ withTimezone: true }),
    /** SEPA amendment: the account this mandate debited before the IBAN changed (sent once, then cleared). */
    amended_from_iban: text(),
    /** Redsys card on file: the first transaction's id (DS_MERCHANT_COF_TXNID) for later merchant-initiated charges. */
    card_cof_txn_id: text(),
    is_default: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('payment_methods_policy_idx').on(t.policy_id),
    check('payment_methods_type_valid', inEnum(t.type, PaymentMethodType)),
    check('payment_methods_iban_needed', sql`${t.type} <> 3 or ${t.iban} is not null`),
  ],
);

export const sepaFiles = pgTable(
  'sepa_files',
  {
    id: id(),
    message_id: text().notNull(),
    collection_date: date({ mode: 'string' }).notNull(),
    storage_key: text(),
    total_cents: integer().notNull(),
    transactions_count: integer().notNull(),
    /** generating (a job is building it) -> generated -> sent (handed to the bank), or failed. */
    status: text().notNull().default('generated'),
    job_id: integer(),
    created_by: integer(),
    error: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('sepa_files_message_unique').on(t.message_id),
    check('sepa_files_status', sql`${t.status} in ('generating', 'generated', 'sent', 'failed')`),
  ],
);

/** A receipt (spec 3 Payment). A negative price is a refund or credit. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    sequence: integer().notNull(),
    price_cents: integer().notNull(),
    pending_amount_cents: integer().notNull(),
    activation_date: date({ mode: 'string' }).notNull(),
    payment_date: timestamp({ withTimezone: true }),
    payment_method_id: integer().references(() => paymentMethods.id),
    sepa_file_id: integer().references(() => sepaFiles.id),
    /** Manual payments (type 2): the reference staff typed (bank transfer, cash receipt number). */
    reference: text(),
    /** The last return's R-transaction reason code (AM04, MD06, AC01...), cleared when paid again. */
    return_reason: text(),
    returned_at: timestamp({ withTimezone: true }),
    /** Direct debit: how many times it was presented to the bank. */
    collection_attempts: smallint().notNull().default(0),
    /** Direct debit after a return for insufficient funds: when it may be presented again. */
    next_collection_date: date({ mode: 'string' }),
    /** Direct debit refused by the debtor (MD06, MS02) or account closed: no more automatic collection. */
    collection_stopped: boolean().notNull().default(false),
    deleted_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_policy_sequence_unique').on(t.policy_id, t.sequence),
    index('payments_activation_idx').on(t.activation_date),
    check(
      'payments_pending_within_price',
      sql`abs(${t.pending_amount_cents}) <= abs(${t.price_cents}) and sign(${t.pending_amount_cents}) * sign(${t.price_cents}) >= 0`,
    ),
  ],
);

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    payment_id: integer()
      .notNull()
      .references(() => payments.id),
    kind: text().notNull(),
    amount_cents: integer().notNull(),
    status: text().notNull(),
    gateway: text(),
    gateway_order: text(),
    gateway_response: jsonb(),
    idempotency_key: text(),
    /** Payment method type of spec 9 (1 card, 2 manual, 3 IBAN) used for this movement. */
    method_type: smallint(),
    payment_method_id: integer().references(() => paymentMethods.id),
    /** Authorisation code, manual reference or SEPA end-to-end id: what staff quote to the bank. */
    reference: text(),
    /** R-transaction reason code of a return (AM04, MD06, AC01...). */
    reason_code: text(),
    sepa_file_id: integer().references(() => sepaFiles.id),
    /** SEPA sequence type of a debit: FRST, RCUR, OOFF, FNAL. */
    sepa_sequence_type: text(),
    /** When the money moved (the bank's or gateway's date), not when we wrote it down. */
    occurred_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The staff member who recorded it, for manual payments and returns. */
    recorded_by: integer(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('payment_transactions_payment_idx').on(t.payment_id),
    index('payment_transactions_occurred_idx').on(t.occurred_at),
    index('payment_transactions_sepa_file_idx').on(t.sepa_file_id),
    uniqueIndex('payment_transactions_order_unique').on(t.gateway, t.gateway_order),
    uniqueIndex('payment_transactions_idempotency_unique').on(t.idempotency_key),
    check('payment_transactions_kind', sql`${t.kind} in ('charge', 'refund', 'return', 'manual')`),
    check('payment_transactions_status', sql`${t.status} in ('pending', 'ok', 'ko', 'returned')`),
    check(
      'payment_transactions_sequence_type',
      sql`${t.sepa_sequence_type} is null or ${t.sepa_sequence_type} in ('FRST', 'RCUR', 'OOFF', 'FNAL')`,
    ),
  ],
);

/**
 * The report of a bank return file's job ('sepa.returns'), one row per return of the file in the
 * file's order. Written with the returns of each batch, in their transaction: the job resumes at
 * the first position not here, and the key forbids reporting a row twice (docs/payments.md).
 */
export const sepaReturnRows = pgTable(
  'sepa_return_rows',
  {
    job_id: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The return's place among the file's returns, from 0. */
    position: integer().notNull(),
    end_to_end_id: text().notNull(),
    reason_code: text().notNull(),
    ok: boolean().notNull(),
    message: text().notNull(),
    payment_id: integer(),
    policy_id: integer(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.position] })],
);
