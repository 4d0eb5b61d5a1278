import { Action, can, isRole, ROLE_NAMES, Role } from '@amparo/domain';
import { FileDown, FileUp, Search, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openExportLink } from '../../../api/export-link';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast/toast-store';
import { DataTable } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { QueryError } from '../components/query-error';
import { useDebouncedValue } from '../components/use-debounced-value';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';
import { UserAssignmentsDialog } from './user-assignments-dialog';
import { UserFormDialog } from './user-form-dialog';
import type { UserDialog } from './user-row-actions';
import { useUsers } from './users-api';
import { buildUserColumns } from './users-columns';
import { UsersCsvDialog } from './users-csv-dialog';

type PageDialog = UserDialog | { kind: 'create' } | { kind: 'csv' } | null;

function UsersList() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const { role } = session;
  const [search, setSearch] = useState('');
  const [roleFilter, setRoleFilter] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<PageDialog>(null);
  const [isExporting, setIsExporting] = useState(false);
  const debouncedSearch = useDebouncedValue(search);
  const users = useUsers({ page, role: roleFilter, search: debouncedSearch });
  const columns = useMemo(
    () => buildUserColumns(t, { id: session.id, role: session.role }, setDialog),
    [t, session.id, session.role],
  );

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await openExportLink('users');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.users.title')}
        description={t('admin.users.description')}
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={exportCsv} isLoading={isExporting}>
              {!isExporting ? <FileDown className="size-4" aria-hidden="true" /> : null}
              {t('admin.users.export')}
            </Button>
            {can(role, Action.USERS_IMPORT) ? (
              <Button variant="secondary" size="sm" onClick={() => setDialog({ kind: 'csv' })}>
                <FileUp className="size-4" aria-hidden="true" />
                {t('admin.users.import')}
              </Button>
            ) : null}
            {can(role, Action.USERS_MANAGE) ? (
              <Button size="sm" onClick={() => setDialog({ kind: 'create' })}>
                <UserPlus className="size-4" aria-hidden="true" />
                {t('admin.users.create')}
              </Button>
            ) : null}
          </>
        }
      />
      <search className="grid gap-4 rounded-card bg-white p-4 ring-1 ring-line sm:grid-cols-[2fr_1fr]">
        <Field label={t('admin.users.search')}>
          {(aria) => (
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
                aria-hidden="true"
              />
              <Input
                {...aria}
                type="search"
                value={search}
                placeholder={t('admin.users.searchPlaceholder')}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
                className="pl-10"
              />
            </div>
          )}
        </Field>
        <Field label={t('admin.users.role')}>
          {(aria) => (
            <Select
              {...aria}
              value={roleFilter}
              onChange={(event) => {
                setRoleFilter(isRole(event.target.value) ? event.target.value : '');
                setPage(1);
              }}
            >
              <option value="">{t('admin.users.allRoles')}</option>
              {Object.values(Role).map((value) => (
                <option key={value} value={value}>
                  {ROLE_NAMES[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </search>
      {users.isError ? (
        <QueryError error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <>
          <DataTable
            caption={t('admin.users.title')}
            columns={columns}
            data={users.data?.data ?? []}
            isLoading={users.isFetching}
            getRowId={(user) => String(user.id)}
          />
          {users.data ? <Pagination meta={users.data.meta} onPageChange={setPage} /> : null}
        </>
      )}
      {dialog?.kind === 'create' ? <UserFormDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <UserFormDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'assign' ? (
        <UserAssignmentsDialog user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'csv' ? <UsersCsvDialog onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

/** /admin/usuarios */
export default function UsersPage() {
  return (
    <RequirePermission action={Action.USERS_READ}>
      <UsersList />
    </RequirePermission>
  );
}
