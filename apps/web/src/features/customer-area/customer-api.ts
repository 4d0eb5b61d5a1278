import type { ChangeDeviceRequest, UpdatePaymentMethodRequestSchema, z } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

/** Spec 6: no password; a 6-digit code valid 10 minutes is mailed (same answer for unknown emails). */
export const requestAccessCode = (email: string) => callApi('requestAccessCode', { body: { email } });

export const createCustomerSession = (email: string, code: string) =>
  callApi('startCustomerSession', { body: { email, code } });

export const CUSTOMER_HOME_KEY = ['customer', 'home'] as const;

export function useCustomerHome() {
  return useQuery({
    queryKey: CUSTOMER_HOME_KEY,
    queryFn: ({ signal }) => callApi('getCustomerHome', { signal }),
  });
}

export const updateContact = (body: { email?: string; phone?: string }) =>
  callApi('updateCustomerContact', { body });

/** A new email takes effect only with the code mailed to it (docs/security.md). */
export const confirmEmail = (body: { email: string; code: string }) =>
  callApi('confirmCustomerEmail', { body });

export type PaymentMethodChange = z.output<typeof UpdatePaymentMethodRequestSchema>;

/** How the next receipts of one policy are paid (unpaid receipts move to the new method). */
export const updatePaymentMethod = (policyId: number, body: PaymentMethodChange) =>
  callApi('updatePaymentMethod', { params: { id: policyId }, body });

/** Revokes the token server-side; the caller clears the stored user either way. */
export const logoutCustomer = async (): Promise<void> => {
  await callApi('logout');
};

/**
 * The withdrawal (desistimiento, docs/cancellation.md): `POST /policies/{id}/cancel` with the reason
 * 'withdrawal' and an Idempotency-Key the caller keeps for its retries, so a lost answer never
 * withdraws twice.
 */
export const withdrawPolicy = (policyId: number, idempotencyKey: string) =>
  callApi('cancelPolicy', { params: { id: policyId }, body: { reason: 'withdrawal' }, idempotencyKey });

/** Opposes the renewal of the holder's policy (LCS art. 22): `POST /policies/{id}/renewal/decline`. */
export const declineRenewal = (policyId: number) =>
  callApi('declineRenewal', { params: { id: policyId }, body: {} });

/** A suplemento: another insured device from today; `dry_run` answers the new premium first. */
export const changeInsuredDevice = (policyId: number, body: ChangeDeviceRequest) =>
  callApi('changeInsuredDevice', { params: { id: policyId }, body });
