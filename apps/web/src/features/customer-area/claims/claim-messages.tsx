import { type ClaimDetail, ClaimReplyRequestSchema } from '@amparo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Paperclip, Send, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { formatDateTime } from '../../../ui/format';
import { MessageThread, useMarkReadOnScreen } from '../../../ui/message-thread';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast/toast-store';
import { markOwnClaimMessagesRead, replyToClaim, storeClaim } from './claims-api';
import { prepareClaimFile, type Shrinker, shrinkWithLibrary } from './prepare-claim-file';

/** The bytes of a file as base64, the shape the message call takes. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const MessageSchema = ClaimReplyRequestSchema.pick({ body: true });
type MessageForm = { body: string };
const resolver = contractResolver<MessageForm, MessageForm>(MessageSchema);

/**
 * 'Mensajes': the conversation with the claims desk on a sent claim, and a
 * form to write to it with one photo or PDF if the customer likes (a photo is
 * shrunk first, as the documents are). The desk is mailed; its answer is
 * mailed back and appears here.
 */
export function ClaimMessages({
  claim,
  shrink = shrinkWithLibrary,
}: {
  claim: ClaimDetail;
  shrink?: Shrinker;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, reset } = useForm<MessageForm, unknown, MessageForm>({
    resolver,
    defaultValues: { body: '' },
  });
  // The desk's messages on screen are read: its thread says so under each.
  const { mutate: markRead } = useMutation({
    mutationFn: () => markOwnClaimMessagesRead(claim.id),
  });
  useMarkReadOnScreen(claim.messages, 'staff', markRead);
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // One key per message written: a retry after a lost answer does not send it twice.
  const [requestKey, setRequestKey] = useState(newIdempotencyKey);
  const send = useMutation({
    mutationFn: async ({ body }: MessageForm) => {
      const attachment = file ? await prepareClaimFile(file, shrink) : null;
      return replyToClaim(
        claim.id,
        {
          body,
          ...(attachment
            ? { fileBase64: await base64Of(attachment.file), filename: attachment.filename }
            : {}),
        },
        requestKey,
      );
    },
    onSuccess: async (updated) => {
      await storeClaim(queryClient, updated);
      reset();
      clearFile();
      setRequestKey(newIdempotencyKey());
      toast.success(t('claims.messages.sent'));
    },
  });
  function clearFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }
  const submit = handleSubmit((values) => {
    if (!send.isPending) send.mutate(values);
  });
  return (
    <Card as="section" aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {t('claims.messages.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('claims.messages.intro')}</p>
      </div>
      {claim.messages.length > 0 ? (
        <MessageThread
          messages={claim.messages}
          mine="customer"
          youLabel={t('claims.messages.you')}
          attachmentLabel={t('claims.messages.attachment')}
          readLabel={(readAt) => t('claims.messages.read', { date: formatDateTime(readAt) })}
        />
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        {send.isError ? <Alert>{errorMessage(send.error)}</Alert> : null}
        <Field label={t('claims.messages.label')} error={formState.errors.body?.message}>
          {(control) => <Textarea rows={3} maxLength={2000} {...control} {...register('body')} />}
        </Field>
        <div className="flex flex-col gap-1.5">
          <input
            ref={fileInput}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('claims.messages.file')}
            accept="image/*,application/pdf"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {file ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
              <Paperclip className="size-4 text-muted" aria-hidden="true" />
              <span className="font-semibold break-all">{file.name}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={clearFile}
                aria-label={t('claims.messages.removeFileOf', { name: file.name })}
              >
                <X className="size-4" aria-hidden="true" />
                {t('claims.messages.removeFile')}
              </Button>
            </p>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() => fileInput.current?.click()}
            >
              <Paperclip className="size-4" aria-hidden="true" />
              {t('claims.messages.attach')}
            </Button>
          )}
          <p className="text-sm text-muted">{t('claims.messages.fileHint')}</p>
        </div>
        <Button type="submit" className="self-stretch sm:self-start" isLoading={send.isPending}>
          {!send.isPending ? <Send className="size-4" aria-hidden="true" /> : null}
          {t('claims.messages.submit')}
        </Button>
      </form>
    </Card>
  );
}
