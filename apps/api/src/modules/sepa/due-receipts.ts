import { EvaluationStatus, PaymentMethodType, PolicyStatus } from '@amparo/domain';
import { type SQL, sql } from 'drizzle-orm';
import { SEPA_GATEWAY } from './pending-sepa-charge.ts';

/**
 * The direct-debit receipts due on a collection date, as a condition on
 * `payments p` joined with `payment_methods pm` and `policies pol`: unpaid,
 * active by that date, not deleted, not stopped after a return, past any
 * re-presentation date, on an active IBAN mandate of a live policy, and not
 * already in a file that is being generated. A draft whose phone check is not
 * cleared waits, as for cards: taking money for a phone that may be refused
 * would only lead to a refund. A receipt already in a file that the bank has not collected yet
 * (a pending SEPA charge) is not presented twice.
 */
export function dueOn(collectionDate: string): SQL {
  return sql`p.deleted_at is null
    and p.payment_date is null
    and p.pending_amount_cents > 0
    and p.activation_date <= ${collectionDate}
    and not p.collection_stopped
    and (p.next_collection_date is null or p.next_collection_date <= ${collectionDate})
    and pm.type = ${PaymentMethodType.IBAN} and pm.active and pm.iban is not null
    and pol.status <> ${PolicyStatus.CANCELLED}
    and (pol.status <> ${PolicyStatus.DRAFT}
      or pol.evaluation_status in (${EvaluationStatus.VALIDATED}, ${EvaluationStatus.NOT_REQUIRED}))
    and (p.sepa_file_id is null
      or p.sepa_file_id not in (select id from sepa_files where status = 'generating'))
    and not exists (select 1 from payment_transactions t where t.payment_id = p.id
      and t.kind = 'charge' and t.gateway = ${SEPA_GATEWAY} and t.status = 'pending')`;
}

export const dueFrom = sql`payments p
  join payment_methods pm on pm.id = p.payment_method_id
  join policies pol on pol.id = p.policy_id`;

/** Rows of a raw query, the same on PGlite and node-postgres. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
