import type { User } from '@amparo/contract';
import { ROLE_NAMES, type Role } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../ui/format';
import { EmailText } from '../components/email-text';
import { fullName } from '../shell/user-panel';
import { type UserDialog, UserRowActions } from './user-row-actions';

const column = createColumnHelper<User>();

export function buildUserColumns(
  t: TFunction,
  session: { id: number; role: Role },
  onOpen: (dialog: UserDialog) => void,
) {
  return [
    column.display({
      id: 'name',
      header: t('admin.users.columns.name'),
      cell: ({ row }) => (
        <div className="min-w-0">
          <p className="font-semibold">{fullName(row.original)}</p>
          <p className="break-words text-muted">
            <EmailText email={row.original.email} />
          </p>
        </div>
      ),
    }),
    column.accessor('role', {
      header: t('admin.users.columns.role'),
      cell: (info) => ROLE_NAMES[info.getValue()],
    }),
    column.accessor('phone', {
      header: t('admin.users.columns.phone'),
      cell: (info) => <span className="tabular-nums">{info.getValue() ?? '—'}</span>,
    }),
    column.display({
      id: 'assignments',
      header: t('admin.users.columns.assignments'),
      cell: ({ row }) => (
        <span>
          {t('admin.users.assignedDistributors', { count: row.original.distributor_ids.length })}
          {' · '}
          {t('admin.users.assignedStores', { count: row.original.store_ids.length })}
        </span>
      ),
    }),
    column.accessor('last_login_at', {
      header: t('admin.users.columns.lastLogin'),
      cell: (info) => (
        <span className="tabular-nums">
          {formatDateTime(info.getValue()) || t('admin.users.neverLoggedIn')}
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('admin.table.actions')}</span>,
      cell: ({ row }) => <UserRowActions user={row.original} session={session} onOpen={onOpen} />,
    }),
  ];
}
