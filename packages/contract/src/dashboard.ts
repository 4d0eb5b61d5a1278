import { IsoDateSchema } from './common.ts';
import { z } from './zod.ts';

/**
 * GET /dashboard: the back-office figures of a period of Madrid days,
 * `from` to `to` both included (366 days at most). Definitions: docs/dashboard.md.
 */
export const DashboardQuerySchema = z.object({ from: IsoDateSchema, to: IsoDateSchema });
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/** The longest period the dashboard adds up, in days. */
export const DASHBOARD_MAX_DAYS = 366;

const count = z.number().int();
const cents = z.number().int();

export const DashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The products sold in the period, for the legend (ids in the days' `by_product`). */
  products: z.array(z.object({ product_id: count, product_name: z.string() })),
  /** Every day of the period, also those without sales. */
  sales_by_day: z.array(
    z.object({
      date: z.string(),
      policies: count,
      premium_cents: cents,
      by_product: z.array(z.object({ product_id: count, policies: count })),
    }),
  ),
  /** Policies and premium of the period per distributor (null: sold online, with no distributor). */
  sales_by_distributor: z.array(
    z.object({
      distributor_id: count.nullable(),
      distributor_name: z.string().nullable(),
      policies: count,
      premium_cents: cents,
    }),
  ),
  /** Policies sold in the period and the annual premium they wrote. */
  totals: z.object({ policies: count, premium_cents: cents }),
  /** Null for a role that does not read payments (payments.read). */
  receipts: z
    .object({
      /** Money that came in during the period (card charges and manual payments that went through). */
      collected: z.object({ count, cents }),
      /** Money given back during the period: the bank's returns and the refunds that reached the customer. */
      returned: z.object({ count, cents }),
      /** Receipts due in the period (up to today) still owed, and what they still owe. */
      unpaid: z.object({ count, cents }),
      by_day: z.array(z.object({ date: z.string(), collected_cents: cents, unpaid_cents: cents })),
    })
    .nullable(),
  /** Phone checks waiting for a decision now (not limited to the period); null without evaluations.read. */
  evaluations_waiting: z
    .object({
      count,
      /** When the longest-waiting one was sent; null when none waits. */
      oldest_at: z.string().nullable(),
      under_1_day: count,
      from_1_to_3_days: count,
      over_3_days: count,
    })
    .nullable(),
  /** Claims sent and not closed now, per claim type (not limited to the period); null without claims.read. */
  claims_open: z
    .object({
      total: count,
      by_type: z.array(z.object({ claim_type_id: count, claim_type_name: z.string(), open: count })),
    })
    .nullable(),
  /**
   * Renewals (LCS art. 22, not limited to the period): live policies whose term ends within `days`
   * (announced, and ending without renewal), and the periods that began in the last 365 days: renewed,
   * not renewed, and the rate (null when none ended).
   */
  renewals: z.object({
    coming: z.object({ days: count, total: count, announced: count, ending: count }),
    last_year: z.object({ renewed: count, not_renewed: count, rate_percent: z.number().nullable() }),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
