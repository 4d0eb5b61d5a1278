import type { StorePriv } from '@amparo/contract';
import { formatCommission } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Pencil, TicketPercent, Trash2 } from 'lucide-react';
import { Badge } from '../../../ui/badge';
import { EmailText } from '../components/email-text';
import { IconButton } from '../components/icon-button';

const column = createColumnHelper<StorePriv>();

type Handlers = {
  onEdit: (store: StorePriv) => void;
  onImportDiscounts: (store: StorePriv) => void;
  onDelete: (store: StorePriv) => void;
};

function placeOf(s: Pick<StorePriv, 'postal_code' | 'city' | 'province'>): string {
  const town = [s.postal_code, s.city].filter(Boolean).join(' ');
  return s.province && s.province !== s.city ? `${town} (${s.province})` : town;
}

/** The stores list's columns, with commercial details; the actions only for those who manage partners. */
export function buildStoreColumns(t: TFunction, handlers: Handlers | null) {
  const columns = [
    column.accessor('name', {
      header: t('admin.networkStores.columns.store'),
      meta: { cardWide: true },
      cell: ({ row: { original } }) => (
        <div>
          <p className="font-semibold">{original.name}</p>
          <p className="font-mono text-sm text-muted">{original.code}</p>
        </div>
      ),
    }),
    column.accessor('distributor_name', {
      header: t('admin.networkStores.columns.distributor'),
    }),
    column.display({
      id: 'contact',
      header: t('admin.networkStores.columns.contact'),
      meta: { cardWide: true },
      cell: ({ row: { original } }) => (
        <div className="min-w-0">
          {original.contact_name ? <p>{original.contact_name}</p> : null}
          {original.phone ? <p className="whitespace-nowrap text-muted">{original.phone}</p> : null}
          {original.email ? (
            <p className="break-words text-muted">
              <EmailText email={original.email} />
            </p>
          ) : null}
          {!original.contact_name && !original.phone && !original.email ? (
            <span className="text-muted">—</span>
          ) : null}
        </div>
      ),
    }),
    column.display({
      id: 'place',
      header: t('admin.networkStores.columns.place'),
      cell: ({ row: { original } }) => (
        <div>
          {original.address ? <p>{original.address}</p> : null}
          <p className="text-muted">{placeOf(original) || '—'}</p>
        </div>
      ),
    }),
    column.accessor('commission_bp', {
      header: t('admin.networkStores.columns.commission'),
      cell: (info) => {
        const value = info.getValue();
        return <span className="tabular-nums">{value === null ? '—' : formatCommission(value)}</span>;
      },
    }),
    column.accessor('policy_count', {
      header: t('admin.networkStores.columns.policies'),
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
    }),
    column.accessor('active', {
      header: t('admin.networkStores.columns.status'),
      cell: (info) =>
        info.getValue() ? (
          <Badge tone="success">{t('admin.network.activeFemale')}</Badge>
        ) : (
          <Badge tone="neutral">{t('admin.network.inactiveFemale')}</Badge>
        ),
    }),
  ];
  if (!handlers) return columns;
  return [
    ...columns,
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('admin.table.actions')}</span>,
      cell: ({ row: { original } }) => (
        <div className="flex justify-end gap-0.5">
          <IconButton
            label={t('admin.networkStores.discountsAria', { name: original.name })}
            icon={TicketPercent}
            onClick={() => handlers.onImportDiscounts(original)}
          />
          <IconButton
            label={t('admin.networkStores.editAria', { name: original.name })}
            icon={Pencil}
            onClick={() => handlers.onEdit(original)}
          />
          <IconButton
            label={t('admin.networkStores.deleteAria', { name: original.name })}
            icon={Trash2}
            onClick={() => handlers.onDelete(original)}
            isDanger
          />
        </div>
      ),
    }),
  ];
}
