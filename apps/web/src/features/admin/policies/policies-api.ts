import type { PolicySummary } from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { buildExportUrl } from '../../../api/export-link';
import type { QueryParams } from '../../../api/query-string';
import type { PageMeta } from '../components/pagination';

export type PolicyFilters = {
  status: string;
  product_type_id: string;
  store_id: string;
  search: string;
  from: string;
  to: string;
};

export const EMPTY_POLICY_FILTERS: PolicyFilters = {
  status: '',
  product_type_id: '',
  store_id: '',
  search: '',
  from: '',
  to: '',
};

export type PolicyList = { data: PolicySummary[]; meta: PageMeta };

export const POLICIES_KEY = ['admin', 'policies'] as const;
export const POLICIES_PER_PAGE = 25;

/** GET /policies query: filter[status]=2&filter[search]=…&page=1 (empty filters are left out). */
export function policyListQuery(filters: PolicyFilters, page: number): QueryParams {
  return {
    filter: { ...filters, search: filters.search.trim() },
    page,
    per_page: POLICIES_PER_PAGE,
  };
}

export function usePolicies(filters: PolicyFilters, page: number) {
  return useQuery({
    queryKey: [...POLICIES_KEY, 'list', filters, page],
    queryFn: ({ signal }): Promise<PolicyList> =>
      callApi('listPolicies', { query: policyListQuery(filters, page), signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePolicy(id: number) {
  return useQuery({
    queryKey: [...POLICIES_KEY, 'detail', id],
    queryFn: ({ signal }) => callApi('getPolicy', { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The CSV link (spec 6: short-lived token in the query) carrying the filters on screen. */
export async function buildPoliciesExportUrl(filters: PolicyFilters): Promise<string> {
  return buildExportUrl('policies', { ...filters, search: filters.search.trim() });
}

// Receipts of one policy (staff with payments.manage): each change reloads the policy.
export const markReceiptAsPaid = (
  policyId: number,
  paymentId: number,
  body: { payment_date: string; reference: string },
) => callApi('markReceiptAsPaid', { params: { id: policyId, paymentId }, body });

export const refundReceipt = (
  policyId: number,
  paymentId: number,
  body: { amount_cents: number; reason: string },
  idempotencyKey: string,
) => callApi('refundPayment', { params: { id: policyId, paymentId }, body, idempotencyKey });

export const deleteReceipt = (policyId: number, paymentId: number) =>
  callApi('deleteReceipt', { params: { id: policyId, paymentId } });

export const createRemainingReceipts = (policyId: number) =>
  callApi('createRemainingReceipts', { params: { id: policyId } });
