import { precheckPhoto, problemMessage } from '@amparo/domain';
import { Camera, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import type { CapturedPhoto } from '../flow/evaluation-flow-store';

/** The server's reasons to refuse this photo that the browser can already see (none when unmeasured). */
export function photoWarnings(side: 'front' | 'back', photo: CapturedPhoto): string[] {
  if (!photo.measures) return [];
  return precheckPhoto({ side, width: photo.width, height: photo.height, ...photo.measures }).map((problem) =>
    problemMessage(side, problem),
  );
}

/**
 * A photo the server would likely refuse, shown before it is kept: what is wrong (the server's own
 * words) and 'Repetir la foto' at once; 'Usarla igualmente' keeps it, and the server decides.
 */
export function PhotoPrecheck({
  photo,
  warnings,
  onRetake,
  onKeep,
}: {
  photo: CapturedPhoto;
  warnings: readonly string[];
  onRetake: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <img
        src={photo.dataUrl}
        alt={t('evaluationCapture.precheck.photoAlt')}
        className="mx-auto max-h-72 rounded-xl bg-page object-contain"
      />
      <Alert>
        <p className="font-bold">{t('evaluationCapture.precheck.title')}</p>
        <ul className="mt-1 flex flex-col gap-1">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </Alert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onKeep}>
          <Check className="size-4" aria-hidden="true" />
          {t('evaluationCapture.precheck.keep')}
        </Button>
        <Button size="lg" onClick={onRetake}>
          <Camera className="size-5" aria-hidden="true" />
          {t('evaluationCapture.precheck.retake')}
        </Button>
      </div>
    </div>
  );
}
