import { PaymentMethodType, PolicyStatus } from '@amparo/domain';
import type { Executor } from '../src/db/client.ts';
import { paymentMethods, payments } from '../src/db/schema/index.ts';
import { type SeedPolicyInput, seedPolicy } from './factories.ts';

let mandates = 0;

/**
 * A policy paying by SEPA direct debit: its mandate and receipts (cents, activation
 * dates) as given. `collectedBefore` makes the mandate one the bank already saw.
 */
export async function seedDebitPolicy(
  db: Executor,
  options: {
    receipts: { price: number; activation: string; paid?: boolean }[];
    iban?: string;
    collectedBefore?: boolean;
    amendedFromIban?: string | null;
    policy?: SeedPolicyInput;
  },
) {
  const { policy } = await seedPolicy(db, { status: PolicyStatus.DRAFT, ...options.policy });
  const [method] = await db
    .insert(paymentMethods)
    .values({
      policy_id: policy.id,
      type: PaymentMethodType.IBAN,
      iban: options.iban ?? 'ES9121000418450200051332',
      account_holder: policy.complete_name,
      mandate_reference: `AMP-M-TEST-${++mandates}`,
      mandate_signed_at: new Date('2026-01-02T10:00:00Z'),
      mandate_first_collected_at: options.collectedBefore ? new Date('2026-02-01T10:00:00Z') : null,
      amended_from_iban: options.amendedFromIban ?? null,
    })
    .returning();
  const rows = await db
    .insert(payments)
    .values(
      options.receipts.map((r, i) => ({
        policy_id: policy.id,
        sequence: i + 1,
        price_cents: r.price,
        pending_amount_cents: r.paid ? 0 : r.price,
        payment_date: r.paid ? new Date('2026-02-01T10:00:00Z') : null,
        activation_date: r.activation,
        payment_method_id: method!.id,
      })),
    )
    .returning();
  return { policy, method: method!, receipts: rows };
}
