import type { ContactRequest } from '@amparo/contract';
import { Action } from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../ui/button';
import { formatDateTime } from '../../../ui/format';
import { toast } from '../../../ui/toast/toast-store';
import { PageHeader } from '../components/page-header';
import { PaginatedTable } from '../components/paginated-table';
import { RequirePermission } from '../shell/require-permission';
import {
  CONTACT_REQUESTS_KEY,
  type ContactStatus,
  closeContactRequest,
  useContactRequests,
} from './contact-requests-api';

const column = createColumnHelper<ContactRequest>();
const STATUSES: readonly ContactStatus[] = ['open', 'closed'];

function ContactRequestsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ContactStatus>('open');
  const [page, setPage] = useState(1);
  const [closingId, setClosingId] = useState<number | null>(null);
  const requests = useContactRequests(status, page);

  const columns = useMemo(() => {
    const close = async (request: ContactRequest) => {
      setClosingId(request.id);
      try {
        await closeContactRequest(request.id);
        toast.success(t('admin.contactRequests.closed_toast'));
        await queryClient.invalidateQueries({ queryKey: CONTACT_REQUESTS_KEY });
      } catch (error) {
        toast.error(errorMessage(error));
      } finally {
        setClosingId(null);
      }
    };
    return [
      column.accessor('created_at', {
        header: t('admin.contactRequests.columns.date'),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span>
        ),
      }),
      column.accessor('name', {
        header: t('admin.contactRequests.columns.name'),
        cell: (info) => <span className="font-semibold">{info.getValue()}</span>,
      }),
      column.accessor('phone', {
        header: t('admin.contactRequests.columns.phone'),
        cell: (info) => (
          <a
            href={`tel:+34${info.getValue()}`}
            className="font-semibold whitespace-nowrap text-brand-strong tabular-nums hover:underline"
          >
            {info.getValue()}
          </a>
        ),
      }),
      column.accessor('preferred_slot', {
        header: t('admin.contactRequests.columns.slot'),
        cell: ({ row: { original } }) =>
          original.preferred_time
            ? formatDateTime(original.preferred_time)
            : t(`admin.contactRequests.slots.${original.preferred_slot}`),
      }),
      column.accessor('reason', {
        header: t('admin.contactRequests.columns.reason'),
        cell: ({ row: { original } }) => (
          <span className="text-muted">
            {[original.reason, original.source].filter(Boolean).join(' · ') || '—'}
          </span>
        ),
      }),
      status === 'open'
        ? column.display({
            id: 'actions',
            header: () => <span className="sr-only">{t('admin.table.actions')}</span>,
            cell: ({ row: { original } }) => (
              <Button
                size="sm"
                variant="secondary"
                isLoading={closingId === original.id}
                aria-label={t('admin.contactRequests.closeAria', { name: original.name })}
                onClick={() => void close(original)}
                className="whitespace-nowrap"
              >
                {closingId !== original.id ? <Check className="size-4" aria-hidden="true" /> : null}
                <span className="hidden sm:inline">{t('admin.contactRequests.close')}</span>
              </Button>
            ),
          })
        : column.accessor('closed_at', {
            header: t('admin.contactRequests.columns.closedAt'),
            cell: (info) => <span className="tabular-nums">{formatDateTime(info.getValue())}</span>,
          }),
    ];
  }, [t, status, closingId, queryClient]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.contactRequests.title')}
        description={t('admin.contactRequests.description')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('admin.contactRequests.status')}</legend>
        <div className="inline-flex w-fit rounded-full bg-white p-1 ring-1 ring-line">
          {STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={status === value}
              onClick={() => {
                setStatus(value);
                setPage(1);
              }}
              className={clsx(
                'min-h-10 rounded-full px-5 text-sm font-semibold',
                status === value ? 'bg-brand text-white' : 'text-ink hover:bg-page',
              )}
            >
              {t(`admin.contactRequests.${value}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <PaginatedTable
        caption={t('admin.contactRequests.title')}
        columns={columns}
        query={requests}
        onPageChange={setPage}
        getRowId={(request) => String(request.id)}
      />
    </div>
  );
}

/** /admin/llamadas */
export default function ContactRequestsPage() {
  return (
    <RequirePermission action={Action.CONTACT_REQUESTS_MANAGE}>
      <ContactRequestsList />
    </RequirePermission>
  );
}
