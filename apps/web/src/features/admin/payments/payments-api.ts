import type { DailyPayments, PaymentListItem } from '@amparo/contract';
import { addDays, madridDate } from '@amparo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { buildExportUrl } from '../../../api/export-link';
import type { QueryParams } from '../../../api/query-string';
import type { PageMeta } from '../components/pagination';

export type PaymentFilters = {
  status: string;
  payment_method_type: string;
  distributor_id: string;
  store_id: string;
  search: string;
  from: string;
  to: string;
};

export const EMPTY_PAYMENT_FILTERS: PaymentFilters = {
  status: '',
  payment_method_type: '',
  distributor_id: '',
  store_id: '',
  search: '',
  from: '',
  to: '',
};

export type PaymentList = { data: PaymentListItem[]; meta: PageMeta };

export const PAYMENTS_KEY = ['admin', 'payments'] as const;
export const PAYMENTS_PER_PAGE = 25;
/** The chart's window: the last 30 days, today included. */
export const DAILY_DAYS = 30;

const cleaned = (filters: PaymentFilters) => ({ ...filters, search: filters.search.trim() });

export function usePayments(filters: PaymentFilters, page: number) {
  const query: QueryParams = { filter: cleaned(filters), page, per_page: PAYMENTS_PER_PAGE };
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'list', filters, page],
    queryFn: ({ signal }): Promise<PaymentList> => callApi('listPayments', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDailyPayments(now: Date = new Date()) {
  const to = madridDate(now) ?? now.toISOString().slice(0, 10);
  const from = addDays(to, 1 - DAILY_DAYS);
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'daily', from, to],
    queryFn: ({ signal }): Promise<DailyPayments> =>
      callApi('getDailyPayments', { query: { from, to }, signal }),
  });
}

/** The CSV link (spec 6: short-lived token in the query) carrying the filters on screen. */
export async function buildPaymentsExportUrl(filters: PaymentFilters): Promise<string> {
  return buildExportUrl('payments', cleaned(filters));
}
