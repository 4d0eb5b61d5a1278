import type { MailSchema, z } from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export type Mail = z.infer<typeof MailSchema>;

export const MAIL_OUTBOX_KEY = ['admin', 'mail-outbox'] as const;

export function useMailOutbox(to: string, page: number) {
  return useQuery({
    queryKey: [...MAIL_OUTBOX_KEY, to, page],
    queryFn: ({ signal }) => callApi('listMail', { query: { filter: { to: to.trim() }, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /mail-outbox/{id}/resend: a copy of the mail, queued with its attachments. */
export const resendMail = (id: number) => callApi('resendMail', { params: { id } });
