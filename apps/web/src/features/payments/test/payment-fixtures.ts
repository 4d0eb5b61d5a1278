import type { CustomerHome, PolicyAccess } from '@amparo/contract';
import { buildPolicyAccess } from '../../../test/policy-access';

export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

const UNPAID = {
  id: 31,
  sequence: 1,
  price: 1495,
  pending_amount: 1495,
  activation_date: '2026-03-02',
  payment_date: null,
  display_status: 'IMPAGADO',
  collection: null,
} as const;

export const PAID = {
  ...UNPAID,
  pending_amount: 0,
  payment_date: '2026-03-02T10:00:00Z',
  display_status: 'PAGADO',
  collection: null,
} as const;

/** A payment link's view of a draft card policy whose first receipt is owed. */
export function buildAccess(overrides: Partial<PolicyAccess['policy']> = {}): PolicyAccess {
  return buildPolicyAccess('payment', {
    devices: ['Apple iPhone 16 Pro'],
    next_receipt: { id: 31, sequence: 1, price: 1495, activation_date: '2026-03-02' },
    payments: [{ ...UNPAID }],
    phones: [],
    evaluation_status: 6,
    ...overrides,
  });
}

type HomePolicy = CustomerHome['policies'][number];

/** A logged-in policyholder's home with that policy. */
export function buildHome(
  payment: HomePolicy['payments'][number] = { ...UNPAID, refund_reason: null },
  overrides: Partial<HomePolicy> = {},
): CustomerHome {
  return {
    user: { name: 'Ana', email: 'ana@example.com', phone: null },
    notifications: [],
    policies: [
      {
        id: 12,
        number: 'AMP-000012',
        accepts_claims: true,
        status: 1,
        status_name: 'Borrador',
        product: { name: 'Móvil Top', product_type_id: 1 },
        devices: ['Apple iPhone 16 Pro'],
        periodicity: 1,
        premium: 1495,
        sign_link: null,
        evaluation_outcome: null,
        created_at: '2026-03-02T09:00:00Z',
        notifications: [],
        payments: [payment],
        claims: [],
        ...overrides,
      },
    ],
  };
}
