import type { PolicyDunning } from '@amparo/contract';
import {
  type DunningMovement,
  dunningSteps,
  madridDate,
  PaymentMethodType,
  premiumReceiptsOf,
} from '@amparo/domain';
import type { Executor } from '../../db/client.ts';
import type { payments, policies } from '../../db/schema/index.ts';
import { SEPA_GATEWAY } from '../sepa/pending-sepa-charge.ts';
import { readRepresentDays } from '../sepa/sepa-settings.ts';
import type { TransactionRow } from './receipt-view.ts';

type ReceiptRow = typeof payments.$inferSelect;

/** A receipt's collection attempts as the dunning rule reads them; a return belongs to the debit before it. */
export function dunningMovements(transactions: readonly TransactionRow[]): DunningMovement[] {
  const movements: DunningMovement[] = [];
  for (const t of transactions) {
    const on = madridDate(t.occurred_at)!;
    if (t.kind === 'charge' && t.gateway === SEPA_GATEWAY)
      movements.push({
        kind: 'sepa_debit',
        on,
        returned:
          t.status === 'returned' ? { on: madridDate(t.updated_at)!, code: t.reason_code ?? '' } : null,
      });
    else if (t.kind === 'charge' && (t.status === 'ok' || t.status === 'ko'))
      movements.push({ kind: 'card_charge', on, ok: t.status === 'ok' });
    else if (t.kind === 'return') {
      // The bank's date of the return, on the debit it returned.
      const debit = movements.findLast((m) => m.kind === 'sepa_debit');
      if (debit?.kind === 'sepa_debit' && debit.returned) debit.returned.on = on;
    }
  }
  return movements;
}

/**
 * Where the dunning of the policy's oldest receipt due and unpaid stands (domain dunningSteps), for the
 * policy page; null when every receipt due is paid.
 */
export async function policyDunning(
  db: Executor,
  policy: Pick<typeof policies.$inferSelect, 'payment_method_type'>,
  rows: readonly ReceiptRow[],
  transactions: ReadonlyMap<number, readonly TransactionRow[]>,
  now: Date,
): Promise<PolicyDunning | null> {
  const today = madridDate(now)!;
  const live = rows
    .filter((r) => r.deleted_at === null && r.price_cents > 0)
    .sort((a, b) => a.sequence - b.sequence);
  const readings = premiumReceiptsOf(
    live.map((r) => ({
      price: r.price_cents,
      pending: r.pending_amount_cents,
      paidAt: r.payment_date,
      dueOn: r.activation_date,
    })),
  );
  const index = readings.findIndex((r) => r.paidOn === null && r.dueOn <= today);
  if (index < 0) return null;
  const receipt = live[index]!;
  const reading = readings[index]!;
  const movements = dunningMovements(transactions.get(receipt.id) ?? []);
  // The settings are read only when a returned debit needs the days before presenting it again.
  const returned = movements.some((m) => m.kind === 'sepa_debit' && m.returned);
  const representDays = returned ? await readRepresentDays(db) : 0;
  const method =
    policy.payment_method_type === PaymentMethodType.CARD
      ? 'card'
      : policy.payment_method_type === PaymentMethodType.IBAN
        ? 'sepa'
        : 'other';
  return {
    sequence: receipt.sequence,
    due_on: receipt.activation_date,
    steps: dunningSteps({
      dueOn: reading.dueOn,
      paidOn: null,
      isFirst: reading.isFirst,
      method,
      movements,
      representDays,
      today,
    }),
  };
}
