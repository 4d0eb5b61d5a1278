import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PROGRESS_STEPS, type ProgressStep } from './evaluation-steps';

export function EvaluationProgress({ current }: { current: ProgressStep }) {
  const { t } = useTranslation();
  const currentIndex = PROGRESS_STEPS.indexOf(current);
  const currentName = t(`evaluation.steps.${current}`);
  return (
    <nav aria-label={t('evaluation.progressLabel')} className="w-full">
      <p className="mb-3 text-sm font-semibold text-muted" aria-live="polite">
        {t('evaluation.stepOf', {
          current: currentIndex + 1,
          total: PROGRESS_STEPS.length,
          name: currentName,
        })}
      </p>
      <ol className="flex items-center gap-1.5">
        {PROGRESS_STEPS.map((step, index) => {
          const isDone = index < currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex flex-1 flex-col items-center gap-1.5"
            >
              <span
                className={clsx(
                  'flex size-8 items-center justify-center rounded-full text-sm font-bold',
                  isDone && 'bg-brand text-white',
                  isCurrent && 'bg-brand text-white ring-4 ring-brand-soft',
                  !isDone && !isCurrent && 'bg-white text-muted ring-1 ring-line',
                )}
              >
                {isDone ? <Check className="size-4" aria-hidden="true" /> : index + 1}
              </span>
              <span
                className={clsx(
                  'sr-only text-center text-xs sm:not-sr-only',
                  isCurrent ? 'font-bold text-ink' : 'text-muted',
                )}
              >
                {t(`evaluation.steps.${step}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
