import {
  type ChangeClaimStatusRequest,
  ChangeClaimStatusRequestSchema,
  type StaffClaimDetail,
} from '@amparo/contract';
import { ClaimStatus } from '@amparo/domain';
import { Ban, CircleCheckBig, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast/toast-store';
import { FormDialog } from '../components/form-dialog';
import { useChangeClaimStatus } from './claims-api';
import { CommentFields, type CommentForm } from './comment-fields';
import { ReasonDialog } from './reason-dialog';

type Move = 'opened' | 'closed';
type Open = Move | 'denied' | null;

/** Close or reopen, with an optional comment for the history (public by default: the customer is mailed). */
function StatusChangeDialog({
  claim,
  move,
  onClose,
}: {
  claim: StaffClaimDetail;
  move: Move;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const change = useChangeClaimStatus(claim.id);
  const { register, control, handleSubmit, formState } = useForm<
    CommentForm,
    unknown,
    ChangeClaimStatusRequest
  >({
    resolver: contractResolver<ChangeClaimStatusRequest, CommentForm>(
      ChangeClaimStatusRequestSchema,
      ({ comment, is_public }) => ({ status: move, comment: comment.trim() || undefined, is_public }),
    ),
    defaultValues: { comment: '', is_public: true },
  });
  const submit = handleSubmit((body) => {
    if (change.isPending) return;
    change.mutate(body, {
      onSuccess: () => {
        toast.success(t(`admin.claims.status.done.${move}`));
        onClose();
      },
    });
  });
  return (
    <FormDialog
      title={t(`admin.claims.status.${move}.title`, { number: claim.number ?? '' })}
      description={t(`admin.claims.status.${move}.description`)}
      onClose={onClose}
      formId={formId}
      onSubmit={submit}
      submitLabel={t(`admin.claims.status.${move}.confirm`)}
      mutation={change}
      className="grid gap-4"
    >
      <CommentFields
        register={register}
        control={control}
        errors={formState.errors}
        label={t('admin.claims.status.comment')}
        publicLabel={t('admin.claims.status.isPublic')}
      />
    </FormDialog>
  );
}

function DenyDialog({ claim, onClose }: { claim: StaffClaimDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeClaimStatus(claim.id);
  return (
    <ReasonDialog
      title={t('admin.claims.status.denied.title', { number: claim.number ?? '' })}
      description={t('admin.claims.status.denied.description')}
      submitLabel={t('admin.claims.status.denied.confirm')}
      schema={ChangeClaimStatusRequestSchema}
      toRequest={(reason) => ({ status: 'denied', reason })}
      mutation={change}
      onConfirm={(body) =>
        change.mutate(body, {
          onSuccess: () => {
            toast.success(t('admin.claims.status.done.denied'));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}

/** Reopen a closed claim; close or deny an open one. A draft is still the customer's: nothing to do. */
export function ClaimStatusActions({ claim }: { claim: StaffClaimDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  if (claim.is_draft) return null;
  const isClosed = claim.internal_status === ClaimStatus.CLOSED;
  return (
    <div className="flex flex-wrap gap-2 lg:flex-nowrap">
      {isClosed ? (
        <Button variant="secondary" size="sm" onClick={() => setOpen('opened')}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('admin.claims.status.opened.button')}
        </Button>
      ) : (
        <>
          <Button variant="secondary" size="sm" onClick={() => setOpen('closed')}>
            <CircleCheckBig className="size-4" aria-hidden="true" />
            {t('admin.claims.status.closed.button')}
          </Button>
          <Button variant="danger" size="sm" onClick={() => setOpen('denied')}>
            <Ban className="size-4" aria-hidden="true" />
            {t('admin.claims.status.denied.button')}
          </Button>
        </>
      )}
      {open === 'denied' ? <DenyDialog claim={claim} onClose={() => setOpen(null)} /> : null}
      {open === 'opened' || open === 'closed' ? (
        <StatusChangeDialog claim={claim} move={open} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
