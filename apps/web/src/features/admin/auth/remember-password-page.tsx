import { RememberPasswordRequestSchema, type z } from '@amparo/contract';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { rememberPassword } from './auth-api';
import { AuthCard } from './auth-card';

type FormInput = z.input<typeof RememberPasswordRequestSchema>;
type Values = z.output<typeof RememberPasswordRequestSchema>;

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link
      to={PATHS.adminLogin}
      className="mt-6 block text-center text-sm font-semibold text-brand-strong underline-offset-4 hover:underline"
    >
      {t('admin.remember.back')}
    </Link>
  );
}

export default function RememberPasswordPage() {
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: (values: Values) => rememberPassword(values.email) });
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, Values>({
    resolver: contractResolver(RememberPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  // Same answer whether or not the email exists, so nobody can probe accounts.
  if (mutation.isSuccess) {
    return (
      <AuthCard title={t('admin.remember.sentTitle')}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-success-soft text-success">
            <MailCheck className="size-7" aria-hidden="true" />
          </span>
          <p role="status" className="text-base text-ink">
            {mutation.data?.message || t('admin.remember.sentFallback')}
          </p>
          <p className="text-sm text-muted">{t('admin.remember.sentHint')}</p>
        </div>
        <BackToLogin />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('admin.remember.title')} description={t('admin.remember.description')}>
      <form
        noValidate
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="flex flex-col gap-5"
      >
        {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
        <Field label={t('admin.login.email')} error={formState.errors.email?.message}>
          {(aria) => <Input {...aria} {...register('email')} type="email" autoComplete="email" />}
        </Field>
        <Button type="submit" isLoading={mutation.isPending} fullWidth>
          {t('admin.remember.submit')}
        </Button>
      </form>
      <BackToLogin />
    </AuthCard>
  );
}
