import type { z } from '@amparo/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { Textarea } from '../../../ui/textarea';
import { FormDialog } from '../components/form-dialog';

type ReasonForm = { reason: string };

type Props<TRequest> = {
  title: string;
  description: string;
  submitLabel: string;
  /** The contract's request schema, so the reason is checked by the API's own rule (5 to 1000 characters). */
  schema: z.ZodType<TRequest>;
  toRequest: (reason: string) => unknown;
  /** The request in flight: its pending state and failure show in the dialog. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  onConfirm: (request: TRequest) => void;
  onClose: () => void;
};

/**
 * A decision the customer is told with a reason (a rejected document, a denied claim):
 * it cannot be sent without one.
 */
export function ReasonDialog<TRequest>({
  title,
  description,
  submitLabel,
  schema,
  toRequest,
  mutation,
  onConfirm,
  onClose,
}: Props<TRequest>) {
  const { t } = useTranslation();
  const formId = useId();
  const { register, handleSubmit, formState } = useForm<ReasonForm, unknown, TRequest>({
    resolver: contractResolver<TRequest, ReasonForm>(schema, ({ reason }) => toRequest(reason)),
    defaultValues: { reason: '' },
  });
  return (
    <FormDialog
      title={title}
      description={description}
      onClose={onClose}
      formId={formId}
      onSubmit={handleSubmit((request) => {
        if (!mutation.isPending) onConfirm(request);
      })}
      submitLabel={submitLabel}
      mutation={mutation}
      className="grid gap-4"
    >
      <Field
        label={t('admin.claims.reason.label')}
        hint={t('admin.claims.reason.hint')}
        error={formState.errors.reason?.message}
      >
        {(aria) => <Textarea {...aria} {...register('reason')} rows={4} maxLength={1000} />}
      </Field>
    </FormDialog>
  );
}
