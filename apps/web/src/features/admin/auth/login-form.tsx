import { LoginRequestSchema, type z } from '@amparo/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../api/http';
import { saveSession } from '../../../auth/session-store';
import { PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { login } from './auth-api';
import { useReturnPath } from './use-return-path';

type LoginInput = z.input<typeof LoginRequestSchema>;
type LoginValues = z.output<typeof LoginRequestSchema>;

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const { register, handleSubmit, formState } = useForm<LoginInput, unknown, LoginValues>({
    resolver: contractResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({ mutationFn: login });
  // After a lockout the server asks for the code it mailed (docs/security.md, Staff).
  const [codeRequired, setCodeRequired] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    const session = await mutation.mutateAsync(values).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'LOGIN_CODE_REQUIRED') setCodeRequired(true);
      return null;
    });
    if (!session) return;
    saveSession(session);
    await navigate(returnPath, { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
      <Field label={t('admin.login.email')} error={formState.errors.email?.message}>
        {(aria) => <Input {...aria} {...register('email')} type="email" autoComplete="username" />}
      </Field>
      <Field label={t('admin.login.password')} error={formState.errors.password?.message}>
        {(aria) => (
          <Input {...aria} {...register('password')} type="password" autoComplete="current-password" />
        )}
      </Field>
      {codeRequired ? (
        <Field
          label={t('admin.login.code')}
          hint={t('admin.login.codeHint')}
          error={formState.errors.code?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              {...register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          )}
        </Field>
      ) : null}
      <Button type="submit" isLoading={mutation.isPending} fullWidth>
        {mutation.isPending ? t('admin.login.submitting') : t('admin.login.submit')}
      </Button>
      <Link
        to={PATHS.adminRememberPassword}
        className="self-center rounded text-sm font-semibold text-brand-strong underline-offset-4 hover:underline"
      >
        {t('admin.login.forgot')}
      </Link>
    </form>
  );
}
