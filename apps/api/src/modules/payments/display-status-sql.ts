import { madridDate, type PaymentDisplayStatus } from '@amparo/domain';
import { and, gt, gte, isNotNull, isNull, lt, lte, ne, type SQL } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';

/**
 * paymentDisplayStatus (packages/domain/src/payment-status.ts) as a WHERE
 * clause, so a list can filter and page in the database. It must say what the
 * rule says: payments.test.ts checks every row a filter returns against the
 * rule itself. The rule compares the activation day with today's date in
 * Madrid, so "after now" is "after Madrid's today".
 */
export function displayStatusCondition(status: PaymentDisplayStatus, now: Date): SQL | undefined {
  const today = madridDate(now) as string;
  switch (status) {
    case 'PAGADO':
      return and(isNotNull(payments.payment_date), gte(payments.price_cents, 0));
    case 'ABONADO':
      return and(isNotNull(payments.payment_date), lt(payments.price_cents, 0));
    case 'PENDIENTE_ABONO':
      return and(isNull(payments.payment_date), lt(payments.price_cents, 0));
    case 'PROGRAMADO':
      return and(
        isNull(payments.payment_date),
        gte(payments.price_cents, 0),
        gt(payments.activation_date, today),
      );
    case 'IMPAGADO':
      return and(
        isNull(payments.payment_date),
        gte(payments.price_cents, 0),
        lte(payments.activation_date, today),
        ne(payments.pending_amount_cents, 0),
      );
  }
}
