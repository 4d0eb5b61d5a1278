import type { CustomerHome, LoginResponse, UpdatePaymentMethodRequestSchema, z } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson, postJson, sendJson } from '../../api/http';

type MessageResponse = { message: string };

/** Spec 6: no password; a 6-digit code valid 10 minutes is mailed (same answer for unknown emails). */
export const requestAccessCode = (email: string) =>
  postJson<MessageResponse>('/customer/access-code', { email });

export const createCustomerSession = (email: string, code: string) =>
  postJson<LoginResponse>('/customer/session', { email, code });

export const CUSTOMER_HOME_KEY = ['customer', 'home'] as const;

export function useCustomerHome() {
  return useQuery({ queryKey: CUSTOMER_HOME_KEY, queryFn: () => getJson<CustomerHome>('/customer/home') });
}

export const updateContact = (body: { email?: string; phone?: string }) =>
  sendJson<MessageResponse>('PATCH', '/customer/contact', body);

export type PaymentMethodChange = z.output<typeof UpdatePaymentMethodRequestSchema>;

/** How the next receipts of one policy are paid (unpaid receipts move to the new method). */
export const updatePaymentMethod = (policyId: number, body: PaymentMethodChange) =>
  sendJson<MessageResponse>('PATCH', `/customer/policies/${policyId}/payment-method`, body);

/** Revokes the token server-side; the caller clears the stored user either way. */
export const logoutCustomer = () => sendJson<void>('POST', '/users/logout');
