import type { Dashboard } from '@amparo/contract';

/** A GET /dashboard answer of three days: sales of two products, receipts, checks waiting, open claims. */
export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    from: '2026-11-01',
    to: '2026-11-03',
    products: [
      { product_id: 1, product_name: 'Móvil Básico' },
      { product_id: 3, product_name: 'Móvil Top' },
    ],
    sales_by_day: [
      {
        date: '2026-11-01',
        policies: 3,
        premium_cents: 30_000,
        by_product: [
          { product_id: 1, policies: 1 },
          { product_id: 3, policies: 2 },
        ],
      },
      { date: '2026-11-02', policies: 0, premium_cents: 0, by_product: [] },
      {
        date: '2026-11-03',
        policies: 1,
        premium_cents: 12_548,
        by_product: [{ product_id: 3, policies: 1 }],
      },
    ],
    sales_by_distributor: [
      { distributor_id: 1, distributor_name: 'MóvilMarket', policies: 3, premium_cents: 32_548 },
      { distributor_id: null, distributor_name: null, policies: 1, premium_cents: 10_000 },
    ],
    totals: { policies: 4, premium_cents: 42_548 },
    receipts: {
      collected: { count: 5, cents: 5_975 },
      returned: { count: 1, cents: 500 },
      unpaid: { count: 2, cents: 2_390 },
      by_day: [
        { date: '2026-11-01', collected_cents: 3_585, unpaid_cents: 1_195 },
        { date: '2026-11-02', collected_cents: 0, unpaid_cents: 0 },
        { date: '2026-11-03', collected_cents: 2_390, unpaid_cents: 1_195 },
      ],
    },
    evaluations_waiting: {
      count: 6,
      oldest_at: '2026-10-28T09:15:00.000Z',
      under_1_day: 3,
      from_1_to_3_days: 2,
      over_3_days: 1,
    },
    claims_open: {
      total: 5,
      by_type: [
        { claim_type_id: 1, claim_type_name: 'Rotura de pantalla frontal', open: 3 },
        { claim_type_id: 4, claim_type_name: 'Daños por agua', open: 2 },
      ],
    },
    renewals: {
      coming: { days: 60, total: 14, announced: 9, ending: 2 },
      last_year: { renewed: 45, not_renewed: 5, rate_percent: 90 },
    },
    ...overrides,
  };
}
