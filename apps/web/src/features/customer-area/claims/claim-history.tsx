import type { ClaimDetail } from '@amparo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { formatDateTime } from '../../../ui/format';

/** The public history, newest first: each status with the comment staff wrote for the customer. */
export function ClaimHistory({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const entries = [...claim.statuses].reverse();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {t('claims.history.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('claims.history.empty')}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-4 border-l-2 border-brand-soft pl-4">
          {entries.map((entry) => (
            <li key={`${entry.created_at}-${entry.status}-${entry.comment ?? ''}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand ring-4 ring-white"
              />
              <p className="text-sm font-bold text-ink">{entry.label}</p>
              <p className="text-xs text-muted">
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </p>
              {entry.comment ? <p className="mt-1 text-sm text-ink">{entry.comment}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
