import type { ClaimDetail } from '@amparo/contract';
import { Eye, FileText, Image, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';

type ClaimFile = ClaimDetail['documents'][number];

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type DocumentFilesProps = {
  files: readonly ClaimFile[];
  /** Only a draft's files can be taken back. */
  canRemove: boolean;
  removingId: number | undefined;
  onRemove: (documentId: number) => void;
};

/**
 * The files of one document, each with its signed link (a new tab) and, in a draft, 'Quitar'.
 * The actions are icons with their names for assistive tech, so that a phone's narrow row
 * still shows the file's name.
 */
export function DocumentFiles({ files, canRemove, removingId, onRemove }: DocumentFilesProps) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-col divide-y divide-line rounded-xl bg-page px-3">
      {files.map((file) => {
        const Icon = file.mime.startsWith('image/') ? Image : FileText;
        const view = t('claims.documents.viewAria', { name: file.filename });
        const remove = t('claims.documents.removeAria', { name: file.filename });
        return (
          <li key={file.id} className="flex items-center gap-3 py-2">
            <Icon className="size-5 shrink-0 text-brand" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-ink" title={file.filename}>
                {file.filename}
              </p>
              <p className="flex items-center gap-2 text-xs text-muted">
                {sizeOf(file.size_bytes)}
                {file.review_status === 'rejected' ? (
                  <Badge tone="danger">{t('claims.documents.fileRejected')}</Badge>
                ) : null}
              </p>
            </div>
            <Button asChild variant="ghost" size="sm" className="size-11 px-0">
              <a href={file.url} target="_blank" rel="noopener noreferrer" aria-label={view} title={view}>
                <Eye className="size-5" aria-hidden="true" />
              </a>
            </Button>
            {canRemove ? (
              <Button
                variant="ghost"
                size="sm"
                className="size-11 px-0"
                aria-label={remove}
                title={remove}
                isLoading={removingId === file.id}
                onClick={() => onRemove(file.id)}
              >
                {removingId === file.id ? null : <Trash2 className="size-5" aria-hidden="true" />}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
