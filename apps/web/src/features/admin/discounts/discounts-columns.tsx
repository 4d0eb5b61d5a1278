import type { Discount, PartnerOptions } from '@amparo/contract';
import { discountLabel, productTypeName } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../ui/badge';
import { formatDate } from '../../../ui/format';
import { IconButton } from '../components/icon-button';
import { DISCOUNT_STATUS_TONES, discountStatus } from './discount-status';

const column = createColumnHelper<Discount>();

type Handlers = {
  onEdit: (discount: Discount) => void;
  onDelete: (discount: Discount) => void;
  stores: PartnerOptions['stores'];
  now: Date;
};

export function buildDiscountColumns(t: TFunction, { onEdit, onDelete, stores, now }: Handlers) {
  return [
    column.accessor('code', {
      header: t('admin.discounts.columns.code'),
      cell: ({ row: { original } }) => (
        <div>
          <code className="font-mono font-bold">{original.code}</code>
          {original.description ? <p className="text-muted">{original.description}</p> : null}
        </div>
      ),
    }),
    column.accessor('value', {
      header: t('admin.discounts.columns.value'),
      cell: ({ row: { original } }) => <span className="tabular-nums">{discountLabel(original)}</span>,
    }),
    column.display({
      id: 'validity',
      header: t('admin.discounts.columns.validity'),
      cell: ({ row: { original } }) => (
        <div className="tabular-nums">
          {original.valid_from ? (
            <p className="whitespace-nowrap">
              {t('admin.discounts.from', { date: formatDate(original.valid_from) })}
            </p>
          ) : null}
          {original.valid_to ? (
            <p className="whitespace-nowrap">
              {t('admin.discounts.to', { date: formatDate(original.valid_to) })}
            </p>
          ) : null}
          {!original.valid_from && !original.valid_to ? t('admin.discounts.always') : null}
        </div>
      ),
    }),
    column.display({
      id: 'uses',
      header: t('admin.discounts.columns.uses'),
      cell: ({ row: { original } }) => (
        <span className="whitespace-nowrap tabular-nums">
          {original.max_uses === null
            ? t('admin.discounts.usesUnlimited', { uses: original.uses })
            : `${original.uses} / ${original.max_uses}`}
        </span>
      ),
    }),
    column.display({
      id: 'scope',
      header: t('admin.discounts.columns.scope'),
      cell: ({ row: { original } }) => {
        const store = stores.find((item) => item.id === original.store_id);
        const parts = [
          original.store_id ? (store?.name ?? `#${original.store_id}`) : t('admin.discounts.allStores'),
          original.product_type_id ? productTypeName(original.product_type_id) : null,
        ].filter(Boolean);
        return (
          <div className="flex flex-col items-start gap-1">
            <span>{parts.join(' · ')}</span>
            {original.is_public ? <Badge tone="brand">{t('admin.discounts.public')}</Badge> : null}
          </div>
        );
      },
    }),
    column.display({
      id: 'status',
      header: t('admin.discounts.columns.status'),
      cell: ({ row: { original } }) => {
        const status = discountStatus(original, now);
        return <Badge tone={DISCOUNT_STATUS_TONES[status]}>{t(`admin.discounts.statuses.${status}`)}</Badge>;
      },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('admin.table.actions')}</span>,
      cell: ({ row: { original } }) => (
        <div className="flex justify-end gap-0.5">
          <IconButton
            label={t('admin.discounts.editAria', { code: original.code })}
            icon={Pencil}
            onClick={() => onEdit(original)}
          />
          <IconButton
            label={t('admin.discounts.deleteAria', { code: original.code })}
            icon={Trash2}
            onClick={() => onDelete(original)}
            isDanger
          />
        </div>
      ),
    }),
  ];
}
