import type { MailSchema, z } from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export type Mail = z.infer<typeof MailSchema>;

export function useMailOutbox(to: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'mail-outbox', to, page],
    queryFn: ({ signal }) => callApi('listMail', { query: { filter: { to: to.trim() }, page }, signal }),
    placeholderData: keepPreviousData,
  });
}
