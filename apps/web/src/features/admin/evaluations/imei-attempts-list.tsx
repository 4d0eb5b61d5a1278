import type { ImeiAttempt } from '@amparo/contract';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { ZoomableImage } from '../shared/zoomable-image';

/** What the customer tried, oldest first: each screenshot (zoomable) and what was read or typed. */
export function ImeiAttemptsList({ attempts, holder }: { attempts: ImeiAttempt[]; holder: string }) {
  const { t } = useTranslation();
  if (attempts.length === 0)
    return <p className="text-sm text-muted">{t('admin.evaluations.imeiQueue.noAttempts')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {attempts.map((attempt) => (
        <li key={`${attempt.at}-${attempt.kind}`} className="flex gap-3 rounded-xl bg-page p-3">
          {attempt.screenshot_url ? (
            <div className="w-16 shrink-0">
              <ZoomableImage
                src={attempt.screenshot_url}
                name={t('admin.evaluations.imeiQueue.screenshot', {
                  holder,
                  date: formatDateTime(attempt.at),
                })}
                className="aspect-[9/16]"
              />
            </div>
          ) : null}
          <div className="flex min-w-0 flex-col gap-0.5 text-sm">
            <p className="text-muted tabular-nums">
              {formatDateTime(attempt.at)} · {t(`admin.evaluations.imeiQueue.kinds.${attempt.kind}`)}
            </p>
            {attempt.imei ? (
              <p className="font-mono text-base font-semibold tracking-wider break-all text-ink">
                {attempt.imei}
              </p>
            ) : null}
            <p className={clsx('font-semibold', attempt.counted ? 'text-danger' : 'text-ink')}>
              {t(`admin.evaluations.imeiQueue.outcomes.${attempt.outcome}`)}
              {attempt.counted ? ` (${t('admin.evaluations.imeiQueue.counted')})` : ''}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
