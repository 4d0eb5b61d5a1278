import { Action, formatEuro, SEPA_FILE_STATUS_NAMES } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildExportUrl } from '../../../api/export-link';
import { ADMIN_PATHS } from '../../../navigation/paths';
import { formatDate, formatDateTime } from '../../../ui/format';
import { ExportButton } from '../components/export-button';
import { PageHeader } from '../components/page-header';
import { PaginatedTable } from '../components/paginated-table';
import { RequirePermission } from '../shell/require-permission';
import { GenerateSepaCard } from './generate-sepa-card';
import { ImportReturnsCard } from './import-returns-card';
import { type SepaFile, useSepaFiles } from './sepa-api';
import { ProgressBar, SepaFileStatus } from './sepa-status';

const column = createColumnHelper<SepaFile>();

function SepaFilesList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const files = useSepaFiles(page);
  const columns = useMemo(
    () => [
      column.accessor('collection_date', {
        header: t('admin.sepa.columns.date'),
        cell: ({ row }) => (
          <Link
            to={ADMIN_PATHS.sepaFile.replace(':id', String(row.original.id))}
            className="font-semibold whitespace-nowrap text-brand-strong underline-offset-4 hover:underline"
          >
            {formatDate(row.original.collection_date)}
          </Link>
        ),
      }),
      column.accessor('transactions_count', {
        header: t('admin.sepa.columns.receipts'),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.accessor('total_cents', {
        header: t('admin.sepa.columns.total'),
        cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatEuro(info.getValue())}</span>,
      }),
      column.accessor('returned_count', {
        header: t('admin.sepa.columns.returned'),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.accessor('status', {
        header: t('admin.sepa.columns.status'),
        cell: ({ row }) =>
          row.original.status === 'generating' && row.original.progress ? (
            <div className="min-w-40">
              <ProgressBar
                label={SEPA_FILE_STATUS_NAMES.generating}
                done={row.original.progress.done}
                total={row.original.progress.total}
              />
            </div>
          ) : (
            <SepaFileStatus status={row.original.status} />
          ),
      }),
      column.accessor('created_at', {
        header: t('admin.sepa.columns.created'),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span>
        ),
      }),
    ],
    [t],
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.sepa.title')}
        description={t('admin.sepa.description')}
        actions={
          <ExportButton
            label={t('admin.sepa.export')}
            onExport={async () => window.location.assign(await buildExportUrl('sepa-files'))}
          />
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <GenerateSepaCard />
        <ImportReturnsCard />
      </div>
      <PaginatedTable
        caption={t('admin.sepa.title')}
        columns={columns}
        query={files}
        onPageChange={setPage}
        getRowId={(file) => String(file.id)}
        emptyText={t('admin.sepa.empty')}
      />
    </div>
  );
}

/** /admin/remesas */
export default function SepaFilesPage() {
  return (
    <RequirePermission action={Action.PAYMENTS_MANAGE}>
      <SepaFilesList />
    </RequirePermission>
  );
}
