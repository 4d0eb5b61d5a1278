import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CallYouCard } from '../../../ui/call-you-card';
import { Card } from '../../../ui/card';
import { StatusList } from '../../../ui/status-page';
import { useLatestEvaluationStatus } from './rejected-page';

/** Spec 4 Breakage: damage seen in the photos; what happens next and how to reach us. */
export function BreakagePage() {
  const { t } = useTranslation();
  const status = useLatestEvaluationStatus();
  const reasons = status.data?.reasons ?? [];
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" className="flex flex-col gap-5" aria-labelledby="breakage-title">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-warning-soft text-warning">
          <AlertTriangle className="size-7" aria-hidden="true" />
        </span>
        <h1 id="breakage-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
          {t('evaluationCheck.breakage.title')}
        </h1>
        <p className="text-base leading-7 text-muted">{t('evaluationCheck.breakage.lead')}</p>
        {reasons.length > 0 ? (
          <StatusList title={t('evaluationCheck.breakage.reasonsTitle')} items={reasons} />
        ) : null}
        <StatusList
          ordered
          title={t('evaluationCheck.breakage.nextTitle')}
          items={t('evaluationCheck.breakage.next', { returnObjects: true })}
        />
      </Card>
      <CallYouCard reason="evaluation-breakage" />
    </div>
  );
}
