import { useQuery } from '@tanstack/react-query';
import { Camera, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CallYouCard } from '../../../ui/call-you-card';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { useEvaluationContext } from '../flow/use-evaluation-context';
import { evaluationStatusKey, fetchEvaluationStatus, statusTarget } from './evaluation-status-api';

/** The phone's latest check (filled by the waiting page, read again on a reload). */
export function useLatestEvaluationStatus() {
  const context = useEvaluationContext();
  return useQuery({
    queryKey: evaluationStatusKey(context.policyId, context.riskId),
    queryFn: ({ signal }) => fetchEvaluationStatus(statusTarget(context), signal),
    staleTime: 30_000,
  });
}

/** Spec 4 Rejected: the Spanish reasons to fix, 'Repetir fotos' while attempts are left, else contact. */
export function RejectedPage() {
  const { t } = useTranslation();
  const status = useLatestEvaluationStatus();
  const retriesLeft = status.data?.retries_left ?? 0;
  const reasons = status.data?.reasons ?? [];
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" className="flex flex-col gap-5" aria-labelledby="rejected-title">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-warning-soft text-warning">
          <ImageOff className="size-7" aria-hidden="true" />
        </span>
        <h1 id="rejected-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
          {t('evaluationCheck.rejected.title')}
        </h1>
        <p className="text-base leading-7 text-muted">{t('evaluationCheck.rejected.lead')}</p>
        {status.isPending ? <Spinner /> : null}
        {status.isError ? <Alert>{t('evaluationCheck.checking.error')}</Alert> : null}
        {status.data ? (
          <>
            <div>
              <h2 className="text-lg font-bold text-ink">{t('evaluationCheck.rejected.reasonsTitle')}</h2>
              <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-6 text-base leading-7 text-ink">
                {(reasons.length > 0 ? reasons : [t('evaluationCheck.rejected.noReasons')]).map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
            {retriesLeft > 0 ? (
              <div className="flex flex-col gap-3 border-t border-line pt-5">
                <p className="text-sm font-semibold text-ink">
                  {t('evaluationCheck.rejected.retriesLeft', { count: retriesLeft })}
                </p>
                <Button asChild className="self-start">
                  <Link to={PATHS.evaluationInstructions}>
                    <Camera className="size-4" aria-hidden="true" />
                    {t('evaluationCheck.rejected.retry')}
                  </Link>
                </Button>
              </div>
            ) : (
              <Alert tone="info">{t('evaluationCheck.rejected.noRetries')}</Alert>
            )}
          </>
        ) : null}
      </Card>
      {status.data && retriesLeft === 0 ? <CallYouCard reason="evaluation-rejected" /> : null}
    </div>
  );
}
