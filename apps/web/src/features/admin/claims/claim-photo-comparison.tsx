import type { StaffClaimDetail } from '@amparo/contract';
import type { ClaimDocumentType } from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format';
import { Section } from '../shared/section';
import { ZoomableImage } from '../shared/zoomable-image';
import { isImage } from './document-preview';

const DAMAGE_PHOTOS: ClaimDocumentType = 'damage_photos';

type Photo = { key: string; url: string; name: string; caption: string };

function PhotoColumn({ title, photos, empty }: { title: string; photos: readonly Photo[]; empty: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h3 className="text-base font-bold text-ink">{title}</h3>
      {photos.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3">
          {photos.map((photo) => (
            <li key={photo.key}>
              <figure className="flex flex-col gap-1.5">
                <ZoomableImage src={photo.url} name={photo.name} className="aspect-[3/4] max-h-72" />
                <figcaption className="text-xs text-muted">{photo.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A phone claim's photos beside the photos of the phone check made when the policy began,
 * so the handler sees whether the damage was already there. Nothing for other claims.
 */
export function ClaimPhotoComparison({ claim }: { claim: StaffClaimDetail }) {
  const { t } = useTranslation();
  if (claim.evaluation_photos.length === 0) return null;
  const before = claim.evaluation_photos.map((photo) => {
    const side = t(`admin.claims.photos.sides.${photo.side === 'back' ? 'back' : 'front'}`);
    return {
      key: `evaluation-${photo.evaluation_id}-${photo.side}`,
      url: photo.url,
      name: t('admin.claims.photos.beforeName', { side }),
      caption: t('admin.claims.photos.beforeCaption', { side, date: formatDate(photo.taken_at) }),
    };
  });
  const titleOf = (type: string) => claim.checklist.items.find((item) => item.type === type)?.title ?? type;
  // The damage photos still current (a replaced one is history); other documents are not the phone.
  const current = new Set(claim.checklist.items.flatMap((item) => item.document_ids));
  const damagePhotos = claim.documents.filter(
    (file) => file.type === DAMAGE_PHOTOS && isImage(file) && current.has(file.id),
  );
  const after = damagePhotos.map((file) => ({
    key: `document-${file.id}`,
    url: file.url,
    name: `${titleOf(file.type)}: ${file.filename}`,
    caption: `${file.filename} · ${formatDate(file.created_at)}`,
  }));
  return (
    <Section title={t('admin.claims.photos.title')}>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('admin.claims.photos.intro')}</p>
      <div className="grid gap-6 md:grid-cols-2 md:divide-x md:divide-line">
        <PhotoColumn
          title={t('admin.claims.photos.before')}
          photos={before}
          empty={t('admin.claims.photos.noBefore')}
        />
        <div className="md:pl-6">
          <PhotoColumn
            title={t('admin.claims.photos.after')}
            photos={after}
            empty={t('admin.claims.photos.noAfter')}
          />
        </div>
      </div>
    </Section>
  );
}
