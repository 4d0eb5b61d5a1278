import type { PayCredential } from '../api/receipt-api';
import { recallPaymentAccess, rememberPaymentAccess } from './payment-access-store';

/**
 * A link's own token first (it is what the mail was sent for), then a policyholder's login, then
 * a token this tab kept from an earlier link of the same policy; null: the customer must log in.
 */
export function chooseCredential(input: {
  policyId: number | string;
  linkToken: string | null;
  isPolicyholder: boolean;
}): PayCredential | null {
  if (input.linkToken) {
    rememberPaymentAccess(input.policyId, input.linkToken);
    return { kind: 'token', token: input.linkToken };
  }
  if (input.isPolicyholder) return { kind: 'session' };
  const kept = recallPaymentAccess(input.policyId);
  return kept ? { kind: 'token', token: kept } : null;
}
