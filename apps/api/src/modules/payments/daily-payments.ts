import type { DailyPayments } from '@amparo/contract';
import { addDays, daysBetween, madridDate } from '@amparo/domain';
import { and, eq, gt, gte, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, paymentTransactions, policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';
import { collectedMoves, givenBackMoves } from './money-moves.ts';

const MAX_DAYS = 366;

// The Madrid calendar day money moved on, whatever the server's time zone.
const movedOn = sql<string>`(${paymentTransactions.occurred_at} at time zone 'Europe/Madrid')::date::text`;

/**
 * Per Madrid day from `from` to `to` (both included): cents collected
 * (charges and manual payments that went through), cents given back (the
 * bank's returns and the refunds that reached the customer: 'Devuelto'),
 * and cents still owed of the receipts due that day (up to today: a receipt
 * not yet due is not unpaid). Only the policies the actor may see.
 */
export async function dailyPayments(
  db: Executor,
  actor: Actor,
  range: { from: string; to: string },
  now: Date,
): Promise<DailyPayments> {
  const span = daysBetween(range.from, range.to);
  if (span < 0 || span >= MAX_DAYS) throw new AppError('DATE_RANGE_INVALID', { params: { days: MAX_DAYS } });
  const today = madridDate(now) ?? range.to;
  const moves = (which: SQL | undefined) =>
    db
      .select({ day: movedOn, cents: sql<string>`sum(abs(${paymentTransactions.amount_cents}))` })
      .from(paymentTransactions)
      .innerJoin(payments, eq(payments.id, paymentTransactions.payment_id))
      .innerJoin(policies, eq(policies.id, payments.policy_id))
      .where(and(which, sql`${movedOn} between ${range.from} and ${range.to}`, visiblePolicies(actor)))
      .groupBy(movedOn);
  const [collected, returned, unpaid] = await Promise.all([
    moves(collectedMoves()),
    moves(givenBackMoves()),
    db
      .select({ day: payments.activation_date, cents: sql<string>`sum(${payments.pending_amount_cents})` })
      .from(payments)
      .innerJoin(policies, eq(policies.id, payments.policy_id))
      .where(
        and(
          isNull(payments.deleted_at),
          isNull(payments.payment_date),
          gt(payments.price_cents, 0),
          ne(payments.pending_amount_cents, 0),
          gte(payments.activation_date, range.from),
          lte(payments.activation_date, range.to < today ? range.to : today),
          visiblePolicies(actor),
        ),
      )
      .groupBy(payments.activation_date),
  ]);
  const byDay = (rows: { day: string; cents: string | null }[]) =>
    new Map(rows.map((r) => [String(r.day).slice(0, 10), Number(r.cents ?? 0)]));
  const [c, r, u] = [byDay(collected), byDay(returned), byDay(unpaid)];
  return {
    data: Array.from({ length: span + 1 }, (_, i) => {
      const date = addDays(range.from, i);
      return { date, collected: c.get(date) ?? 0, returned: r.get(date) ?? 0, unpaid: u.get(date) ?? 0 };
    }),
  };
}
