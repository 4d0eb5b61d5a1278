import type { ClaimDetail } from '@amparo/contract';
import { ExternalLink, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ZoomableImage } from '../shared/zoomable-image';

type ClaimFile = ClaimDetail['documents'][number];

const sizeFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** '850 KB', '2,4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

export const isImage = (file: Pick<ClaimFile, 'mime'>) => file.mime.startsWith('image/');

/**
 * The file itself: a photo inline (a tap opens it full size with zoom), a PDF behind a link.
 * The links are signed for a short while; the page reads the claim again on focus.
 */
export function DocumentPreview({ file, name }: { file: ClaimFile; name: string }) {
  const { t } = useTranslation();
  if (isImage(file)) return <ZoomableImage src={file.url} name={name} className="aspect-[4/3] max-h-56" />;
  // The API forbids framing its files (frame-ancestors 'none'), so a PDF opens in a tab of its own.
  return (
    <div className="flex aspect-[4/3] max-h-56 flex-col items-center justify-center gap-3 rounded-xl bg-page p-3 text-center ring-1 ring-line">
      <FileText className="size-10 text-muted" aria-hidden="true" />
      <Button asChild variant="secondary" size="sm">
        <a
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('admin.claims.documents.openPdfOf', { name })}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('admin.claims.documents.openPdf')}
        </a>
      </Button>
    </div>
  );
}
