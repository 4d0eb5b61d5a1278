import { normalizePhone } from '@amparo/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../button';
import { Field, Input } from '../field';
import { contractResolver } from '../form/contract-resolver';
import { toast } from '../toast/toast-store';
import { closeModal } from './modal-bus';
import { ModalFrame } from './modal-frame';
import type { ModalPropsMap, UserEditValues } from './modal-types';

const FORM_ID = 'user-edit-form';
const FIELDS = ['name', 'surname1', 'surname2', 'email', 'phone'] as const;

function createUserEditSchema(required: string, email: string) {
  const text = z.string().trim().min(1, { error: required }).max(80);
  return z.object({
    name: text,
    surname1: text,
    surname2: z.string().trim().max(80),
    email: z.email({ error: email }),
    // Spec 5: the phone keeps digits only.
    phone: z
      .string()
      .transform(normalizePhone)
      .pipe(z.string().min(9, { error: required })),
  });
}

export function UserEditModal({ initialValues, onSubmit }: ModalPropsMap['user-edit']) {
  const { t } = useTranslation();
  const [isSaving, setIsSaving] = useState(false);
  const schema = useMemo(
    () => createUserEditSchema(t('modals.userEdit.errors.required'), t('modals.userEdit.errors.email')),
    [t],
  );
  const { register, handleSubmit, formState } = useForm<UserEditValues>({
    resolver: contractResolver(schema),
    defaultValues: { name: '', surname1: '', surname2: '', email: '', phone: '', ...initialValues },
  });

  const submit = handleSubmit(async (values) => {
    setIsSaving(true);
    try {
      await onSubmit(values);
      closeModal();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : undefined);
    } finally {
      setIsSaving(false);
    }
  });

  const inputProps: Record<(typeof FIELDS)[number], { type?: string; autoComplete: string }> = {
    name: { autoComplete: 'given-name' },
    surname1: { autoComplete: 'family-name' },
    surname2: { autoComplete: 'additional-name' },
    email: { type: 'email', autoComplete: 'email' },
    phone: { type: 'tel', autoComplete: 'tel' },
  };

  return (
    <ModalFrame
      title={t('modals.userEdit.title')}
      description={t('modals.userEdit.description')}
      footer={
        <Button type="submit" form={FORM_ID} isLoading={isSaving}>
          {t('modals.userEdit.submit')}
        </Button>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {FIELDS.map((field) => (
          <Field key={field} label={t(`modals.userEdit.${field}`)} error={formState.errors[field]?.message}>
            {(aria) => <Input {...aria} {...inputProps[field]} {...register(field)} />}
          </Field>
        ))}
      </form>
    </ModalFrame>
  );
}
