import type { PayNewIbanRequestSchema, z } from '@amparo/contract';
import { callApi } from '../../../api/client';
import type { PayCredential } from './receipt-api';

export type NewIban = z.output<typeof PayNewIbanRequestSchema>;

/**
 * PUT /api/policies/:id/payments/:paymentId/pay-new-iban — the receipt is charged by direct
 * debit to a new account, which the SEPA mandate now names (a closed or wrong account).
 */
export function payByNewIban(
  ids: { policyId: number; paymentId: number },
  credential: PayCredential,
  body: NewIban,
) {
  const params = { id: ids.policyId, paymentId: ids.paymentId };
  return credential.kind === 'token'
    ? callApi('payByNewIban', { params, query: { token: credential.token }, body })
    : callApi('payByNewIban', { params, body, withSession: true });
}
