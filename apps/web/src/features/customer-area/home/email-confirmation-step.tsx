import { ConfirmEmailChangeRequestSchema } from '@amparo/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { confirmEmail } from '../customer-api';

/**
 * The second step of an email change, inside the 'Mis datos' card: the code
 * mailed to the new address. Until it is confirmed the account keeps the
 * current address (docs/security.md, "Identity of a policyholder").
 */
export function EmailConfirmationStep({
  pendingEmail,
  currentEmail,
  onConfirmed,
  onCancel,
}: {
  pendingEmail: string;
  currentEmail: string;
  onConfirmed: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const mutation = useMutation({ mutationFn: confirmEmail });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ConfirmEmailChangeRequestSchema.safeParse({ email: pendingEmail, code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    const response = await mutation.mutateAsync(parsed.data).catch(() => null);
    if (response) await onConfirmed(response.message);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-5 flex max-w-md flex-col gap-4 border-t border-line pt-5"
    >
      <h3 className="text-base font-bold text-ink">{t('customer.contact.confirmTitle')}</h3>
      <p className="text-sm text-muted">
        {t('customer.contact.confirmText', { email: pendingEmail, current: currentEmail })}
      </p>
      {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
      <Field label={t('customer.contact.code')} error={fieldError}>
        {(aria) => (
          <Input
            {...aria}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={mutation.isPending}>
          {t('customer.contact.confirm')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('customer.contact.cancel')}
        </Button>
      </div>
    </form>
  );
}
