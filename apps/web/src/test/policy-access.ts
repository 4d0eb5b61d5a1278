import type { PolicyAccess } from '@amparo/contract';

type PolicyView = PolicyAccess['policy'];
type PhoneView = PolicyView['phones'][number];

/**
 * A mail link's view of policy 12 (a draft phone policy with one phone, risk 30): the one factory
 * of PolicyAccess['policy'] for web tests. `phone` overrides the phone; `overrides` the policy.
 */
export function buildPolicyView(
  overrides: Partial<PolicyView> = {},
  phone: Partial<PhoneView> = {},
): PolicyView {
  return {
    id: 12,
    number: 'AMP-000012',
    holder_name: 'Ana',
    product: { name: 'Móvil Top', product_type_id: 1 },
    devices: ['Apple iPhone 16'],
    periodicity: 1,
    payment_method_type: 1,
    iban_last4: null,
    status: 1,
    next_receipt: null,
    payments: [],
    phones: [
      {
        risk_id: 30,
        mobile_id: 40,
        brand: 'Apple',
        model: 'iPhone 16',
        imei: null,
        evaluation_status: 1,
        imei_retries_left: 3,
        ...phone,
      },
    ],
    evaluation_status: 1,
    ...overrides,
  };
}

/** The whole answer of a link's policy view, for one purpose. */
export function buildPolicyAccess(
  purpose: PolicyAccess['purpose'],
  overrides: Partial<PolicyView> = {},
  phone: Partial<PhoneView> = {},
): PolicyAccess {
  return { purpose, policy: buildPolicyView(overrides, phone) };
}
