import {
  POLICY_SEARCH_MIN_LENGTH,
  POLICY_SORTS,
  type PolicySort,
  type PolicySummary,
} from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { buildExportUrl } from '../../../api/export-link';
import type { QueryParams } from '../../../api/query-string';
import type { PageMeta } from '../components/pagination';

export type PolicyFilters = {
  status: string;
  evaluation_status: string;
  product_type_id: string;
  distributor_id: string;
  store_id: string;
  search: string;
  from: string;
  to: string;
};

export const EMPTY_POLICY_FILTERS: PolicyFilters = {
  status: '',
  evaluation_status: '',
  product_type_id: '',
  distributor_id: '',
  store_id: '',
  search: '',
  from: '',
  to: '',
};

export type PolicyList = { data: PolicySummary[]; meta: PageMeta };

export const POLICIES_KEY = ['admin', 'policies'] as const;
export const POLICIES_PER_PAGE = 25;
export const DEFAULT_POLICY_SORT: PolicySort = '-created_at';

/** The sort in the address, if it is one the server knows; the default otherwise. */
export const policySortOf = (value: string): PolicySort =>
  (POLICY_SORTS as readonly string[]).includes(value) ? (value as PolicySort) : DEFAULT_POLICY_SORT;

/** The search as sent: nothing until it has the server's three characters. */
const searchOf = (search: string) => {
  const text = search.trim();
  return text.length >= POLICY_SEARCH_MIN_LENGTH ? text : '';
};

/** GET /policies query: filter[status]=2&filter[search]=…&sort=-premium&page=1 (empty filters are left out). */
export function policyListQuery(
  filters: PolicyFilters,
  page: number,
  sort: PolicySort = DEFAULT_POLICY_SORT,
): QueryParams {
  return {
    filter: { ...filters, search: searchOf(filters.search) },
    ...(sort === DEFAULT_POLICY_SORT ? {} : { sort }),
    page,
    per_page: POLICIES_PER_PAGE,
  };
}

export function usePolicies(filters: PolicyFilters, page: number, sort: PolicySort = DEFAULT_POLICY_SORT) {
  return useQuery({
    queryKey: [...POLICIES_KEY, 'list', filters, page, sort],
    queryFn: ({ signal }): Promise<PolicyList> =>
      callApi('listPolicies', { query: policyListQuery(filters, page, sort), signal }),
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
export async function buildPoliciesExportUrl(
  filters: PolicyFilters,
  sort: PolicySort = DEFAULT_POLICY_SORT,
): Promise<string> {
  return buildExportUrl(
    'policies',
    { ...filters, search: searchOf(filters.search) },
    sort === DEFAULT_POLICY_SORT ? {} : { sort },
  );
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
