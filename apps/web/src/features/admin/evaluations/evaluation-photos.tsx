import type { EvaluationDetail } from '@amparo/contract';
import { CircleCheck, CircleX, ImageOff, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZoomableImage } from '../shared/zoomable-image';
import { type Finding, type FindingTone, photoFindings, type UploadRejection } from './photo-findings';

type Photo = EvaluationDetail['photos'][number];
type CheckedSide = 'front' | 'back';

const TONE_ICON = { ok: CircleCheck, doubt: TriangleAlert, problem: CircleX } as const;
const TONE_CLASS: Record<FindingTone, string> = {
  ok: 'text-success',
  doubt: 'text-warning',
  problem: 'text-danger',
};

function FindingLine({ finding }: { finding: Finding }) {
  const { t } = useTranslation();
  const Icon = TONE_ICON[finding.tone];
  const given = finding.values ?? {};
  // Every key gets every placeholder: i18next types the union of keys with all of theirs.
  const values = {
    reason:
      finding.key === 'unreadable'
        ? t(`admin.evaluations.checks.rejections.${(given.reason ?? 'unreadable') as UploadRejection}`)
        : '',
    width: given.width ?? '',
    height: given.height ?? '',
    value: given.value ?? '',
    code: given.code ?? '',
  };
  return (
    <li className="flex items-start gap-2">
      <Icon className={`mt-0.5 size-4 shrink-0 ${TONE_CLASS[finding.tone]}`} aria-hidden="true" />
      <span>
        <span className="sr-only">{t(`admin.evaluations.checks.${finding.tone}`)}: </span>
        {t(`admin.evaluations.checks.${finding.key}`, values)}
      </span>
    </li>
  );
}

function PhotoCard({ side, photo }: { side: CheckedSide; photo: Photo | undefined }) {
  const { t } = useTranslation();
  const name = t(`admin.evaluations.detail.sides.${side}`);
  return (
    <figure className="flex min-w-0 flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-line">
      <figcaption className="text-base font-bold text-ink">{name}</figcaption>
      {photo ? (
        <ZoomableImage src={photo.url} name={name} className="aspect-[3/4] max-h-[32rem]" />
      ) : (
        <p className="flex aspect-[3/4] max-h-[32rem] flex-col items-center justify-center gap-2 rounded-xl bg-page text-muted ring-1 ring-line">
          <ImageOff className="size-8" aria-hidden="true" />
          {t('admin.evaluations.detail.noPhoto')}
        </p>
      )}
      {photo ? (
        <ul
          aria-label={t('admin.evaluations.detail.checksOf', { name: name.toLowerCase() })}
          className="flex flex-col gap-1.5 text-sm text-ink"
        >
          {photoFindings(side, photo.checks).map((finding) => (
            <FindingLine key={finding.key} finding={finding} />
          ))}
        </ul>
      ) : null}
    </figure>
  );
}

/** Front and back side by side from 768 px, one under the other on phones. */
export function EvaluationPhotos({ photos }: { photos: EvaluationDetail['photos'] }) {
  const { t } = useTranslation();
  const invoice = photos.find((photo) => photo.side === 'invoice');
  return (
    <section aria-label={t('admin.evaluations.detail.photos')} className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <PhotoCard side="front" photo={photos.find((photo) => photo.side === 'front')} />
        <PhotoCard side="back" photo={photos.find((photo) => photo.side === 'back')} />
      </div>
      {invoice ? (
        <figure className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-line md:max-w-sm">
          <figcaption className="text-base font-bold text-ink">
            {t('admin.evaluations.detail.sides.invoice')}
          </figcaption>
          <ZoomableImage
            src={invoice.url}
            name={t('admin.evaluations.detail.sides.invoice')}
            className="aspect-[3/4] max-h-80"
          />
        </figure>
      ) : null}
    </section>
  );
}
