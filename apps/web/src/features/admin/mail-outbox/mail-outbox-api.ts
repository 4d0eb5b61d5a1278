import type { MailSchema, z } from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import type { PageMeta } from '../components/pagination';

export type Mail = z.infer<typeof MailSchema>;

export function useMailOutbox(to: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'mail-outbox', to, page],
    queryFn: () =>
      getJson<{ data: Mail[]; meta: PageMeta }>('/mail-outbox', { filter: { to: to.trim() }, page }),
    placeholderData: keepPreviousData,
  });
}
