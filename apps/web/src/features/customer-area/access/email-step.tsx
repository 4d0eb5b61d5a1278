import { AccessCodeRequestSchema, type z } from '@amparo/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { requestAccessCode } from '../customer-api';

type FormInput = z.input<typeof AccessCodeRequestSchema>;
type Values = z.output<typeof AccessCodeRequestSchema>;

/** Step 1: the email on the policy; the server mails a one-time code. */
export function EmailStep({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: (values: Values) => requestAccessCode(values.email) });
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, Values>({
    resolver: contractResolver(AccessCodeRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  const submit = handleSubmit(async (values) => {
    const response = await mutation.mutateAsync(values).catch(() => null);
    if (response) onSent(values.email);
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
      <Field
        label={t('customer.access.email')}
        hint={t('customer.access.emailHint')}
        error={formState.errors.email?.message}
      >
        {(aria) => (
          <Input {...aria} {...register('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </Field>
      <Button type="submit" isLoading={mutation.isPending} fullWidth>
        {t('customer.access.sendCode')}
      </Button>
    </form>
  );
}
