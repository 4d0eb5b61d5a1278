import type { ImeiReading } from '@amparo/contract';
import { deviceType } from '@amparo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, ImageUp } from 'lucide-react';
import { type ChangeEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/http';
import { usePublicSettings } from '../../../api/public-settings';
import { readFileAsDataUrl } from '../../../api/read-file';
import { PATHS } from '../../../navigation/paths';
import { useAppNavigate } from '../../../navigation/use-app-navigate';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { useEvaluationContext } from '../flow/use-evaluation-context';
import { DesktopHandoff, useStayOnDesktop } from '../handoff/desktop-handoff';
import { imeiFailure, readImeiScreenshot, saveRiskImei } from './imei-api';
import { ImeiIllustration } from './imei-illustration';

// Typing the IMEI is the exception (a setting, after the screenshot fails): its form, with zod and
// react-hook-form (about 36 KB brotli), loads when it is opened, not with the step.
const ImeiManualForm = lazy(() =>
  import('./imei-manual-form').then((module) => ({ default: module.ImeiManualForm })),
);

/**
 * /evaluation (spec 4 step 1): the IMEI from a `*#06#` screenshot, confirmed by the customer, or
 * typed when it cannot be read (if the settings allow it). On a desktop, the phone check is handed
 * to the phone with a QR code first (DesktopHandoff); the customer may stay on the computer.
 */
export function ImeiPage() {
  const [stayHere, setStayHere] = useStayOnDesktop();
  const isDesktop = deviceType(navigator.userAgent, navigator.maxTouchPoints) === 'desktop';
  if (isDesktop && !stayHere) return <DesktopHandoff onStayHere={() => setStayHere(true)} />;
  return <ImeiStep />;
}

function ImeiStep() {
  const { t } = useTranslation();
  const context = useEvaluationContext();
  const phone = context.policy?.phones.find((candidate) => candidate.risk_id === context.riskId);
  const [savedImei, setSavedImei] = useState<string | null>(phone?.imei ?? null);
  if (savedImei) {
    return (
      <Card as="section" className="flex flex-col gap-4" aria-labelledby="imei-saved">
        <h1 id="imei-saved" className="text-2xl font-extrabold text-ink sm:text-3xl">
          {t('evaluationCheck.imei.savedTitle')}
        </h1>
        <p className="text-base leading-7 text-muted">{t('evaluationCheck.imei.savedLead')}</p>
        <p className="rounded-xl bg-brand-soft px-4 py-3 font-mono text-xl font-bold tracking-wider text-ink">
          {savedImei}
        </p>
        <Button asChild className="self-start">
          <Link to={PATHS.evaluationInstructions}>
            {t('evaluationCheck.imei.continue')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      </Card>
    );
  }
  return <ImeiCapture initialRetries={phone?.imei_retries_left ?? null} onSaved={setSavedImei} />;
}

function ImeiCapture({
  initialRetries,
  onSaved,
}: {
  initialRetries: number | null;
  onSaved: (imei: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const context = useEvaluationContext();
  const settings = usePublicSettings();
  const fileInput = useRef<HTMLInputElement>(null);
  const [retriesLeft, setRetriesLeft] = useState<number | null>(initialRetries);
  // The policy's count, refetched after a refusal seen on another page (the repeated-IMEI page),
  // only ever lowers what this page shows: back from there, the step knows the attempts are used.
  useEffect(() => {
    if (initialRetries === null) return;
    setRetriesLeft((left) => (left === null ? initialRetries : Math.min(left, initialRetries)));
  }, [initialRetries]);
  const [reading, setReading] = useState<ImeiReading | null>(null);
  const [problem, setProblem] = useState<'unreadable' | 'invalid' | 'file' | 'limited' | 'other' | null>(
    null,
  );
  const [waitMessage, setWaitMessage] = useState<string | null>(null);
  const [manualOpen, setManualOpen] = useState(false);
  const target = { policyId: context.policyId ?? 0, riskId: context.riskId ?? 0, token: context.token };
  const exhausted = retriesLeft === 0;
  const manualAllowed = settings.data?.evaluation_manual_imei === true;

  /** A failure of either call: where to go, or what to say and how many attempts are left. */
  function onFailure(error: unknown) {
    const failure = imeiFailure(error);
    if (failure === 'repeated') {
      // It used one of the 3 attempts: the policy's count is refetched for the way back.
      void queryClient.invalidateQueries({ queryKey: ['policy-access', 'evaluation'] });
      return navigate(PATHS.evaluationImeiRepeated);
    }
    if (failure === 'exhausted') return setRetriesLeft(0);
    // A refused IMEI uses an attempt; a screenshot we could not read does not (spec 4).
    if (failure === 'invalid') setRetriesLeft((left) => (left === null ? null : Math.max(0, left - 1)));
    if (failure === 'unreadable') setManualOpen(true);
    if (failure === 'limited' && error instanceof ApiError) setWaitMessage(error.message);
    setProblem(failure);
  }

  const read = useMutation({
    mutationFn: async (file: File) => readImeiScreenshot(target, await readFileAsDataUrl(file), file.name),
    onMutate: () => {
      setProblem(null);
      setReading(null);
    },
    onSuccess: setReading,
    onError: onFailure,
  });
  const save = useMutation({
    mutationFn: ({ imei, source }: { imei: string; source: 'ocr' | 'barcode' | 'manual' }) =>
      saveRiskImei(target, imei, source),
    onMutate: () => setProblem(null),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['policy-access', 'evaluation'] });
      onSaved(saved.imei);
      navigate(PATHS.evaluationInstructions);
    },
    onError: onFailure,
  });

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem('file');
    read.mutate(file);
  }

  const busy = read.isPending || save.isPending;
  return (
    <Card as="section" className="flex flex-col gap-5" aria-labelledby="imei-title">
      <h1 id="imei-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
        {t('evaluationCheck.imei.title')}
      </h1>
      <p className="text-base leading-7 text-muted">{t('evaluationCheck.imei.lead')}</p>
      {/* With the attempts used there is nothing to upload: only what happens next. */}
      {exhausted ? null : (
        <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
          <ImeiIllustration className="h-44 w-auto shrink-0" />
          <div className="flex flex-col gap-3">
            <h2 className="text-lg font-bold text-ink">{t('evaluationCheck.imei.howTitle')}</h2>
            <ol className="flex flex-col gap-2">
              {t('evaluationCheck.imei.how', { returnObjects: true }).map((item, index) => (
                <li key={item} className="flex gap-3 text-base leading-7 text-ink">
                  <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-strong">
                    {index + 1}
                  </span>
                  <span>{item}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}

      {exhausted ? (
        <Alert>{t('evaluationCheck.imei.exhausted')}</Alert>
      ) : (
        <>
          {reading ? (
            <div className="flex flex-col gap-3 rounded-xl bg-brand-soft p-4" aria-live="polite">
              <p className="font-bold text-ink">{t('evaluationCheck.imei.readTitle')}</p>
              <p className="font-mono text-2xl font-bold tracking-wider text-ink">{reading.imei}</p>
              <p className="text-sm text-muted">{t('evaluationCheck.imei.readLead')}</p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button isLoading={save.isPending} onClick={() => save.mutate(reading)}>
                  {t('evaluationCheck.imei.confirm')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => {
                    setReading(null);
                    setManualOpen(true);
                  }}
                >
                  {t('evaluationCheck.imei.notMine')}
                </Button>
              </div>
            </div>
          ) : null}

          {problem === 'unreadable' ? (
            <Alert>
              <p className="font-bold">{t('evaluationCheck.imei.unreadableTitle')}</p>
              <p className="mt-1 font-normal">{t('evaluationCheck.imei.unreadableBody')}</p>
            </Alert>
          ) : null}
          {problem === 'invalid' ? <Alert>{t('evaluationCheck.imei.invalid')}</Alert> : null}
          {problem === 'file' ? <Alert>{t('evaluationCheck.imei.fileError')}</Alert> : null}
          {problem === 'limited' ? <Alert>{waitMessage ?? t('evaluationCheck.imei.limited')}</Alert> : null}
          {problem === 'other' ? <Alert>{t('errors.generic')}</Alert> : null}
          {retriesLeft !== null && (problem === 'unreadable' || problem === 'invalid') ? (
            <p className="text-sm font-semibold text-ink">
              {t('evaluationCheck.imei.retriesLeft', { count: retriesLeft })}
            </p>
          ) : null}

          <div className="flex flex-col gap-2">
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-label={t('evaluationCheck.imei.upload')}
              disabled={busy}
              onChange={onFile}
            />
            <Button
              variant={reading ? 'secondary' : 'primary'}
              className="self-start"
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              <ImageUp className="size-4" aria-hidden="true" />
              {reading || problem ? t('evaluationCheck.imei.uploadAgain') : t('evaluationCheck.imei.upload')}
            </Button>
            {read.isPending ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted">
                <Spinner size="sm" />
                {t('evaluationCheck.imei.reading')}
              </p>
            ) : null}
          </div>

          {manualAllowed && manualOpen ? (
            <div className="flex flex-col gap-3 border-t border-line pt-5">
              <h2 className="text-lg font-bold text-ink">{t('evaluationCheck.imei.manualTitle')}</h2>
              <Suspense fallback={<Spinner size="sm" />}>
                <ImeiManualForm
                  isSaving={save.isPending}
                  disabled={busy}
                  onSubmit={(imei) => save.mutate({ imei, source: 'manual' })}
                />
              </Suspense>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
