import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type PurchaseStep, STEPS, stepIndex } from '../model/steps';

/** 'Paso 2 de 5' with a bar on phones; the five named steps from 640 px. */
export function StepProgress({ current }: { current: PurchaseStep }) {
  const { t } = useTranslation();
  const index = stepIndex(current);
  return (
    <nav aria-label={t('purchase.progress.label')}>
      <p className="text-sm font-semibold text-muted sm:hidden">
        {t('purchase.progress.count', { current: index + 1, total: STEPS.length })} ·{' '}
        <span className="text-ink">{t(`purchase.steps.${current}`)}</span>
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-line sm:hidden" aria-hidden="true">
        <div
          className="h-full rounded-full bg-brand transition-all"
          style={{ width: `${((index + 1) / STEPS.length) * 100}%` }}
        />
      </div>
      <ol className="hidden gap-2 sm:grid sm:grid-cols-5">
        {STEPS.map((step, position) => {
          const isDone = position < index;
          const isCurrent = position === index;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={clsx(
                'flex items-center gap-2 border-t-4 pt-3 text-sm font-semibold',
                isDone || isCurrent ? 'border-brand text-ink' : 'border-line text-muted',
              )}
            >
              <span
                className={clsx(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  isDone && 'bg-brand text-white',
                  isCurrent && 'bg-brand-soft text-brand-strong ring-2 ring-brand',
                  !isDone && !isCurrent && 'bg-white text-muted ring-1 ring-line',
                )}
              >
                {isDone ? <Check className="size-4" aria-hidden="true" /> : position + 1}
              </span>
              <span>
                <span className="sr-only">
                  {t('purchase.progress.count', { current: position + 1, total: STEPS.length })}:{' '}
                </span>
                {t(`purchase.steps.${step}`)}
                {isDone ? <span className="sr-only"> ({t('purchase.progress.done')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
