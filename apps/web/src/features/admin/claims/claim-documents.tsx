import {
  type ClaimDocumentStateSchema,
  ReviewClaimDocumentRequestSchema,
  type StaffClaimDetail,
  type z,
} from '@amparo/contract';
import { Check, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { formatDate, formatDateTime } from '../../../ui/format';
import { toast } from '../../../ui/toast/toast-store';
import { Section } from '../shared/section';
import { ClaimDocumentRequest } from './claim-document-request';
import { useReviewDocument, useWithdrawClaimDocumentRequest } from './claims-api';
import { DocumentPreview, formatFileSize } from './document-preview';
import { ReasonDialog } from './reason-dialog';

type ClaimFile = StaffClaimDetail['documents'][number];
type ChecklistState = z.infer<typeof ClaimDocumentStateSchema>;

const CHECKLIST_TONE: Record<ChecklistState, BadgeTone> = {
  pending_upload: 'warning',
  received: 'info',
  accepted: 'success',
  rejected: 'danger',
};
const REVIEW_TONE: Record<ClaimFile['review_status'], BadgeTone> = {
  pending: 'neutral',
  accepted: 'success',
  rejected: 'danger',
};

type FileProps = {
  claim: StaffClaimDetail;
  file: ClaimFile;
  title: string;
  /** Still counts for its document (not replaced by a newer upload). */
  isCurrent: boolean;
  canReview: boolean;
  onReject: (file: ClaimFile) => void;
};

function DocumentFile({ claim, file, title, isCurrent, canReview, onReject }: FileProps) {
  const { t } = useTranslation();
  const review = useReviewDocument(claim.id);
  const reviewed = claim.reviews.find((item) => item.document_id === file.id);
  const name = `${title}: ${file.filename}`;
  const accept = () =>
    review.mutate(
      { documentId: file.id, body: { decision: 'accepted' } },
      {
        onSuccess: () => toast.success(t('admin.claims.documents.accepted')),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-xl border border-line p-3">
      <DocumentPreview file={file} name={name} />
      <p className="truncate text-sm font-semibold text-ink" title={file.filename}>
        {file.filename}
      </p>
      <p className="text-xs text-muted">
        {formatFileSize(file.size_bytes)} · {formatDateTime(file.created_at)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {isCurrent ? (
          <Badge tone={REVIEW_TONE[file.review_status]}>
            {t(`admin.claims.documents.review.${file.review_status}`)}
          </Badge>
        ) : (
          <Badge tone="neutral">{t('admin.claims.documents.replaced')}</Badge>
        )}
      </div>
      {file.rejection_reason ? (
        <p className="text-sm text-danger">
          {t('admin.claims.documents.rejectionReason', { reason: file.rejection_reason })}
        </p>
      ) : null}
      {reviewed?.reviewed_at ? (
        <p className="text-xs text-muted">
          {t('admin.claims.documents.reviewedBy', {
            name: reviewed.reviewed_by_name ?? t('admin.claims.history.system'),
            date: formatDateTime(reviewed.reviewed_at),
          })}
        </p>
      ) : null}
      {canReview && isCurrent ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {file.review_status !== 'accepted' ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={accept}
              isLoading={review.isPending}
              aria-label={t('admin.claims.documents.acceptOf', { name })}
            >
              {!review.isPending ? <Check className="size-4" aria-hidden="true" /> : null}
              {t('admin.claims.documents.accept')}
            </Button>
          ) : null}
          {file.review_status !== 'rejected' ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onReject(file)}
              disabled={review.isPending}
              aria-label={t('admin.claims.documents.rejectOf', { name })}
            >
              <X className="size-4" aria-hidden="true" />
              {t('admin.claims.documents.reject')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function RejectDialog({
  claimId,
  file,
  title,
  onClose,
}: {
  claimId: number;
  file: ClaimFile;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const review = useReviewDocument(claimId);
  return (
    <ReasonDialog
      title={t('admin.claims.documents.rejectTitle', { name: title })}
      description={t('admin.claims.documents.rejectBody', { file: file.filename })}
      submitLabel={t('admin.claims.documents.rejectConfirm')}
      schema={ReviewClaimDocumentRequestSchema}
      toRequest={(reason) => ({ decision: 'rejected', reason })}
      mutation={review}
      onConfirm={(body) =>
        review.mutate(
          { documentId: file.id, body },
          {
            onSuccess: () => {
              toast.success(t('admin.claims.documents.rejected'));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}

/**
 * The checklist the claim asks for (spec 5), each document with its state and its files,
 * newest first; a file replaced by a newer upload stays visible but is no longer reviewed.
 */
export function ClaimDocuments({ claim, canReview }: { claim: StaffClaimDetail; canReview: boolean }) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState<ClaimFile | null>(null);
  const withdraw = useWithdrawClaimDocumentRequest(claim.id);
  const titleOf = (type: string) => claim.checklist.items.find((item) => item.type === type)?.title ?? type;
  const filesOf = (type: string) =>
    claim.documents.filter((file) => file.type === type).sort((a, b) => b.id - a.id);
  return (
    <Section title={t('admin.claims.documents.title')}>
      <ul className="flex flex-col gap-5">
        {claim.checklist.items.map((item) => {
          const files = filesOf(item.type);
          return (
            <li key={item.type} className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-base font-bold text-ink">{item.title}</h3>
                <Badge tone={CHECKLIST_TONE[item.state]}>
                  {t(`admin.claims.documents.state.${item.state}`)}
                </Badge>
                {item.requested_at ? (
                  <Badge tone="brand">
                    {t('admin.claims.documents.requestedOn', { date: formatDate(item.requested_at) })}
                  </Badge>
                ) : null}
                {canReview && item.requested_at && item.document_ids.length === 0 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    isLoading={withdraw.isPending && withdraw.variables === item.type}
                    aria-label={t('admin.claims.documents.withdrawOf', { name: item.title })}
                    onClick={() =>
                      withdraw.mutate(item.type, {
                        onSuccess: () => toast.success(t('admin.claims.documents.withdrawn')),
                        onError: (error) => toast.error(errorMessage(error)),
                      })
                    }
                  >
                    <Undo2 className="size-4" aria-hidden="true" />
                    {t('admin.claims.documents.withdraw')}
                  </Button>
                ) : null}
              </div>
              {item.description ? <p className="-mt-2 text-sm text-muted">{item.description}</p> : null}
              {files.length === 0 ? (
                <p className="text-sm text-muted">{t('admin.claims.documents.noFiles')}</p>
              ) : (
                <ul
                  aria-label={t('admin.claims.documents.filesOf', { name: item.title })}
                  className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2"
                >
                  {files.map((file) => (
                    <DocumentFile
                      key={file.id}
                      claim={claim}
                      file={file}
                      title={item.title}
                      isCurrent={item.document_ids.includes(file.id)}
                      canReview={canReview}
                      onReject={setRejecting}
                    />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {canReview ? (
        <div className="mt-5 border-t border-line pt-4">
          <ClaimDocumentRequest claim={claim} />
        </div>
      ) : null}
      {rejecting ? (
        <RejectDialog
          claimId={claim.id}
          file={rejecting}
          title={titleOf(rejecting.type)}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </Section>
  );
}
