import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ScreenCodeQr } from './screen-code-qr';

type OverlayProps = { remaining: number | null; isCapturing: boolean; onCancel: () => void };

/** Keyboard and screen-reader users land on 'Cancelar' when the countdown starts. */
function useFocusOnOpen(onCancel: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
  }, []);
  // Escape stops the countdown, as 'Cancelar' does.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onCancel]);
  return ref;
}

/**
 * Front photo: the whole screen turns white with the code as a QR code as wide as it fits, the
 * code in text and the seconds left, so the mirror shows them to the front camera.
 */
export function ScreenCodeOverlay({
  code,
  remaining,
  isCapturing,
  onCancel,
}: OverlayProps & { code: string }) {
  const { t } = useTranslation();
  const overlayRef = useFocusOnOpen(onCancel);
  return (
    <div
      ref={overlayRef}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white p-4 text-black"
    >
      <ScreenCodeQr code={code} className="aspect-square w-[min(92vw,62vh)]" />
      {/* One line on a 360 px phone: the code is 14 characters ('AMP-' and 10). */}
      <p
        data-testid="screen-code"
        className="font-mono text-3xl font-black tracking-[0.1em] break-all sm:text-5xl sm:tracking-[0.2em]"
      >
        {code}
      </p>
      <Seconds remaining={remaining} isCapturing={isCapturing} />
      <Button variant="secondary" onClick={onCancel} disabled={isCapturing}>
        {t('evaluationCapture.capture.cancel')}
      </Button>
    </div>
  );
}

/** Back photo: the seconds left over the camera's picture. */
export function CameraCountdownOverlay({ remaining, isCapturing, onCancel }: OverlayProps) {
  const { t } = useTranslation();
  const overlayRef = useFocusOnOpen(onCancel);
  return (
    <div
      ref={overlayRef}
      className="absolute inset-0 flex flex-col items-center justify-center gap-6 bg-black/40 text-white"
    >
      <Seconds remaining={remaining} isCapturing={isCapturing} />
      <Button variant="inverse" onClick={onCancel} disabled={isCapturing}>
        {t('evaluationCapture.capture.cancel')}
      </Button>
    </div>
  );
}

function Seconds({ remaining, isCapturing }: { remaining: number | null; isCapturing: boolean }) {
  const { t } = useTranslation();
  // Decorative: the page's polite live region announces the same seconds.
  return (
    <p
      aria-hidden="true"
      data-testid="countdown-seconds"
      className="text-7xl font-black tabular-nums sm:text-8xl"
    >
      {isCapturing ? '•' : remaining}
      <span className="sr-only">{isCapturing ? t('evaluationCapture.capture.capturing') : null}</span>
    </p>
  );
}
