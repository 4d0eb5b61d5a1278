import { Action, can, isRole, ROLE_NAMES, Role } from '@amparo/domain';
import { FileUp, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openExportLink } from '../../../api/export-link';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { ExportButton } from '../components/export-button';
import { FiltersBar } from '../components/filters-bar';
import { PageHeader } from '../components/page-header';
import { PaginatedTable } from '../components/paginated-table';
import { SearchField } from '../components/search-field';
import { useListFilters } from '../components/use-list-filters';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';
import { UserAssignmentsDialog } from './user-assignments-dialog';
import { UserFormDialog } from './user-form-dialog';
import type { UserDialog } from './user-row-actions';
import { useUsers } from './users-api';
import { buildUserColumns } from './users-columns';
import { UsersCsvDialog } from './users-csv-dialog';

type UserFilters = { search: string; role: Role | '' };
type PageDialog = UserDialog | { kind: 'create' } | { kind: 'csv' } | null;

function UsersList() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const { role } = session;
  const { filters, update, page, setPage, applied } = useListFilters<UserFilters>({ search: '', role: '' });
  const [dialog, setDialog] = useState<PageDialog>(null);
  const users = useUsers({ page, role: applied.role, search: applied.search });
  const columns = useMemo(
    () => buildUserColumns(t, { id: session.id, role: session.role }, setDialog),
    [t, session.id, session.role],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.users.title')}
        description={t('admin.users.description')}
        actions={
          <>
            <ExportButton label={t('admin.users.export')} onExport={() => openExportLink('users')} />
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
      <FiltersBar columns="sm:grid-cols-[2fr_1fr]">
        <SearchField
          label={t('admin.users.search')}
          value={filters.search}
          placeholder={t('admin.users.searchPlaceholder')}
          onChange={(search) => update({ search })}
        />
        <Field label={t('admin.users.role')}>
          {(aria) => (
            <Select
              {...aria}
              value={filters.role}
              onChange={(event) => update({ role: isRole(event.target.value) ? event.target.value : '' })}
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
      </FiltersBar>
      <PaginatedTable
        caption={t('admin.users.title')}
        columns={columns}
        query={users}
        onPageChange={setPage}
        getRowId={(user) => String(user.id)}
      />
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
