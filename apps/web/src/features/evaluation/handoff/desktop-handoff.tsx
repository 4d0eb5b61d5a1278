import type { EvaluationStatusView } from '@amparo/contract';
import { isEvaluationWaiting } from '@amparo/domain';
import { useQuery } from '@tanstack/react-query';
import { Laptop, RefreshCw, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client';
import { PATHS } from '../../../navigation/paths';
import { useAppNavigate } from '../../../navigation/use-app-navigate';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { QrCodeSvg } from '../../../ui/qr-code';
import { Spinner } from '../../../ui/spinner';
import { evaluationAuth, useEvaluationContext } from '../flow/use-evaluation-context';
import { fetchEvaluationStatus, statusTarget } from '../result/evaluation-status-api';

export const HANDOFF_POLL_MS = 5000;
const STAY_KEY = 'amparo.peritacion.ordenador';

/** 'Continuar en este ordenador', remembered in this tab so the steps do not ask again. */
export function useStayOnDesktop(): [boolean, (value: boolean) => void] {
  const [stay, setStay] = useState(() => {
    try {
      return sessionStorage.getItem(STAY_KEY) === '1';
    } catch {
      return false;
    }
  });
  return [
    stay,
    (value) => {
      try {
        if (value) sessionStorage.setItem(STAY_KEY, '1');
        else sessionStorage.removeItem(STAY_KEY);
      } catch {
        // Storage refused: the choice lasts as long as this page.
      }
      setStay(value);
    },
  ];
}

/**
 * Has the check moved on since the page opened? A check that was waiting (none yet, or pending)
 * and is now decided, or a newer check than the one seen first that is decided. A refusal from
 * an earlier attempt, already there when the page opened, is not news.
 */
export function handoffFinished(first: EvaluationStatusView, now: EvaluationStatusView): boolean {
  if (isEvaluationWaiting(now.status)) return false;
  return isEvaluationWaiting(first.status) || now.evaluation_id !== first.evaluation_id;
}

/**
 * Spec 4 device type 'desktop': the photos need the phone, so the check is handed to it with a QR
 * code of a short-lived link (POST …/evaluation-handoff). This page asks for the phone's check
 * every 5 s and moves on by itself to the result once the phone has sent the photos and the check
 * is decided. The customer may stay here instead: the IMEI screenshot can be uploaded from a computer.
 */
export function DesktopHandoff({
  onStayHere,
  pollMs = HANDOFF_POLL_MS,
}: {
  onStayHere: () => void;
  pollMs?: number;
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const context = useEvaluationContext();
  const target = statusTarget(context);
  const handoff = useQuery({
    queryKey: ['evaluation-handoff', target.policyId],
    queryFn: () =>
      callApi('startEvaluationHandoff', { params: { policyId: target.policyId }, ...evaluationAuth(target) }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const status = useQuery({
    queryKey: ['evaluation-status', target.policyId, target.riskId, 'handoff'],
    queryFn: ({ signal }) => fetchEvaluationStatus(target, signal),
    refetchInterval: pollMs,
    retry: false,
  });
  const first = useRef<EvaluationStatusView | null>(null);
  useEffect(() => {
    if (!status.data) return;
    first.current ??= status.data;
    if (handoffFinished(first.current, status.data)) navigate(PATHS.evaluationChecking);
  }, [status.data, navigate]);
  const received = status.data && first.current && status.data.evaluation_id !== first.current.evaluation_id;

  return (
    <Card as="section" className="flex flex-col gap-5" aria-labelledby="handoff-title">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
        <Smartphone className="size-6" aria-hidden="true" />
      </span>
      <h1 id="handoff-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
        {t('evaluationCheck.handoff.title')}
      </h1>
      <p className="text-base leading-7 text-muted">{t('evaluationCheck.handoff.lead')}</p>
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-page p-5 sm:flex-row sm:items-center">
        <div className="flex size-52 shrink-0 items-center justify-center rounded-xl bg-white p-2 ring-1 ring-line">
          {handoff.data ? (
            <QrCodeSvg
              value={handoff.data.url}
              label={t('evaluationCheck.handoff.qrLabel')}
              className="size-full"
            />
          ) : handoff.isPending ? (
            <Spinner />
          ) : null}
        </div>
        <div className="flex flex-col gap-3">
          <p className="text-lg font-bold text-ink">{t('evaluationCheck.handoff.scan')}</p>
          <p className="text-sm text-muted">{t('evaluationCheck.handoff.appHint')}</p>
          {handoff.data ? (
            <p className="text-sm text-muted">
              {t('evaluationCheck.handoff.expires', {
                time: new Date(handoff.data.expires_at).toLocaleTimeString('es-ES', {
                  hour: '2-digit',
                  minute: '2-digit',
                }),
              })}
            </p>
          ) : null}
          {handoff.isError ? <Alert>{t('evaluationCheck.handoff.error')}</Alert> : null}
          <p role="status" className="flex items-center gap-2 text-sm font-semibold text-ink">
            <Spinner size="sm" />
            {received ? t('evaluationCheck.handoff.received') : t('evaluationCheck.handoff.waiting')}
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            disabled={handoff.isFetching}
            onClick={() => void handoff.refetch()}
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('evaluationCheck.handoff.refresh')}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-2 border-t border-line pt-5">
        <Button variant="secondary" className="self-start" onClick={onStayHere}>
          <Laptop className="size-4" aria-hidden="true" />
          {t('evaluationCheck.handoff.here')}
        </Button>
        <p className="text-sm text-muted">{t('evaluationCheck.handoff.hereHint')}</p>
      </div>
    </Card>
  );
}
