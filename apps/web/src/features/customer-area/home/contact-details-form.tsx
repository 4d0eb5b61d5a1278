import { UpdateContactRequestSchema, type z } from '@amparo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast/toast-store';
import { CUSTOMER_HOME_KEY, updateContact } from '../customer-api';
import { EmailConfirmationStep } from './email-confirmation-step';

type ContactValues = { email: string; phone: string };
type ContactChanges = z.output<typeof UpdateContactRequestSchema>;

/** Only what changed is validated and sent; nothing changed never reaches the server. */
function changesResolver(initial: ContactValues): Resolver<ContactValues, unknown, ContactChanges> {
  const base = contractResolver<ContactChanges, ContactValues>(UpdateContactRequestSchema);
  return (values, context, options) => {
    const changes: Partial<ContactValues> = {};
    if (values.email.trim() !== initial.email) changes.email = values.email;
    if (values.phone.trim() !== initial.phone) changes.phone = values.phone;
    if (Object.keys(changes).length === 0) return { values: {}, errors: {} };
    return base(changes as ContactValues, context, options);
  };
}

/** 'Mis datos': the email the codes go to and the phone we call. */
export function ContactDetailsForm({ email, phone }: { email: string; phone: string | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const initial = useMemo(() => ({ email, phone: phone ?? '' }), [email, phone]);
  const resolver = useMemo(() => changesResolver(initial), [initial]);
  const { register, handleSubmit, formState, setValue } = useForm<ContactValues, unknown, ContactChanges>({
    resolver,
    defaultValues: initial,
  });
  const mutation = useMutation({ mutationFn: updateContact });
  // A new email waits for the code mailed to it; the phone is saved at once.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const submit = handleSubmit(async (changes) => {
    if (changes.email === undefined && changes.phone === undefined) {
      toast.success(t('customer.contact.nothingChanged'));
      return;
    }
    const response = await mutation.mutateAsync(changes).catch(() => null);
    if (!response) return;
    if (changes.email !== undefined) setPendingEmail(changes.email);
    else toast.success(response.message || t('customer.contact.saved'));
    await queryClient.invalidateQueries({ queryKey: CUSTOMER_HOME_KEY });
  });

  const confirmed = async (message: string) => {
    setPendingEmail(null);
    toast.success(message || t('customer.contact.confirmed'));
    await queryClient.invalidateQueries({ queryKey: CUSTOMER_HOME_KEY });
  };
  const cancel = () => {
    setPendingEmail(null);
    setValue('email', initial.email);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {t('customer.contact.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('customer.contact.description')}</p>
      <form noValidate onSubmit={submit} className="mt-5 flex max-w-md flex-col gap-4">
        {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
        <Field label={t('customer.contact.email')} error={formState.errors.email?.message}>
          {(aria) => (
            <Input {...aria} {...register('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <Field label={t('customer.contact.phone')} error={formState.errors.phone?.message}>
          {(aria) => <Input {...aria} {...register('phone')} type="tel" autoComplete="tel" inputMode="tel" />}
        </Field>
        <Button
          type="submit"
          variant="secondary"
          isLoading={mutation.isPending}
          disabled={pendingEmail !== null}
          className="self-start"
        >
          {t('customer.contact.submit')}
        </Button>
      </form>
      {pendingEmail ? (
        <EmailConfirmationStep
          pendingEmail={pendingEmail}
          currentEmail={initial.email}
          onConfirmed={confirmed}
          onCancel={cancel}
        />
      ) : null}
    </section>
  );
}
