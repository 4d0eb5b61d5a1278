import { ArrowLeft, Camera, RotateCw, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../../api/http';
import { useSearchWithoutLinkToken } from '../../../api/policy-access';
import { usePublicSettings } from '../../../api/public-settings';
import { PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { type CapturedPhoto, evaluationFlow, useEvaluationFlow } from '../flow/evaluation-flow-store';
import { useEvaluationContext } from '../flow/use-evaluation-context';
import { CaptureUnavailable } from './capture-page';
import { PhotoFileInput } from './photo-file-input';
import { photoWarnings } from './photo-precheck';
import { type SendState, useSendEvaluation } from './use-send-evaluation';

type Target = { policyId: number; riskId: number; token: string | null };

/** /evaluation/summary: review both photos, retake either, add the invoice, send. */
export function SummaryPage() {
  const context = useEvaluationContext();
  const { t } = useTranslation();
  if (context.status === 'loading') {
    return (
      <Card className="flex items-center gap-3">
        <Spinner />
        <p role="status">{t('evaluation.loadingPolicy')}</p>
      </Card>
    );
  }
  if (context.status === 'error' || context.policyId === null || context.riskId === null) {
    return <CaptureUnavailable backTo={PATHS.evaluationCaptureBack} />;
  }
  return <Summary target={{ policyId: context.policyId, riskId: context.riskId, token: context.token }} />;
}

function Summary({ target }: { target: Target }) {
  const { t } = useTranslation();
  const search = useSearchWithoutLinkToken();
  const flow = useEvaluationFlow();
  const settings = usePublicSettings();
  const { state, send } = useSendEvaluation(target);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isSending = state.status === 'sending';
  // Photos of another phone or policy never go with this one.
  const isThisPhone = flow.policyId === target.policyId && flow.riskId === target.riskId;
  const photos = isThisPhone ? flow.photos : {};
  const canSend = !!photos.front && !!photos.back && !!flow.screenCode && isThisPhone && !isSending;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card as="section" className="flex flex-col gap-5" aria-labelledby="summary-title">
      <h1
        id="summary-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-extrabold text-ink outline-none sm:text-3xl"
      >
        {t('evaluationCapture.summary.title')}
      </h1>
      <p className="text-base leading-7 text-muted">{t('evaluationCapture.summary.lead')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <PhotoReview
          side="front"
          photo={photos.front}
          retakeTo={`${PATHS.evaluationCaptureFront}${search}`}
        />
        <PhotoReview side="back" photo={photos.back} retakeTo={`${PATHS.evaluationCaptureBack}${search}`} />
      </div>
      {photos.front && !flow.screenCode ? <Alert>{t('evaluationCapture.summary.missingCode')}</Alert> : null}
      {settings.data?.evaluation_can_attach_invoice ? <InvoicePhoto photo={photos.invoice} /> : null}
      <SendStatus state={state} search={search} />
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-between">
        <Button asChild variant="secondary">
          <Link to={`${PATHS.evaluationCaptureBack}${search}`}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('nav.back')}
          </Link>
        </Button>
        <Button size="lg" disabled={!canSend} isLoading={isSending} onClick={() => void send(flow)}>
          {isSending ? null : <Send className="size-5" aria-hidden="true" />}
          {t('evaluationCapture.summary.send')}
        </Button>
      </div>
    </Card>
  );
}

function PhotoReview({
  side,
  photo,
  retakeTo,
}: {
  side: 'front' | 'back';
  photo?: CapturedPhoto;
  retakeTo: string;
}) {
  const { t } = useTranslation();
  const name = t(`evaluationCapture.summary.${side}`);
  return (
    <figure className="flex flex-col gap-3 rounded-2xl p-3 ring-1 ring-line">
      <figcaption className="font-bold text-ink">{name}</figcaption>
      {photo ? (
        <>
          <img
            src={photo.dataUrl}
            alt={t('evaluationCapture.summary.photoAlt', { photo: name })}
            className="aspect-[3/4] w-full rounded-xl bg-page object-contain"
          />
          <p className="text-sm text-muted">
            {t('evaluationCapture.summary.size', {
              width: photo.width,
              height: photo.height,
              size: Math.max(1, Math.round(photo.bytes / 1024)),
            })}
          </p>
          {photoWarnings(side, photo).length > 0 ? (
            <Alert tone="info">
              {t('evaluationCapture.precheck.flagged')} {photoWarnings(side, photo).join(' ')}
            </Alert>
          ) : null}
          <Button asChild variant="secondary" size="sm" className="self-start">
            <Link
              to={retakeTo}
              aria-label={t('evaluationCapture.summary.retakeLabel', { photo: name.toLowerCase() })}
            >
              <RotateCw className="size-4" aria-hidden="true" />
              {t('evaluationCapture.summary.retake')}
            </Link>
          </Button>
        </>
      ) : (
        <>
          <p className="flex aspect-[3/4] w-full items-center justify-center rounded-xl bg-page text-muted">
            {t('evaluationCapture.summary.missing')}
          </p>
          <Button asChild size="sm" className="self-start">
            <Link to={retakeTo}>
              <Camera className="size-4" aria-hidden="true" />
              {t('evaluationCapture.summary.take')}
            </Link>
          </Button>
        </>
      )}
    </figure>
  );
}

function InvoicePhoto({ photo }: { photo?: CapturedPhoto }) {
  const { t } = useTranslation();
  const name = t('evaluationCapture.summary.invoice');
  return (
    <section aria-labelledby="invoice-title" className="flex flex-col gap-3 rounded-2xl p-3 ring-1 ring-line">
      <h2 id="invoice-title" className="font-bold text-ink">
        {name}
      </h2>
      <p className="text-sm text-muted">{t('evaluationCapture.summary.invoiceHint')}</p>
      {photo ? (
        <>
          <img
            src={photo.dataUrl}
            alt={t('evaluationCapture.summary.photoAlt', { photo: name })}
            className="max-h-64 w-full rounded-xl bg-page object-contain"
          />
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => evaluationFlow.setPhoto('invoice', null)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('evaluationCapture.summary.invoiceRemove')}
          </Button>
        </>
      ) : (
        <PhotoFileInput
          label={t('evaluationCapture.summary.invoiceAdd')}
          onPhoto={(invoice) => evaluationFlow.setPhoto('invoice', invoice)}
        />
      )}
    </section>
  );
}

function SendStatus({ state, search }: { state: SendState; search: string }) {
  const { t } = useTranslation();
  if (state.status === 'sending') {
    const percent = Math.round(state.progress * 100);
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-ink" aria-live="polite">
          {t('evaluationCapture.summary.sending')} {t('evaluationCapture.summary.progress', { percent })}
        </p>
        <div
          role="progressbar"
          aria-label={t('evaluationCapture.summary.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-3 w-full overflow-hidden rounded-full bg-brand-soft"
        >
          <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
    );
  }
  if (state.status === 'failed') {
    const isCodeInvalid = state.error instanceof ApiError && state.error.code === 'EVALUATION_CODE_INVALID';
    return (
      <Alert>
        <p>{errorMessage(state.error)}</p>
        {isCodeInvalid ? (
          <Link
            to={`${PATHS.evaluationCaptureFront}${search}`}
            className="mt-2 inline-block font-bold underline"
          >
            {t('evaluationCapture.summary.retakeFront')}
          </Link>
        ) : null}
      </Alert>
    );
  }
  return null;
}
