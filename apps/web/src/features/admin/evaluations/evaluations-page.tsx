import { Action } from '@amparo/domain';
import { Smartphone } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buildExportUrl } from '../../../api/export-link';
import { ADMIN_PATHS, adminEvaluationPath } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { ExportButton } from '../components/export-button';
import { FiltersBar } from '../components/filters-bar';
import { PageHeader } from '../components/page-header';
import { PaginatedTable } from '../components/paginated-table';
import { RequirePermission } from '../shell/require-permission';
import { QUEUE_STATUSES, type QueueStatus, useEvaluationQueue } from './evaluations-api';
import { buildEvaluationColumns } from './evaluations-columns';
import { useImeiQueue } from './imei-queue-api';

function readStatus(value: string | null): QueueStatus {
  const status = Number(value);
  return QUEUE_STATUSES.find((item) => item === status) ?? QUEUE_STATUSES[0];
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The phones waiting for staff to type their IMEI: counted, so nobody misses a customer left waiting. */
function ImeiQueueLink() {
  const { t } = useTranslation();
  const waiting = useImeiQueue().data?.data.length ?? 0;
  return (
    <Button asChild variant={waiting > 0 ? 'primary' : 'secondary'} size="sm">
      <Link to={ADMIN_PATHS.imeiQueue}>
        <Smartphone className="size-4" aria-hidden="true" />
        {waiting > 0
          ? t('admin.evaluations.imeiQueueLink', { count: waiting })
          : t('admin.evaluations.imeiQueueLinkNone')}
      </Link>
    </Button>
  );
}

/**
 * The expert queue. Status and page live in the address, so coming back from
 * a check (or sharing the link) shows the same list.
 */
function EvaluationQueue() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('estado'));
  const page = readPage(params.get('pagina'));
  const queue = useEvaluationQueue(status, page);
  const columns = useMemo(() => buildEvaluationColumns(t), [t]);
  const show = (next: { status?: QueueStatus; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    const nextPage = next.page ?? 1;
    if (nextStatus !== QUEUE_STATUSES[0]) query.set('estado', String(nextStatus));
    if (nextPage > 1) query.set('pagina', String(nextPage));
    setParams(query);
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.evaluations.title')}
        description={t('admin.evaluations.description')}
        actions={
          <>
            <ExportButton
              label={t('admin.evaluations.export')}
              onExport={async () =>
                window.location.assign(await buildExportUrl('evaluations', {}, { status: String(status) }))
              }
            />
            <ImeiQueueLink />
          </>
        }
      />
      <FiltersBar columns="sm:grid-cols-[minmax(0,16rem)]">
        <Field label={t('admin.evaluations.status')}>
          {(aria) => (
            <Select
              {...aria}
              value={String(status)}
              onChange={(event) => show({ status: readStatus(event.target.value) })}
            >
              {QUEUE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.evaluations.statuses.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FiltersBar>
      <PaginatedTable
        caption={t('admin.evaluations.title')}
        columns={columns}
        query={queue}
        onPageChange={(next) => show({ page: next })}
        getRowId={(evaluation) => String(evaluation.id)}
        onRowClick={(evaluation) => navigate(adminEvaluationPath(evaluation.id))}
        emptyText={t(`admin.evaluations.empty.${status}`)}
      />
    </div>
  );
}

/** /admin/peritaciones */
export default function EvaluationsPage() {
  return (
    <RequirePermission action={Action.EVALUATIONS_READ}>
      <EvaluationQueue />
    </RequirePermission>
  );
}
