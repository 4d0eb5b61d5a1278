import { Action } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { Badge } from '../../../ui/badge';
import { Field, Input } from '../../../ui/field';
import { formatDateTime } from '../../../ui/format';
import { PageHeader } from '../components/page-header';
import { PaginatedTable } from '../components/paginated-table';
import { RequirePermission } from '../shell/require-permission';
import { MailAttachments } from './mail-attachments';
import { MailDialog } from './mail-dialog';
import { type Mail, useMailOutbox } from './mail-outbox-api';

const column = createColumnHelper<Mail>();

// Outbox states of the API's mail delivery job; an unknown one is shown as sent by the server.
const STATUS_TONES = { queued: 'neutral', sent: 'success', held: 'warning', failed: 'danger' } as const;
type KnownStatus = keyof typeof STATUS_TONES;
const isKnownStatus = (status: string): status is KnownStatus => status in STATUS_TONES;

function MailOutboxList() {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<Mail | null>(null);
  const mails = useMailOutbox(useDebouncedValue(to), page);

  const columns = useMemo(
    () => [
      column.accessor('created_at', {
        header: t('admin.mailOutbox.columns.date'),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span>
        ),
      }),
      column.accessor('to_address', { header: t('admin.mailOutbox.columns.to') }),
      column.accessor('subject', {
        header: t('admin.mailOutbox.columns.subject'),
        // The subject is the button: the whole point of the list is to open a mail.
        cell: ({ row }) => (
          <button
            type="button"
            onClick={() => setReading(row.original)}
            className="rounded text-left font-semibold text-brand-strong underline-offset-4 hover:underline"
          >
            {row.original.subject}
          </button>
        ),
      }),
      column.accessor('attachments', {
        header: t('admin.mailOutbox.columns.attachments'),
        cell: (info) => <MailAttachments attachments={info.getValue()} isCompact />,
      }),
      column.accessor('status', {
        header: t('admin.mailOutbox.columns.status'),
        cell: (info) => {
          const status = info.getValue();
          return isKnownStatus(status) ? (
            <Badge tone={STATUS_TONES[status]}>{t(`admin.mailOutbox.statuses.${status}`)}</Badge>
          ) : (
            <Badge>{status}</Badge>
          );
        },
      }),
    ],
    [t],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.mailOutbox.title')} description={t('admin.mailOutbox.description')} />
      <div className="rounded-card bg-white p-4 ring-1 ring-line sm:max-w-md">
        <Field label={t('admin.mailOutbox.to')}>
          {(aria) => (
            <Input
              {...aria}
              type="search"
              value={to}
              placeholder={t('admin.mailOutbox.toPlaceholder')}
              onChange={(event) => {
                setTo(event.target.value);
                setPage(1);
              }}
            />
          )}
        </Field>
      </div>
      <PaginatedTable
        caption={t('admin.mailOutbox.title')}
        columns={columns}
        query={mails}
        onPageChange={setPage}
        getRowId={(mail) => String(mail.id)}
      />
      {reading ? <MailDialog mail={reading} onClose={() => setReading(null)} /> : null}
    </div>
  );
}

/** /admin/correos */
export default function MailOutboxPage() {
  return (
    <RequirePermission action={Action.MAIL_OUTBOX_READ}>
      <MailOutboxList />
    </RequirePermission>
  );
}
