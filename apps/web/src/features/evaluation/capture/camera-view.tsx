import { clsx } from 'clsx';
import { CameraOff } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';
import type { CameraFacing, CameraStatus } from './use-camera';

type CameraViewProps = {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  facing: CameraFacing;
  /** Drawn over the picture (the countdown). */
  children?: ReactNode;
};

/**
 * The live picture of the camera. The front camera's preview is mirrored, as every selfie
 * camera shows it; the photo itself is taken from the unmirrored frame.
 */
export function CameraView({ videoRef, status, facing, children }: CameraViewProps) {
  const { t } = useTranslation();
  const message =
    status === 'no-camera'
      ? t('evaluationCapture.camera.noCamera')
      : status === 'failed'
        ? t('evaluationCapture.camera.failed')
        : null;
  return (
    <div className="relative aspect-[3/4] w-full overflow-hidden rounded-2xl bg-ink sm:aspect-video">
      <video
        ref={videoRef}
        aria-label={t('evaluationCapture.camera.label')}
        autoPlay
        muted
        playsInline
        className={clsx(
          'size-full object-cover',
          facing === 'user' && '-scale-x-100',
          status !== 'ready' && 'invisible',
        )}
      />
      {status === 'starting' ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white">
          <Spinner tone="light" />
          <p role="status">{t('evaluationCapture.camera.starting')}</p>
        </div>
      ) : null}
      {message ? (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-white"
        >
          <CameraOff className="size-10" aria-hidden="true" />
          <p className="max-w-sm text-base leading-7">{message}</p>
        </div>
      ) : null}
      {children}
    </div>
  );
}
