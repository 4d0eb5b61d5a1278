import { Action, formatEuro, RETURN_REASONS } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { downloadApiFile } from '../../../api/download-file';
import { errorMessage } from '../../../api/http';
import { ADMIN_PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { formatDate } from '../../../ui/format';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast/toast-store';
import { AdminDialog } from '../components/admin-dialog';
import { DataTable } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { QueryError } from '../components/query-error';
import { RequirePermission } from '../shell/require-permission';
import { type SepaReceipt, useReturnCharge, useSepaFile } from './sepa-api';
import { ProgressBar, SepaFileStatus } from './sepa-status';

const column = createColumnHelper<SepaReceipt>();

function SepaFileDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const file = useSepaFile(id);
  const [returning, setReturning] = useState<SepaReceipt | null>(null);
  const [downloading, setDownloading] = useState(false);
  const columns = useMemo(
    () => [
      column.accessor('policy_number', {
        header: t('admin.sepa.detail.policy'),
        cell: ({ row }) => (
          <Link
            to={ADMIN_PATHS.policy.replace(':id', String(row.original.policy_id))}
            className="font-semibold text-brand-strong underline-offset-4 hover:underline"
          >
            {row.original.policy_number ?? row.original.policy_id}
          </Link>
        ),
      }),
      column.accessor('debtor_name', { header: t('admin.sepa.detail.debtor') }),
      column.accessor('amount_cents', {
        header: t('admin.sepa.detail.amount'),
        cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatEuro(info.getValue())}</span>,
      }),
      column.accessor('sequence_type', { header: t('admin.sepa.detail.sequence') }),
      column.accessor('end_to_end_id', {
        header: t('admin.sepa.detail.reference'),
        cell: (info) => <span className="font-mono text-sm">{info.getValue()}</span>,
      }),
      column.accessor('status', {
        header: t('admin.sepa.detail.status'),
        cell: ({ row }) =>
          row.original.status === 'returned' ? (
            <Badge tone="danger">
              {t('admin.sepa.detail.returned', { code: row.original.reason_code ?? '' })}
            </Badge>
          ) : (
            <Badge tone="success">{t('admin.sepa.detail.collected')}</Badge>
          ),
      }),
      column.display({
        id: 'actions',
        header: t('admin.sepa.detail.actions'),
        cell: ({ row }) =>
          row.original.status === 'ok' ? (
            <Button size="sm" variant="secondary" onClick={() => setReturning(row.original)}>
              {t('admin.sepa.detail.return')}
            </Button>
          ) : (
            <span className="text-muted">—</span>
          ),
      }),
    ],
    [t],
  );
  if (file.isError) return <QueryError error={file.error} onRetry={() => file.refetch()} />;
  const data = file.data;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadApiFile('downloadSepaFile', { id }, `remesa-${id}.xml`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={
          data
            ? t('admin.sepa.detail.title', { date: formatDate(data.collection_date) })
            : t('admin.sepa.title')
        }
        description={data?.message_id}
        actions={
          <>
            <Button variant="ghost" asChild>
              <Link to={ADMIN_PATHS.sepaFiles}>{t('admin.sepa.detail.back')}</Link>
            </Button>
            <Button onClick={download} isLoading={downloading} disabled={data?.status !== 'generated'}>
              {t('admin.sepa.detail.download')}
            </Button>
          </>
        }
      />
      {data ? (
        <dl className="grid grid-cols-2 gap-4 rounded-card bg-white p-4 ring-1 ring-line sm:grid-cols-4">
          <Fact label={t('admin.sepa.columns.status')}>
            <SepaFileStatus status={data.status} />
          </Fact>
          <Fact label={t('admin.sepa.columns.receipts')}>{data.transactions_count}</Fact>
          <Fact label={t('admin.sepa.columns.total')}>{formatEuro(data.total_cents)}</Fact>
          <Fact label={t('admin.sepa.columns.returned')}>{data.returned_count}</Fact>
        </dl>
      ) : null}
      {data?.status === 'generating' && data.progress ? (
        <ProgressBar
          label={t('admin.sepa.generate.progress')}
          done={data.progress.done}
          total={data.progress.total}
        />
      ) : null}
      {data?.error ? <Alert>{data.error}</Alert> : null}
      <DataTable
        caption={t('admin.sepa.detail.receipts')}
        columns={columns}
        data={data?.receipts ?? []}
        isLoading={file.isLoading}
        getRowId={(receipt) => String(receipt.transaction_id)}
        emptyText={t('admin.sepa.detail.noReceipts')}
      />
      {returning ? <ReturnDialog receipt={returning} onClose={() => setReturning(null)} /> : null}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-bold text-muted uppercase">{label}</dt>
      <dd className="text-lg font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

const REASON_CODES = Object.entries(RETURN_REASONS);

/** Record a bank return for one collected debit, with its R-transaction reason code. */
function ReturnDialog({ receipt, onClose }: { receipt: SepaReceipt; onClose: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('AM04');
  const mutation = useReturnCharge();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await mutation.mutateAsync({ receipt, reasonCode: code }).catch(() => null);
    if (result) {
      toast.success(result.message);
      onClose();
    }
  };
  return (
    <AdminDialog
      onClose={onClose}
      title={t('admin.sepa.return.title')}
      description={t('admin.sepa.return.description', {
        reference: receipt.end_to_end_id ?? '',
        amount: formatEuro(receipt.amount_cents),
      })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('admin.sepa.return.cancel')}
          </Button>
          <Button type="submit" form="sepa-return-form" variant="danger" isLoading={mutation.isPending}>
            {t('admin.sepa.return.submit')}
          </Button>
        </>
      }
    >
      <form id="sepa-return-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
        <Field label={t('admin.sepa.return.reason')}>
          {(aria) => (
            <Select {...aria} value={code} onChange={(event) => setCode(event.target.value)}>
              {REASON_CODES.map(([value, reason]) => (
                <option key={value} value={value}>
                  {value} · {reason.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </form>
    </AdminDialog>
  );
}

/** /admin/remesas/:id */
export default function SepaFilePage() {
  const { id } = useParams();
  return (
    <RequirePermission action={Action.PAYMENTS_MANAGE}>
      <SepaFileDetail id={Number(id)} />
    </RequirePermission>
  );
}
