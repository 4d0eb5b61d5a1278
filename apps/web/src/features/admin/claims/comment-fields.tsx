import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../ui/field';
import { Textarea } from '../../../ui/textarea';
import { CheckboxField } from '../components/checkbox-field';

/** A note for the claim's history, as typed: the text and whether the customer reads it. */
export type CommentForm = { comment: string; is_public: boolean };

type Props<TOut> = {
  register: UseFormRegister<CommentForm>;
  control: Control<CommentForm, unknown, TOut>;
  errors: FieldErrors<CommentForm>;
  label: string;
  hint?: string;
  publicLabel: string;
};

/** The comment and its 'visible to the customer' box, shared by the comment form and the status dialog. */
export function CommentFields<TOut>({ register, control, errors, label, hint, publicLabel }: Props<TOut>) {
  return (
    <>
      <Field label={label} hint={hint} error={errors.comment?.message}>
        {(aria) => <Textarea {...aria} {...register('comment')} rows={3} maxLength={2000} />}
      </Field>
      <CheckboxField control={control} name="is_public" label={publicLabel} />
    </>
  );
}
