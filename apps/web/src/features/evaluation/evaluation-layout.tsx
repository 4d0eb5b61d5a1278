import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { EvaluationProgress } from './evaluation-progress';
import { getProgressStep } from './evaluation-steps';

/** Shared /evaluation layout (spec 2): title, step indicator, then the step. */
export default function EvaluationLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4">
        <p className="text-sm font-bold tracking-wide text-brand-strong uppercase">{t('evaluation.title')}</p>
        <EvaluationProgress current={getProgressStep(pathname)} />
      </div>
      <Outlet />
    </div>
  );
}
