import type { RepairCenter } from '@amparo/contract';
import { productTypeName } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { Badge } from '../../../ui/badge';
import { EmailText } from '../components/email-text';
import { IconButton } from '../components/icon-button';

const column = createColumnHelper<RepairCenter>();

type Handlers = {
  onEdit: (center: RepairCenter) => void;
  onToggleActive: (center: RepairCenter) => void;
  onDelete: (center: RepairCenter) => void;
};

/** '28013 Madrid (Madrid)', from the parts that are there. */
function placeOf(center: RepairCenter): string {
  const town = [center.postal_code, center.city].filter(Boolean).join(' ');
  return center.province && center.province !== center.city ? `${town} (${center.province})` : town;
}

export function buildRepairCenterColumns(t: TFunction, { onEdit, onToggleActive, onDelete }: Handlers) {
  return [
    column.accessor('name', {
      header: t('admin.repairCenters.columns.name'),
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
      header: t('admin.repairCenters.columns.contact'),
      meta: { cardWide: true },
      cell: ({ row: { original } }) => (
        <div className="min-w-0">
          {original.phone ? <p className="whitespace-nowrap">{original.phone}</p> : null}
          {original.email ? (
            <p className="break-words text-muted">
              <EmailText email={original.email} />
            </p>
          ) : null}
          {!original.phone && !original.email ? <span className="text-muted">—</span> : null}
        </div>
      ),
    }),
    column.display({
      id: 'address',
      header: t('admin.repairCenters.columns.address'),
      cell: ({ row: { original } }) => (
        <div>
          {original.address ? <p>{original.address}</p> : null}
          <p className="text-muted">{placeOf(original) || '—'}</p>
        </div>
      ),
    }),
    column.accessor('product_type_ids', {
      header: t('admin.repairCenters.columns.productTypes'),
      cell: (info) => (
        <div className="flex flex-wrap gap-1">
          {info.getValue().map((id) => (
            <Badge key={id} tone="brand">
              {productTypeName(id)}
            </Badge>
          ))}
        </div>
      ),
    }),
    column.accessor('open_claims', {
      header: t('admin.repairCenters.columns.openClaims'),
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
    }),
    column.accessor('active', {
      header: t('admin.repairCenters.columns.status'),
      cell: (info) =>
        info.getValue() ? (
          <Badge tone="success">{t('admin.repairCenters.active')}</Badge>
        ) : (
          <Badge tone="neutral">{t('admin.repairCenters.inactive')}</Badge>
        ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('admin.table.actions')}</span>,
      cell: ({ row: { original } }) => (
        <div className="flex justify-end gap-0.5">
          <IconButton
            label={t('admin.repairCenters.editAria', { name: original.name })}
            icon={Pencil}
            onClick={() => onEdit(original)}
          />
          <IconButton
            label={
              original.active
                ? t('admin.repairCenters.deactivateAria', { name: original.name })
                : t('admin.repairCenters.activateAria', { name: original.name })
            }
            icon={original.active ? PowerOff : Power}
            onClick={() => onToggleActive(original)}
          />
          <IconButton
            label={t('admin.repairCenters.deleteAria', { name: original.name })}
            icon={Trash2}
            onClick={() => onDelete(original)}
            isDanger
          />
        </div>
      ),
    }),
  ];
}
