import type { EvaluationStatusView } from '@amparo/contract';
import {
  EVALUATION_POLL_ATTEMPTS,
  EVALUATION_POLL_INTERVAL_MS,
  isEvaluationWaiting,
  pollEvaluation,
} from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Hourglass, RotateCw, SearchCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../navigation/paths';
import { useAppNavigate } from '../../../navigation/use-app-navigate';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { useEvaluationContext } from '../flow/use-evaluation-context';
import { evaluationStatusKey, fetchEvaluationStatus, statusTarget } from './evaluation-status-api';
import { ValidatedCard } from './validated-card';

type View =
  | { kind: 'polling' }
  | { kind: 'expert' }
  | { kind: 'validated'; status: EvaluationStatusView }
  | { kind: 'error' };

class Stopped extends Error {}

/**
 * /evaluation/checking: after the photos are sent, asks for the check's result (pollEvaluation:
 * 12 calls, 5 s apart) and shows or opens it. Refinement of spec 4: a check still pending after
 * the last call is NOT a refusal here (spec 4 counts it as Rejected): it is with an expert (the
 * photos went to the queue, or the job is slow), so the page says so and that the result comes by mail.
 */
export function CheckingPage({
  intervalMs = EVALUATION_POLL_INTERVAL_MS,
  attempts = EVALUATION_POLL_ATTEMPTS,
}: {
  intervalMs?: number;
  attempts?: number;
}) {
  const { t } = useTranslation();
  const context = useEvaluationContext();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>({ kind: 'polling' });
  const [round, setRound] = useState(0);
  const { policyId, riskId, token } = context;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the polling on 'Volver a consultar'.
  useEffect(() => {
    let stopped = false;
    const controller = new AbortController();
    const target = statusTarget({ ...context, policyId, riskId, token });
    const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    setView({ kind: 'polling' });
    pollEvaluation(
      () => {
        if (stopped) throw new Stopped();
        return fetchEvaluationStatus(target, controller.signal);
      },
      // With the expert: the answer comes by mail, asking again would only keep the customer waiting.
      { attempts, intervalMs, sleep, stopWhen: (status) => status.with_expert },
    )
      .then(({ outcome, status }) => {
        if (stopped) return;
        queryClient.setQueryData(evaluationStatusKey(policyId, riskId), status);
        if (isEvaluationWaiting(status.status)) return setView({ kind: 'expert' });
        if (outcome === 'Validated') return setView({ kind: 'validated', status });
        navigate(outcome === 'Rejected' ? PATHS.evaluationRejected : PATHS.evaluationBreakage, {
          replace: true,
        });
      })
      .catch(() => {
        if (!stopped) setView({ kind: 'error' });
      });
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [policyId, riskId, token, attempts, intervalMs, round]);

  if (view.kind === 'validated') return <ValidatedCard status={view.status} />;
  const expert = view.kind === 'expert';
  const Icon = expert ? Hourglass : SearchCheck;
  return (
    <Card as="section" className="flex flex-col gap-5" aria-labelledby="checking-title">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 id="checking-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
        {expert ? t('evaluationCheck.checking.expertTitle') : t('evaluationCheck.checking.title')}
      </h1>
      <p className="text-base leading-7 text-muted">
        {expert ? t('evaluationCheck.checking.expertBody') : t('evaluationCheck.checking.lead')}
      </p>
      {view.kind === 'polling' ? (
        <p role="status" className="flex items-center gap-3 text-sm font-semibold text-ink">
          <Spinner size="sm" />
          {t('evaluationCheck.checking.working')}
        </p>
      ) : null}
      {view.kind === 'error' ? (
        <div className="flex flex-col gap-3">
          <Alert>{t('evaluationCheck.checking.error')}</Alert>
          <Button className="self-start" onClick={() => setRound((value) => value + 1)}>
            <RotateCw className="size-4" aria-hidden="true" />
            {t('evaluationCheck.checking.retry')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
