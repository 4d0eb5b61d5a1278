import type { Distributor } from '@amparo/contract';
import { formatCommission } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { FileUp, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../ui/badge';
import { EmailText } from '../components/email-text';
import { IconButton } from '../components/icon-button';

const column = createColumnHelper<Distributor>();

type Handlers = {
  onEdit: (distributor: Distributor) => void;
  onImport: (distributor: Distributor) => void;
  onDelete: (distributor: Distributor) => void;
};

/** '48001 Bilbao (Bizkaia)', from the parts that are there. */
function placeOf(d: Pick<Distributor, 'postal_code' | 'city' | 'province'>): string {
  const town = [d.postal_code, d.city].filter(Boolean).join(' ');
  return d.province && d.province !== d.city ? `${town} (${d.province})` : town;
}

/** The list's columns; the edit, import and delete buttons only for those who manage partners. */
export function buildDistributorColumns(t: TFunction, handlers: Handlers | null) {
  const columns = [
    column.accessor('name', {
      header: t('admin.distributors.columns.name'),
      meta: { cardWide: true },
      cell: ({ row: { original } }) => (
        <div>
          <p className="font-semibold">{original.name}</p>
          {original.tax_id ? <p className="text-muted">{original.tax_id}</p> : null}
        </div>
      ),
    }),
    column.display({
      id: 'contact',
      header: t('admin.distributors.columns.contact'),
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
      header: t('admin.distributors.columns.place'),
      cell: ({ row: { original } }) => <span>{placeOf(original) || '—'}</span>,
    }),
    column.accessor('commission_bp', {
      header: t('admin.distributors.columns.commission'),
      cell: (info) => {
        const value = info.getValue();
        return <span className="tabular-nums">{value === null ? '—' : formatCommission(value)}</span>;
      },
    }),
    column.accessor('store_count', {
      header: t('admin.distributors.columns.stores'),
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
    }),
    column.accessor('active', {
      header: t('admin.distributors.columns.status'),
      cell: (info) =>
        info.getValue() ? (
          <Badge tone="success">{t('admin.network.active')}</Badge>
        ) : (
          <Badge tone="neutral">{t('admin.network.inactive')}</Badge>
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
            label={t('admin.distributors.importAria', { name: original.name })}
            icon={FileUp}
            onClick={() => handlers.onImport(original)}
          />
          <IconButton
            label={t('admin.distributors.editAria', { name: original.name })}
            icon={Pencil}
            onClick={() => handlers.onEdit(original)}
          />
          <IconButton
            label={t('admin.distributors.deleteAria', { name: original.name })}
            icon={Trash2}
            onClick={() => handlers.onDelete(original)}
            isDanger
          />
        </div>
      ),
    }),
  ];
}
