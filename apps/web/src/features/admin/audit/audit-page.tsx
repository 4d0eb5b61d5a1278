import type { AuditEntry } from '@amparo/contract';
import { Action, isRole, ROLE_NAMES } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../ui/format';
import { EmailText } from '../components/email-text';
import { ExportButton } from '../components/export-button';
import { PageHeader } from '../components/page-header';
import { PaginatedTable } from '../components/paginated-table';
import { RequirePermission } from '../shell/require-permission';
import {
  type AuditFilters,
  auditFiltersFrom,
  auditFiltersToParams,
  buildAuditExportUrl,
  useAuditEntries,
} from './audit-api';
import { AuditDiff } from './audit-diff';
import { AuditFiltersForm } from './audit-filters-form';
import { auditActionLabel, auditEntityLabel } from './audit-labels';

const column = createColumnHelper<AuditEntry>();

function AuditList() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the address seeds the filters, then the form drives both.
  const [filters, setFilters] = useState<AuditFilters>(() => auditFiltersFrom(searchParams));
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const entries = useAuditEntries(filters, page);

  const columns = useMemo(() => {
    const toggle = (id: string) =>
      setExpanded((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    return [
      column.accessor('created_at', {
        header: t('admin.audit.columns.date'),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span>
        ),
      }),
      column.display({
        id: 'actor',
        header: t('admin.audit.columns.actor'),
        meta: { cardWide: true },
        cell: ({ row: { original } }) =>
          original.actor_email ? (
            <div className="min-w-0">
              <p className="font-semibold break-words">
                <EmailText email={original.actor_email} />
              </p>
              <p className="text-muted">
                {isRole(original.actor_role) ? ROLE_NAMES[original.actor_role] : original.actor_role}
                {original.actor_user_id ? ` · #${original.actor_user_id}` : ''}
              </p>
            </div>
          ) : (
            <span className="text-muted">{t('admin.audit.system')}</span>
          ),
      }),
      column.accessor('action', {
        header: t('admin.audit.columns.action'),
        // The code stays as a tooltip: it is what the API's action filter and the logs use.
        cell: (info) => <span title={info.getValue()}>{auditActionLabel(info.getValue())}</span>,
      }),
      column.display({
        id: 'entity',
        header: t('admin.audit.columns.entity'),
        cell: ({ row: { original } }) => (
          <span className="whitespace-nowrap">
            {auditEntityLabel(original.entity_type)}
            {original.entity_id ? (
              <span className="text-muted tabular-nums"> #{original.entity_id}</span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('ip', {
        header: t('admin.audit.columns.ip'),
        cell: (info) => <span className="font-mono text-xs">{info.getValue() ?? '—'}</span>,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('admin.table.actions')}</span>,
        cell: ({ row }) => {
          const isOpen = expanded.has(row.id);
          return (
            <button
              type="button"
              aria-expanded={isOpen}
              onClick={() => toggle(row.id)}
              className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold whitespace-nowrap text-brand-strong hover:bg-brand-soft"
            >
              {isOpen ? t('admin.audit.hide') : t('admin.audit.show')}
              <ChevronDown className={isOpen ? 'size-4 rotate-180' : 'size-4'} aria-hidden="true" />
            </button>
          );
        },
      }),
    ];
  }, [t, expanded]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.audit.title')}
        description={t('admin.audit.description')}
        actions={
          <ExportButton
            label={t('admin.audit.export')}
            onExport={async () => window.location.assign(await buildAuditExportUrl(filters))}
          />
        }
      />
      <AuditFiltersForm
        initial={filters}
        onApply={(next) => {
          setFilters(next);
          setSearchParams(auditFiltersToParams(next), { replace: true });
          setPage(1);
          setExpanded(new Set());
        }}
      />
      <PaginatedTable
        caption={t('admin.audit.title')}
        columns={columns}
        query={entries}
        onPageChange={setPage}
        getRowId={(entry) => String(entry.id)}
        renderDetail={(row) =>
          expanded.has(row.id) ? (
            <AuditDiff
              before={row.original.before}
              after={row.original.after}
              entityType={row.original.entity_type}
            />
          ) : null
        }
      />
    </div>
  );
}

/** /admin/auditoria */
export default function AuditPage() {
  return (
    <RequirePermission action={Action.AUDIT_READ}>
      <AuditList />
    </RequirePermission>
  );
}
