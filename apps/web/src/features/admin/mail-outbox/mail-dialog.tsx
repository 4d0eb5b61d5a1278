import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { AdminDialog } from '../components/admin-dialog';
import type { Mail } from './mail-outbox-api';

/** The mail as it was sent, plain text, links selectable for copying. */
export function MailDialog({ mail, onClose }: { mail: Mail; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AdminDialog
      onClose={onClose}
      size="lg"
      title={mail.subject}
      description={t('admin.mailOutbox.sentTo', {
        to: mail.to_address,
        date: formatDateTime(mail.created_at),
      })}
    >
      <pre className="rounded-xl bg-page p-4 font-sans text-sm leading-6 whitespace-pre-wrap break-words text-ink">
        {mail.text_body}
      </pre>
    </AdminDialog>
  );
}
