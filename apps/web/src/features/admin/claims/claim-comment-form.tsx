import { type AddClaimCommentRequest, AddClaimCommentRequestSchema } from '@amparo/contract';
import { MessageSquarePlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast/toast-store';
import { useAddClaimComment } from './claims-api';
import { CommentFields, type CommentForm } from './comment-fields';

const resolver = contractResolver<AddClaimCommentRequest, CommentForm>(AddClaimCommentRequestSchema);

/** A note in the history: internal by default; a public one is mailed to the customer. */
export function ClaimCommentForm({ claimId }: { claimId: number }) {
  const { t } = useTranslation();
  const add = useAddClaimComment(claimId);
  const { register, control, handleSubmit, formState, reset } = useForm<
    CommentForm,
    unknown,
    AddClaimCommentRequest
  >({ resolver, defaultValues: { comment: '', is_public: false } });
  const submit = handleSubmit((body) => {
    if (add.isPending) return;
    add.mutate(body, {
      onSuccess: () => {
        toast.success(
          body.is_public ? t('admin.claims.comment.addedPublic') : t('admin.claims.comment.added'),
        );
        reset();
      },
    });
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('admin.claims.comment.title')}
      className="flex flex-col gap-3 rounded-xl bg-page p-4"
    >
      {add.isError ? <Alert>{errorMessage(add.error)}</Alert> : null}
      <CommentFields
        register={register}
        control={control}
        errors={formState.errors}
        label={t('admin.claims.comment.label')}
        publicLabel={t('admin.claims.comment.isPublic')}
      />
      <Button type="submit" size="sm" className="self-start" isLoading={add.isPending}>
        {!add.isPending ? <MessageSquarePlus className="size-4" aria-hidden="true" /> : null}
        {t('admin.claims.comment.submit')}
      </Button>
    </form>
  );
}
