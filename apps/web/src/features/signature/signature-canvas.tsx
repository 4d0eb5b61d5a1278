import { Eraser } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { Button } from '../../ui/button';

const HEIGHT_PX = 180;

/**
 * The drawn signature (signature_pad: touch, pen and mouse through pointer events). `onChange`
 * gets the PNG data URL after each stroke, or null once cleared. The canvas is sized to its box at
 * the screen's pixel ratio; when the box changes width (rotating a phone) the strokes are kept
 * and redrawn, since resizing a canvas wipes it.
 */
export function SignatureCanvas({
  onChange,
  isInvalid = false,
  describedBy,
}: {
  onChange: (dataUrl: string | null) => void;
  isInvalid?: boolean;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1b1b3a', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const emit = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', emit);

    let width = 0;
    const fit = () => {
      const cssWidth = canvas.offsetWidth;
      if (!cssWidth || cssWidth === width) return; // only a new width needs a new bitmap
      width = cssWidth;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const strokes = pad.toData();
      canvas.width = Math.floor(cssWidth * ratio);
      canvas.height = Math.floor(HEIGHT_PX * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) {
        pad.fromData(strokes);
        emit();
      }
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(canvas);
    window.addEventListener('orientationchange', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('orientationchange', fit);
      pad.removeEventListener('endStroke', emit);
      pad.off();
      padRef.current = null;
    };
  }, []);

  return (
    <div className="flex flex-col gap-2">
      <div
        className={
          isInvalid
            ? 'rounded-xl bg-white ring-2 ring-danger'
            : 'rounded-xl bg-white ring-1 ring-[#8a8a95] focus-within:ring-2 focus-within:ring-brand'
        }
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('signing.pad.label')}
          aria-describedby={describedBy}
          // No scrolling or zooming while the finger draws.
          className="block w-full cursor-crosshair touch-none rounded-xl"
          style={{ height: HEIGHT_PX }}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('signing.pad.hint')}</p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            padRef.current?.clear();
            onChangeRef.current(null);
          }}
        >
          <Eraser className="size-4" aria-hidden="true" />
          {t('signing.pad.clear')}
        </Button>
      </div>
    </div>
  );
}
