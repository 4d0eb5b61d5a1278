import type { ClaimDeadlinesView } from '@amparo/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format';
import { DeadlineBadge } from '../shared/claim-badges';
import { Section } from '../shared/section';

type Deadline = NonNullable<ClaimDeadlinesView['report']>;
const KEYS = ['report', 'minimum_payment', 'target'] as const;

/** How the step stands in words: days left, days late, or done (in time or not). */
function progress(t: TFunction, deadline: Deadline): string {
  if (deadline.days_left === null)
    return deadline.state === 'late'
      ? t('admin.claims.deadlines.doneLate')
      : t('admin.claims.deadlines.done');
  if (deadline.days_left === 0) return t('admin.claims.deadlines.today');
  if (deadline.days_left > 0) return t('admin.claims.deadlines.daysLeft', { count: deadline.days_left });
  return t('admin.claims.deadlines.overdue', { count: -deadline.days_left });
}

/**
 * The legal deadlines (Ley 50/1980, arts. 16 and 18) and the desk's own target, each
 * with its due day and state; docs/claims.md explains how each is counted.
 */
export function ClaimDeadlines({ deadlines }: { deadlines: ClaimDeadlinesView }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin.claims.deadlines.title')}>
      <dl className="flex flex-col gap-4">
        {KEYS.map((key) => {
          const deadline = deadlines[key];
          return (
            <div key={key} className="flex flex-col gap-1">
              <dt className="text-sm text-muted">{t(`admin.claims.deadlines.${key}`)}</dt>
              <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
                {deadline ? (
                  <>
                    <span className="font-semibold text-ink tabular-nums">
                      {t('admin.claims.deadlines.due', { date: formatDate(deadline.due) })}
                    </span>
                    <DeadlineBadge state={deadline.state} />
                    <span className="w-full text-sm text-muted">{progress(t, deadline)}</span>
                  </>
                ) : (
                  <span className="text-sm text-muted">
                    {t(
                      key === 'target'
                        ? 'admin.claims.deadlines.noTarget'
                        : 'admin.claims.deadlines.notStarted',
                    )}
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </Section>
  );
}
