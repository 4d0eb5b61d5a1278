import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Mail } from './mail-outbox-api';

/** The files sent with a mail, each a download link (signed, it lasts minutes: the list refreshes it). */
export function MailAttachments({
  attachments,
  isCompact = false,
}: {
  attachments: Mail['attachments'];
  /** In the list: names cut to fit the column (the dialog shows them whole). */
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={t('admin.mailOutbox.attachments')} className="flex flex-col gap-1">
      {attachments.map((attachment) => (
        <li key={attachment.url} className="min-w-0">
          <a
            href={attachment.url}
            download={attachment.filename}
            aria-label={t('admin.mailOutbox.download', { name: attachment.filename })}
            title={attachment.filename}
            className={`inline-flex items-center ${isCompact ? 'max-w-56' : 'max-w-full'} gap-1.5 font-semibold text-brand-strong underline-offset-4 hover:underline`}
          >
            <Paperclip className="size-4 shrink-0" aria-hidden="true" />
            <span className={isCompact ? 'truncate' : 'break-all'}>{attachment.filename}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
