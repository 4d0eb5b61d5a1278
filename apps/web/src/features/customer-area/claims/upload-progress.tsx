import { useTranslation } from 'react-i18next';
import type { UploadState } from './use-document-upload';

/** What is going up, with a bar; the text is a polite live region, the bar is not announced at each step. */
export function UploadProgress({
  state,
}: {
  state: Extract<UploadState, { phase: 'preparing' | 'uploading' }>;
}) {
  const { t } = useTranslation();
  const percent = Math.round(state.fraction * 100);
  const label =
    state.phase === 'preparing'
      ? t('claims.documents.preparing', { name: state.name })
      : state.total > 1
        ? t('claims.documents.uploadingCount', {
            current: state.current,
            total: state.total,
            name: state.name,
          })
        : t('claims.documents.uploading', { name: state.name });
  return (
    <div className="flex flex-col gap-1.5">
      <p role="status" className="truncate text-sm font-medium text-ink">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={t('claims.documents.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-page ring-1 ring-line"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
