import type { CardPaymentForm } from '@amparo/contract';
import { callApi } from '../../../api/client';
import type { PayCredential } from './receipt-api';

/**
 * GET /api/policies/:id/payments/:paymentId/form — the signed Redsys form of a new attempt
 * (each call is a new order). A link's token goes as `token`; a login as the bearer.
 */
export function requestGatewayForm(
  ids: { policyId: number; paymentId: number },
  credential: PayCredential,
): Promise<CardPaymentForm> {
  const params = { id: ids.policyId, paymentId: ids.paymentId };
  return credential.kind === 'token'
    ? callApi('getCardPaymentForm', { params, query: { token: credential.token } })
    : callApi('getCardPaymentForm', { params, withSession: true });
}
