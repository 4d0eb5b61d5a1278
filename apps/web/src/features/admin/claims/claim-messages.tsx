import {
  type StaffClaimDetail,
  type StaffClaimMessageRequest,
  StaffClaimMessageRequestSchema,
} from '@amparo/contract';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { formatDateTime } from '../../../ui/format';
import { MessageThread, useMarkReadOnScreen } from '../../../ui/message-thread';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast/toast-store';
import { Section } from '../shared/section';
import { useMarkClaimMessagesRead, useMessageClaimHolder } from './claims-api';

const resolver = contractResolver<StaffClaimMessageRequest, StaffClaimMessageRequest>(
  StaffClaimMessageRequestSchema,
);

/**
 * The conversation with the policyholder: what they wrote from their claim
 * page (with its file), the desk's answers, and a form to write (mailed to
 * them). The customer's messages count as read once they are on screen.
 */
export function ClaimMessages({ claim, canWrite }: { claim: StaffClaimDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const send = useMessageClaimHolder(claim.id);
  const markRead = useMarkClaimMessagesRead(claim.id);
  const [key, setKey] = useState(newIdempotencyKey);
  const { mutate: markAsRead } = markRead;
  useMarkReadOnScreen(claim.messages, 'customer', markAsRead);
  const { register, handleSubmit, formState, reset } = useForm<
    StaffClaimMessageRequest,
    unknown,
    StaffClaimMessageRequest
  >({ resolver, defaultValues: { body: '' } });
  const submit = handleSubmit((body) => {
    if (send.isPending) return;
    send.mutate(
      { body, key },
      {
        onSuccess: () => {
          toast.success(t('admin.claims.messages.sent'));
          reset();
          setKey(newIdempotencyKey());
        },
      },
    );
  });
  return (
    <Section title={t('admin.claims.messages.title')} hint={t('admin.claims.messages.hint')}>
      <div className="flex flex-col gap-4">
        {claim.messages.length === 0 ? (
          <p className="text-muted">{t('admin.claims.messages.empty')}</p>
        ) : (
          <MessageThread
            messages={claim.messages}
            mine="staff"
            attachmentLabel={t('admin.claims.messages.attachment')}
            readLabel={(readAt) => t('admin.claims.messages.read', { date: formatDateTime(readAt) })}
          />
        )}
        {canWrite && !claim.is_draft ? (
          <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-xl bg-page p-4">
            {send.isError ? <Alert>{errorMessage(send.error)}</Alert> : null}
            <Field label={t('admin.claims.messages.label')} error={formState.errors.body?.message}>
              {(aria) => <Textarea {...aria} {...register('body')} rows={3} maxLength={2000} />}
            </Field>
            <Button type="submit" size="sm" className="self-start" isLoading={send.isPending}>
              {!send.isPending ? <Send className="size-4" aria-hidden="true" /> : null}
              {t('admin.claims.messages.submit')}
            </Button>
          </form>
        ) : null}
      </div>
    </Section>
  );
}
