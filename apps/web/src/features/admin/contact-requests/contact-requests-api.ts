import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export type ContactStatus = 'open' | 'closed';
export const CONTACT_REQUESTS_KEY = ['admin', 'contact-requests'] as const;

export function useContactRequests(status: ContactStatus, page: number) {
  return useQuery({
    queryKey: [...CONTACT_REQUESTS_KEY, status, page],
    queryFn: ({ signal }) => callApi('listContactRequests', { query: { filter: { status }, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const closeContactRequest = (id: number) => callApi('closeContactRequest', { params: { id } });
