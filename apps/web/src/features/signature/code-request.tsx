import type { SigningState } from '@amparo/contract';
import { useMutation } from '@tanstack/react-query';
import { Mail, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/http';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { openModal } from '../../ui/modals/modal-bus';
import { sendSigningCode } from './signing-api';
import { useCountdown } from './use-countdown';
import type { SigningCredential } from './use-signing-access';

type Channel = 'mail' | 'sms';
type Signature = NonNullable<SigningState['signature']>;

/**
 * 'Recibir código': by mail or SMS, to the masked destinations the server gives (SMS only when
 * there is a mobile). The server says how long until another code may be asked for; the button
 * counts it down.
 */
export function CodeRequest({
  policyId,
  credential,
  signature,
  fetchedAt,
  onSent,
}: {
  policyId: number;
  credential: SigningCredential;
  signature: Signature;
  /** When the state was read (ms), from which code_resend_in counts. */
  fetchedAt: number;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const { destinations } = signature;
  const [channel, setChannel] = useState<Channel>(signature.code_channel ?? 'mail');
  const wait = useCountdown(signature.code_resend_in, fetchedAt);
  const send = useMutation({
    mutationFn: () => sendSigningCode(policyId, credential, { channel }),
    onSettled: onSent,
  });
  const hasSent = signature.code_sent_at !== null || send.isSuccess;
  const sentTo = send.data
    ? send.data.message ||
      t(send.data.channel === 'sms' ? 'signing.code.sentSms' : 'signing.code.sentMail', {
        destination: send.data.destination,
      })
    : null;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-muted">{t('signing.code.lead')}</p>
      <ChoiceGroup<Channel>
        label={t('signing.code.channel')}
        value={channel}
        onValueChange={setChannel}
        className={destinations.sms_offered ? 'sm:grid-cols-2' : ''}
        options={[
          {
            value: 'mail',
            content: (
              <span className="flex items-center gap-3 text-base text-ink">
                <Mail className="size-5 shrink-0 text-brand" aria-hidden="true" />
                <span className="min-w-0 break-words">
                  {t('signing.code.mail', { destination: destinations.mail })}
                </span>
              </span>
            ),
          },
          // SMS only where a text reaches a phone (a provider is configured): else no option at all.
          ...(destinations.sms_offered
            ? [
                {
                  value: 'sms' as const,
                  disabled: destinations.sms === null,
                  content: (
                    <span className="flex items-center gap-3 text-base text-ink">
                      <MessageSquareText className="size-5 shrink-0 text-brand" aria-hidden="true" />
                      <span className="min-w-0 break-words">
                        {destinations.sms === null
                          ? t('signing.code.smsUnavailable')
                          : t('signing.code.sms', { destination: destinations.sms })}
                      </span>
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          variant={hasSent ? 'secondary' : 'primary'}
          isLoading={send.isPending}
          disabled={wait > 0 || send.isPending}
          onClick={() => send.mutate()}
        >
          {hasSent ? t('signing.code.resend') : t('signing.code.send')}
        </Button>
        {wait > 0 ? (
          <p className="text-sm text-muted" aria-live="polite">
            {t('signing.code.wait', { seconds: wait })}
          </p>
        ) : null}
      </div>
      {sentTo ? <Alert tone="success">{sentTo}</Alert> : null}
      {send.isError ? <Alert>{errorMessage(send.error)}</Alert> : null}
      {/* Every code of this signing is spent: waiting does not help, a person does. */}
      {send.error instanceof ApiError && send.error.code === 'SIGNING_CODES_EXHAUSTED' ? (
        <Button
          variant="secondary"
          onClick={() => openModal('contact', { reason: 'firma: códigos agotados' })}
        >
          {t('signing.code.callMe')}
        </Button>
      ) : null}
    </div>
  );
}
