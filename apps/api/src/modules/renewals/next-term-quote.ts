import { type Periodicity, premiumAtPeriodicity } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policyEndorsements } from '../../db/schema/index.ts';
import type { PolicyRecord } from '../policies/load-policy-records.ts';
import { getProduct } from '../products/get-product.ts';
import { priceRenewal, type RenewalQuote } from './price-renewal.ts';

/** What the next period changes by a suplemento agreed for it (a tier, a periodicity). */
export type ScheduledChanges = { product_id?: number; periodicity?: Periodicity; ids: number[] };

/** The suplementos waiting for the period that starts on `termStartsOn`. */
export async function scheduledChangesFor(
  db: Executor,
  policyId: number,
  termStartsOn: string,
): Promise<ScheduledChanges> {
  const rows = await db
    .select()
    .from(policyEndorsements)
    .where(
      and(
        eq(policyEndorsements.policy_id, policyId),
        eq(policyEndorsements.status, 'scheduled'),
        eq(policyEndorsements.effective_on, termStartsOn),
      ),
    );
  const changes: ScheduledChanges = { ids: rows.map((r) => r.id) };
  for (const row of rows) {
    if (row.kind === 'tier') changes.product_id = Number(row.after.product_id);
    if (row.kind === 'periodicity') changes.periodicity = Number(row.after.periodicity) as Periodicity;
  }
  return changes;
}

/**
 * The next period's price with its agreed changes: the new tier's tariff, the new periodicity. The
 * premium it compares a late notice with (renewalPremium) is today's at the new periodicity: the
 * year's premium for a yearly receipt, a twelfth of it for a monthly one.
 */
export async function quoteNextTerm(
  db: Executor,
  policy: PolicyRecord,
  changes: Omit<ScheduledChanges, 'ids'>,
  termEnd: string,
  today: string,
): Promise<RenewalQuote & { periodicity: Periodicity; productId: number }> {
  const periodicity = changes.periodicity ?? (policy.periodicity as Periodicity);
  const productId = changes.product_id ?? policy.product_id;
  const { prices, renewal_depreciation } = await getProduct(db, productId);
  const premium = premiumAtPeriodicity(
    {
      periodicity: policy.periodicity,
      premium: policy.premium_cents,
      annualPremium: policy.annual_premium_cents,
    },
    periodicity,
  );
  const quote = priceRenewal(
    { ...policy, periodicity, premium_cents: premium },
    prices,
    termEnd,
    today,
    renewal_depreciation,
  );
  return { ...quote, periodicity, productId };
}
