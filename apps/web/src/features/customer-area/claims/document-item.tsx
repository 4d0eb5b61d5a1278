import type { ClaimDetail } from '@amparo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Upload } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast/toast-store';
import { canUploadTo } from './claim-upload-rules';
import { deleteClaimDocument, storeClaim } from './claims-api';
import { DocumentFiles } from './document-files';
import { focusDocumentUpload } from './document-link';
import type { Shrinker } from './prepare-claim-file';
import { UploadProgress } from './upload-progress';
import { useDocumentUpload } from './use-document-upload';

type ChecklistItem = ClaimDetail['checklist']['items'][number];

const STATE_TONES: Record<ChecklistItem['state'], BadgeTone> = {
  pending_upload: 'warning',
  received: 'info',
  accepted: 'success',
  rejected: 'danger',
};

type DocumentItemProps = {
  claim: ClaimDetail;
  item: ChecklistItem;
  /** Opened from 'Adjuntar documentación': this is the document asked for. */
  isAsked?: boolean;
  shrink?: Shrinker;
};

/** One document of the checklist: its state, its files, and its upload while one is allowed. */
export function DocumentItem({ claim, item, isAsked = false, shrink }: DocumentItemProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonId = `${id}-upload`;
  const { state, upload, isBusy } = useDocumentUpload(claim.id, item.type, shrink);
  const remove = useMutation({
    mutationFn: (documentId: number) => deleteClaimDocument(claim.id, documentId),
    onSuccess: async (updated) => {
      await storeClaim(queryClient, updated);
      toast.success(t('claims.documents.removed'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const files = claim.documents.filter((d) => item.document_ids.includes(d.id));
  const canUpload = canUploadTo(claim, item);
  // Once sent, a file answers one missing or rejected document: one at a time.
  const severalAtOnce = item.allow_multiple && claim.is_draft;
  const action =
    item.state === 'rejected'
      ? t('claims.documents.addAgain')
      : files.length > 0
        ? t('claims.documents.addMore')
        : t('claims.documents.add');

  useEffect(() => {
    if (isAsked) focusDocumentUpload(item.type);
  }, [isAsked, item.type]);
  // The busy button was disabled, so focus fell to the page: once the upload ends it comes back
  // to this document's upload, or to the document itself when it takes no more files. Decided
  // from the claim the upload answered, as the page may not show that claim yet.
  useEffect(() => {
    if (state.phase === 'failed') document.getElementById(buttonId)?.focus();
    if (state.phase !== 'idle' || !state.uploaded) return;
    const after = state.uploaded.checklist.items.find((i) => i.type === item.type);
    const target = after && canUploadTo(state.uploaded, after) ? buttonId : `documento-${item.type}`;
    document.getElementById(target)?.focus();
  }, [state, buttonId, item.type]);

  return (
    <li
      id={`documento-${item.type}`}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={clsx(
        'flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1',
        isAsked || item.state === 'rejected' ? 'ring-2 ring-danger/60' : 'ring-line',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="text-base font-bold text-ink">
            {item.title}
          </h3>
          <p className="text-sm text-muted">{item.description}</p>
        </div>
        <Badge tone={STATE_TONES[item.state]}>{t(`claims.documents.state.${item.state}`)}</Badge>
      </div>
      {item.state === 'rejected' && item.rejection_reason ? (
        <p className="text-sm font-semibold text-danger">
          {t('claims.documents.rejectedReason', { reason: item.rejection_reason })}
        </p>
      ) : null}
      <DocumentFiles
        files={files}
        canRemove={claim.is_draft}
        removingId={remove.isPending ? remove.variables : undefined}
        onRemove={(documentId) => remove.mutate(documentId)}
      />
      {canUpload ? (
        <div className="flex flex-col gap-2">
          <input
            ref={inputRef}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('claims.documents.fileInput', { title: item.title })}
            accept="image/*,application/pdf"
            multiple={severalAtOnce}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              if (chosen.length > 0) void upload(chosen);
            }}
          />
          {state.phase === 'preparing' || state.phase === 'uploading' ? (
            <UploadProgress state={state} />
          ) : null}
          {state.phase === 'failed' ? <Alert>{state.message}</Alert> : null}
          <Button
            id={buttonId}
            data-upload={item.type}
            variant={isAsked || item.state !== 'received' ? 'primary' : 'secondary'}
            className="self-start"
            aria-label={t('claims.documents.addAria', { action, title: item.title })}
            isLoading={isBusy}
            onClick={() => inputRef.current?.click()}
          >
            {!isBusy ? <Upload className="size-4" aria-hidden="true" /> : null}
            {action}
          </Button>
          {severalAtOnce ? <p className="text-xs text-muted">{t('claims.documents.multiple')}</p> : null}
        </div>
      ) : null}
    </li>
  );
}
