import { EvaluationStatus, Role } from '@amparo/domain';
import type { Executor } from '../src/db/client.ts';
import { decodeMerchantParameters } from '../src/services/payments/redsys.ts';
import { sandboxResult } from '../src/services/payments/sandbox-gateway.ts';
import { seedSession } from './auth-helpers.ts';
import { type SeedPolicyInput, type SeedReceiptsInput, seedPolicy, seedReceipts } from './factories.ts';

/** A policyholder with a login and a draft policy of theirs with unpaid monthly receipts. */
export async function seedHolderWithReceipts(
  db: Executor,
  input: { policy?: SeedPolicyInput; receipts?: SeedReceiptsInput } = {},
) {
  const holder = await seedSession(db, Role.POLICYHOLDER);
  const { policy } = await seedPolicy(db, {
    policyholder_id: holder.user.id,
    evaluation_status: EvaluationStatus.NOT_REQUIRED,
    ...input.policy,
  });
  const { method, receipts } = await seedReceipts(db, policy.id, { priceCents: 1495, ...input.receipts });
  return { holder, policy, method, receipts };
}

export type SignedForm = { Ds_SignatureVersion: string; Ds_MerchantParameters: string; Ds_Signature: string };

/** What the sandbox gateway would notify for this form after the given card answer (signed with the test key). */
export function notificationFor(
  form: SignedForm,
  outcome: { responseCode?: string; cardNumber?: string; amount?: string; order?: string } = {},
) {
  const request = decodeMerchantParameters(form.Ds_MerchantParameters)!;
  if (outcome.amount) request.DS_MERCHANT_AMOUNT = outcome.amount;
  if (outcome.order) request.DS_MERCHANT_ORDER = outcome.order;
  return sandboxResult(
    request,
    {
      responseCode: outcome.responseCode ?? '0000',
      cardNumber: outcome.cardNumber ?? '4548810000000003',
      expiry: '1230',
    },
    new Date(),
  ).notification;
}

export const formEncoded = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
