import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { formatDateTime } from '../../../ui/format';
import { toast } from '../../../ui/toast/toast-store';
import { AdminDialog } from '../components/admin-dialog';
import { MailAttachments } from './mail-attachments';
import { MAIL_OUTBOX_KEY, type Mail, resendMail } from './mail-outbox-api';

/**
 * The mail as it was sent, plain text, links selectable for copying, with its
 * attachments; "Reenviar" asks once, then queues an identical copy.
 */
export function MailDialog({ mail, onClose }: { mail: Mail; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const resend = useMutation({
    mutationFn: () => resendMail(mail.id),
    onSuccess: async () => {
      toast.success(t('admin.mailOutbox.resent', { to: mail.to_address }));
      await queryClient.invalidateQueries({ queryKey: MAIL_OUTBOX_KEY });
      onClose();
    },
  });
  const footer = isConfirming ? (
    <>
      <Button variant="secondary" onClick={() => setIsConfirming(false)}>
        {t('admin.mailOutbox.cancel')}
      </Button>
      <Button isLoading={resend.isPending} onClick={() => resend.mutate()}>
        {t('admin.mailOutbox.resendConfirm')}
      </Button>
    </>
  ) : (
    <Button variant="secondary" onClick={() => setIsConfirming(true)}>
      <Send className="size-4" aria-hidden="true" />
      {t('admin.mailOutbox.resend')}
    </Button>
  );
  return (
    <AdminDialog
      onClose={onClose}
      size="lg"
      title={mail.subject}
      description={t('admin.mailOutbox.sentTo', {
        to: mail.to_address,
        date: formatDateTime(mail.created_at),
      })}
      footer={footer}
    >
      <div className="flex flex-col gap-4">
        {isConfirming ? (
          <div role="alert" className="rounded-xl bg-brand-soft p-4 text-ink">
            <p className="font-semibold">{t('admin.mailOutbox.resendTitle')}</p>
            <p className="text-sm">{t('admin.mailOutbox.resendBody', { to: mail.to_address })}</p>
          </div>
        ) : null}
        {resend.isError ? <Alert>{errorMessage(resend.error)}</Alert> : null}
        <MailAttachments attachments={mail.attachments} />
        <pre className="rounded-xl bg-page p-4 font-sans text-sm leading-6 whitespace-pre-wrap break-words text-ink">
          {mail.text_body}
        </pre>
      </div>
    </AdminDialog>
  );
}
