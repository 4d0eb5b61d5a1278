import type { StaffClaimDetail } from '@amparo/contract';
import { EyeOff, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { formatDateTime } from '../../../ui/format';
import { Section } from '../shared/section';

/**
 * Every entry, oldest first, the internal ones marked: the customer reads only the public
 * ones (in the customer area and by mail). The comment form goes under it.
 */
export function ClaimHistory({ claim, children }: { claim: StaffClaimDetail; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin.claims.history.title')}>
      {claim.history.length === 0 ? (
        <p className="text-muted">{t('admin.claims.history.empty')}</p>
      ) : (
        <ol className="flex flex-col">
          {claim.history.map((entry) => (
            <li
              key={entry.id}
              className={
                entry.is_public
                  ? 'border-l-2 border-line py-2 pl-4'
                  : 'border-l-2 border-dashed border-warning bg-warning-soft/40 py-2 pl-4'
              }
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-bold text-ink">{entry.label}</span>
                {entry.is_public ? (
                  <Badge tone="info">
                    <Users className="mr-1 size-3.5" aria-hidden="true" />
                    {t('admin.claims.history.public')}
                  </Badge>
                ) : (
                  <Badge tone="warning">
                    <EyeOff className="mr-1 size-3.5" aria-hidden="true" />
                    {t('admin.claims.history.internal')}
                  </Badge>
                )}
              </div>
              {entry.comment ? (
                <p className="mt-1 text-base whitespace-pre-line text-ink">{entry.comment}</p>
              ) : null}
              <p className="mt-1 text-xs text-muted">
                {entry.created_by_name ?? t('admin.claims.history.system')} ·{' '}
                {formatDateTime(entry.created_at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {children ? <div className="mt-5">{children}</div> : null}
    </Section>
  );
}
