import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import type { CapturedPhoto } from '../flow/evaluation-flow-store';
import { resizePhotoFile } from './resize-photo';

type PhotoFileInputProps = {
  label: string;
  hint?: string;
  onPhoto: (photo: CapturedPhoto) => void;
  /** Resize override for tests. */
  resize?: (file: File) => Promise<CapturedPhoto>;
};

/** 'Subir una foto': a chosen image goes through the same resize as a camera frame. */
export function PhotoFileInput({ label, hint, onPhoto, resize = resizePhotoFile }: PhotoFileInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setIsBusy(true);
    try {
      onPhoto(await resize(file));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsBusy(false);
      input.value = ''; // The same file can be chosen again after a retake.
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 self-start rounded-full px-5 font-semibold text-brand ring-1 ring-brand ring-inset hover:bg-brand-soft hover:text-brand-strong focus-within:outline-2 focus-within:outline-brand"
      >
        <ImageUp className="size-4" aria-hidden="true" />
        {isBusy ? t('evaluationCapture.capture.preparing') : label}
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={isBusy}
          onChange={(event) => void onChange(event)}
        />
      </label>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
