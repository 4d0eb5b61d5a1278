import { CustomerSessionRequestSchema, type z } from '@amparo/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http';
import { saveSession } from '../../../auth/session-store';
import { PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast/toast-store';
import { createCustomerSession, requestAccessCode } from '../customer-api';

const CodeSchema = CustomerSessionRequestSchema.pick({ code: true });
type FormInput = z.input<typeof CodeSchema>;
type Values = z.output<typeof CodeSchema>;

const linkButton =
  'min-h-11 rounded text-sm font-semibold text-brand-strong underline-offset-4 hover:underline disabled:opacity-60';

/** Step 2: the 6-digit code. Phones offer it from the SMS/mail keyboard bar (one-time-code). */
export function CodeStep({
  email,
  onChangeEmail,
  returnTo = null,
}: {
  email: string;
  onChangeEmail: () => void;
  /** A page of this app that sent the customer here to log in (safeReturnPath). */
  returnTo?: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useMutation({ mutationFn: (values: Values) => createCustomerSession(email, values.code) });
  const resend = useMutation({
    mutationFn: () => requestAccessCode(email),
    onSuccess: (response) => toast.success(response.message || t('customer.access.resent')),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, Values>({
    resolver: contractResolver(CodeSchema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async (values) => {
    const response = await session.mutateAsync(values).catch(() => null);
    if (!response) return;
    saveSession(response);
    await navigate(returnTo ?? PATHS.customerArea, { replace: true });
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-base text-muted">{t('customer.access.codeSentTo', { email })}</p>
      {session.isError ? <Alert>{errorMessage(session.error)}</Alert> : null}
      <Field label={t('customer.access.code')} error={formState.errors.code?.message}>
        {(aria) => (
          <Input
            {...aria}
            {...register('code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            autoFocus
            className="text-center font-mono text-2xl tracking-[0.5em]"
          />
        )}
      </Field>
      <Button type="submit" isLoading={session.isPending} fullWidth>
        {t('customer.access.enter')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className={linkButton}
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {t('customer.access.resend')}
        </button>
        <button type="button" className={linkButton} onClick={onChangeEmail}>
          {t('customer.access.changeEmail')}
        </button>
      </div>
    </form>
  );
}
