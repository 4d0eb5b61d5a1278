import { PasswordSchema, z } from '@amparo/contract';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { PATHS } from '../../../navigation/paths';
import { useAddressSecret } from '../../../navigation/use-address-secret';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { resetPassword } from './auth-api';
import { AuthCard } from './auth-card';

function createResetSchema(mismatch: string) {
  return z
    .object({ password: PasswordSchema, confirm: z.string() })
    .refine((values) => values.password === values.confirm, { error: mismatch, path: ['confirm'] });
}
type ResetValues = z.infer<ReturnType<typeof createResetSchema>>;

const linkClass = 'text-sm font-semibold text-brand-strong underline-offset-4 hover:underline';

/** Opened from the mailed link: /admin/restablecer-contrasena?token=…, the token then leaves the address. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const link = useAddressSecret('token', 'amparo.restablecer');
  const token = link.secret ?? '';
  const schema = useMemo(() => createResetSchema(t('admin.reset.mismatch')), [t]);
  const { register, handleSubmit, formState } = useForm<ResetValues>({
    resolver: contractResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: ResetValues) => resetPassword(token, values.password),
    // The link is single use: once spent, this tab forgets it.
    onSuccess: () => link.forget(),
  });

  if (mutation.isSuccess) {
    return (
      <AuthCard title={t('admin.reset.doneTitle')}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-success-soft text-success">
            <CircleCheck className="size-7" aria-hidden="true" />
          </span>
          <p role="status">{mutation.data?.message || t('admin.reset.doneFallback')}</p>
          <Button asChild fullWidth>
            <Link to={PATHS.adminLogin}>{t('admin.reset.goLogin')}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title={t('admin.reset.title')}>
        <Alert>{t('admin.reset.missingToken')}</Alert>
        <Link to={PATHS.adminRememberPassword} className={`mt-6 block text-center ${linkClass}`}>
          {t('admin.reset.askAgain')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('admin.reset.title')} description={t('admin.reset.description')}>
      <form
        noValidate
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="flex flex-col gap-5"
      >
        {mutation.isError ? (
          <Alert>
            {errorMessage(mutation.error)}{' '}
            <Link to={PATHS.adminRememberPassword} className="underline">
              {t('admin.reset.askAgain')}
            </Link>
          </Alert>
        ) : null}
        <Field label={t('admin.reset.password')} error={formState.errors.password?.message}>
          {(aria) => (
            <Input {...aria} {...register('password')} type="password" autoComplete="new-password" />
          )}
        </Field>
        <Field label={t('admin.reset.confirm')} error={formState.errors.confirm?.message}>
          {(aria) => <Input {...aria} {...register('confirm')} type="password" autoComplete="new-password" />}
        </Field>
        <Button type="submit" isLoading={mutation.isPending} fullWidth>
          {t('admin.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
