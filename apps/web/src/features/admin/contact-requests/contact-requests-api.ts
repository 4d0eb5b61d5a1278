import type { ContactRequest } from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../api/http';
import type { PageMeta } from '../components/pagination';

export type ContactStatus = 'open' | 'closed';
export const CONTACT_REQUESTS_KEY = ['admin', 'contact-requests'] as const;

export function useContactRequests(status: ContactStatus, page: number) {
  return useQuery({
    queryKey: [...CONTACT_REQUESTS_KEY, status, page],
    queryFn: () =>
      getJson<{ data: ContactRequest[]; meta: PageMeta }>('/contact-requests', { filter: { status }, page }),
    placeholderData: keepPreviousData,
  });
}

export const closeContactRequest = (id: number) =>
  sendJson<ContactRequest>('POST', `/contact-requests/${id}/close`);
