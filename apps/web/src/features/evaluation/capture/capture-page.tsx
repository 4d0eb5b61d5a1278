import { PICTURE_COUNTDOWN } from '@amparo/domain';
import { ArrowLeft, Camera, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http';
import { useSearchWithoutLinkToken } from '../../../api/policy-access';
import { PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { type CapturedPhoto, evaluationFlow } from '../flow/evaluation-flow-store';
import { useEvaluationContext } from '../flow/use-evaluation-context';
import { MailLinkNote } from '../mail-link-note';
import { CameraView } from './camera-view';
import { CameraCountdownOverlay, ScreenCodeOverlay } from './countdown-overlay';
import { PhotoFileInput } from './photo-file-input';
import { PhotoPrecheck, photoWarnings } from './photo-precheck';
import { captureVideoFrame, resizePhotoFile } from './resize-photo';
import { useCamera } from './use-camera';
import { useCountdown } from './use-countdown';
import { useScreenCode } from './use-screen-code';
import { useScreenWakeLock } from './use-screen-wake-lock';

export type CaptureSide = 'front' | 'back';

const SIDES = {
  front: { facing: 'user', before: PATHS.evaluationPrecaptureFront, next: PATHS.evaluationPrecaptureBack },
  back: { facing: 'environment', before: PATHS.evaluationPrecaptureBack, next: PATHS.evaluationSummary },
} as const;

type Target = { policyId: number; riskId: number; token: string | null };

/** /evaluation/capture/front and /back: camera, countdown, photo, next step. */
export function CapturePage({ side }: { side: CaptureSide }) {
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
    return <CaptureUnavailable backTo={SIDES[side].before} />;
  }
  const target = { policyId: context.policyId, riskId: context.riskId, token: context.token };
  return side === 'front' ? <FrontCapture target={target} /> : <CaptureScreen side="back" target={target} />;
}

/** No policy or phone to check (no mail link in this tab): how to open it, and the way back. */
export function CaptureUnavailable({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  const search = useSearchWithoutLinkToken();
  return (
    <Card className="flex flex-col gap-5">
      <MailLinkNote />
      <Button asChild variant="secondary" className="self-start">
        <Link to={`${backTo}${search}`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('nav.back')}
        </Link>
      </Button>
    </Card>
  );
}

function FrontCapture({ target }: { target: Target }) {
  const { t } = useTranslation();
  const { state, retry } = useScreenCode(target);
  if (state.status === 'error') {
    return (
      <Card className="flex flex-col gap-4">
        <Alert>{errorMessage(state.error)}</Alert>
        <Button className="self-start" onClick={() => void retry()}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('evaluationCapture.capture.retryCode')}
        </Button>
      </Card>
    );
  }
  return <CaptureScreen side="front" target={target} code={state.status === 'ready' ? state.code : null} />;
}

type ScreenProps = { side: CaptureSide; target: Target; code?: string | null };

function CaptureScreen({ side, target, code = null }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearchWithoutLinkToken();
  const config = SIDES[side];
  const { videoRef, status } = useCamera(config.facing);
  const [isCapturing, setIsCapturing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    evaluationFlow.open(target.policyId, target.riskId);
    headingRef.current?.focus();
  }, [target.policyId, target.riskId]);

  // A photo the server would likely refuse is shown with why, before it is kept (photo-precheck.tsx).
  const [review, setReview] = useState<{ photo: CapturedPhoto; warnings: string[] } | null>(null);

  function keep(photo: CapturedPhoto) {
    evaluationFlow.setPhoto(side, photo);
    void navigate(`${config.next}${search}`);
  }

  function save(photo: CapturedPhoto) {
    const warnings = photoWarnings(side, photo);
    if (warnings.length === 0) return keep(photo);
    setIsCapturing(false);
    setReview({ photo, warnings });
  }

  async function takePhoto() {
    const video = videoRef.current;
    if (!video) return;
    setIsCapturing(true);
    try {
      save(await captureVideoFrame(video, { expectedCode: needsCode && code ? code : undefined }));
    } catch (failure) {
      setError(errorMessage(failure));
      setIsCapturing(false);
    }
  }

  const countdown = useCountdown(PICTURE_COUNTDOWN, () => void takePhoto());
  const needsCode = side === 'front';
  const canStart = status === 'ready' && (!needsCode || code !== null) && !isCapturing;
  const isCounting = countdown.isRunning || isCapturing;
  useScreenWakeLock(isCounting);

  return (
    <Card as="section" className="flex flex-col gap-5" aria-labelledby={`capture-${side}`}>
      <h1
        id={`capture-${side}`}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-extrabold text-ink outline-none sm:text-3xl"
      >
        {t(`evaluationCapture.capture.${side}Title`)}
      </h1>
      {review ? (
        <PhotoPrecheck
          photo={review.photo}
          warnings={review.warnings}
          onRetake={() => setReview(null)}
          onKeep={() => keep(review.photo)}
        />
      ) : null}
      {/* Kept mounted under the review, so the camera is still on for the retake. */}
      <div className={review ? 'hidden' : 'flex flex-col gap-5'}>
        <p className="text-base leading-7 text-muted">{t(`evaluationCapture.capture.${side}Lead`)}</p>
        <CameraView videoRef={videoRef} status={status} facing={config.facing}>
          {isCounting && side === 'back' ? (
            <CameraCountdownOverlay
              remaining={countdown.remaining}
              isCapturing={isCapturing}
              onCancel={countdown.cancel}
            />
          ) : null}
        </CameraView>
        {isCounting && side === 'front' && code ? (
          <ScreenCodeOverlay
            code={code}
            remaining={countdown.remaining}
            isCapturing={isCapturing}
            onCancel={countdown.cancel}
          />
        ) : null}
        {/* Present from the start, so screen readers announce each second without interrupting. */}
        <p aria-live="polite" className="sr-only">
          {isCapturing
            ? t('evaluationCapture.capture.capturing')
            : countdown.remaining !== null
              ? t('evaluationCapture.capture.countdown', { count: countdown.remaining })
              : ''}
        </p>
        {needsCode && !isCounting ? <CodePreview code={code} /> : null}
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-between">
          {/* During the countdown the overlay's 'Cancelar' is the only one (it stops the countdown). */}
          {isCounting ? (
            <span />
          ) : (
            <Button asChild variant="secondary">
              <Link to={`${config.before}${search}`}>{t('evaluationCapture.capture.cancel')}</Link>
            </Button>
          )}
          <Button
            size="lg"
            disabled={!canStart || isCounting}
            onClick={() => {
              countdown.start();
              // The back's seconds show over the picture: bring it whole into view.
              videoRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
            }}
          >
            <Camera className="size-5" aria-hidden="true" />
            {t('evaluationCapture.capture.start')}
          </Button>
        </div>
        <PhotoFileInput
          label={t('evaluationCapture.capture.upload')}
          hint={t('evaluationCapture.capture.uploadHint')}
          onPhoto={save}
          resize={(file) => resizePhotoFile(file, { expectedCode: needsCode && code ? code : undefined })}
        />
      </div>
    </Card>
  );
}

function CodePreview({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (!code) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner size="sm" />
        {t('evaluationCapture.capture.codeLoading')}
      </p>
    );
  }
  return (
    <p className="text-sm text-muted">
      {t('evaluationCapture.capture.codeLabel')}:{' '}
      <span
        data-testid="screen-code"
        className="whitespace-nowrap font-mono text-base font-bold tracking-widest text-ink"
      >
        {code}
      </span>
    </p>
  );
}
