import type { PolicyClaimListItem } from '@amparo/contract';
import { productTypeName } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { adminClaimPath, adminPolicyPath } from '../../../navigation/paths';
import { Badge } from '../../../ui/badge';
import { formatDate } from '../../../ui/format';
import { ClaimStatusBadge, claimName, DeadlineBadge } from '../shared/claim-badges';

const column = createColumnHelper<PolicyClaimListItem>();

export function buildClaimColumns(t: TFunction) {
  return [
    column.accessor('number', {
      header: t('admin.claims.columns.number'),
      cell: ({ row: { original } }) => (
        <div>
          <Link
            to={adminClaimPath(original.id)}
            className="font-semibold whitespace-nowrap text-brand-strong underline-offset-2 hover:underline"
          >
            {claimName(t, original)}
          </Link>
          <p className="whitespace-nowrap text-muted tabular-nums">
            {original.sent_at
              ? t('admin.claims.sentOn', { date: formatDate(original.sent_at) })
              : t('admin.claims.notSent')}
          </p>
          {original.unread_messages > 0 ? (
            <p className="mt-1">
              <Badge tone="brand">
                <MessageCircle className="mr-1 size-3.5" aria-hidden="true" />
                {t('admin.claims.unread', { count: original.unread_messages })}
              </Badge>
            </p>
          ) : null}
        </div>
      ),
    }),
    column.display({
      id: 'holder',
      header: t('admin.claims.columns.holder'),
      meta: { cardWide: true },
      cell: ({ row: { original } }) => (
        <div className="min-w-0">
          <p className="font-semibold">{original.complete_name}</p>
          <Link
            to={adminPolicyPath(original.policy_id)}
            className="text-muted underline-offset-2 hover:text-brand-strong hover:underline"
          >
            {original.policy_number}
          </Link>
        </div>
      ),
    }),
    column.display({
      id: 'type',
      header: t('admin.claims.columns.type'),
      cell: ({ row: { original } }) => (
        <div>
          <p>{original.claim_type_name}</p>
          <p className="text-muted">
            {productTypeName(original.product_type_id)} ·{' '}
            <span className="whitespace-nowrap tabular-nums">
              {t('admin.claims.occurredOn', { date: formatDate(original.occurred_on) })}
            </span>
          </p>
        </div>
      ),
    }),
    column.display({
      id: 'status',
      header: t('admin.claims.columns.status'),
      cell: ({ row: { original } }) => (
        <div className="flex flex-col items-start gap-1.5">
          <ClaimStatusBadge
            internalStatus={original.internal_status}
            isDraft={original.is_draft}
            isDenied={original.notify_denied}
          />
          {original.is_draft ? null : <DeadlineBadge state={original.deadline_state} />}
        </div>
      ),
    }),
    column.display({
      id: 'where',
      header: t('admin.claims.columns.where'),
      cell: ({ row: { original } }) => (
        <div>
          <p>{original.store_name ?? <span className="text-muted">{t('admin.claims.direct')}</span>}</p>
          <p className="text-muted">
            {original.repair_center_name
              ? t('admin.claims.repairCenterShort', { name: original.repair_center_name })
              : t('admin.claims.noRepairCenter')}
          </p>
        </div>
      ),
    }),
  ];
}
