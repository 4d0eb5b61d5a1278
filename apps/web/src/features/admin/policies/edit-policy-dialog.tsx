import {
  type PolicyDetail,
  type PolicyUpdateRequest,
  PolicyUpdateRequestSchema,
  type z,
} from '@amparo/contract';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { Textarea } from '../../../ui/textarea';
import { FormDialog } from '../components/form-dialog';
import { useFormSave } from '../components/use-form-save';
import { POLICIES_KEY } from './policies-api';
import { updatePolicy } from './policy-admin-api';

type Values = { complete_name: string; email: string; phone: string; description: string };
type Request = z.output<typeof PolicyUpdateRequestSchema>;

const FIELDS = ['complete_name', 'email', 'phone'] as const;

/** Only what differs from the policy is sent; the server checks it with the same schema. */
function changedFields(policy: PolicyDetail, values: Values): PolicyUpdateRequest {
  const risk = policy.policy_risks[0];
  const body: PolicyUpdateRequest = {};
  for (const field of FIELDS) if (values[field].trim() !== policy[field]) body[field] = values[field];
  if (risk && values.description.trim() !== (risk.description ?? ''))
    body.risk = { id: risk.id, description: values.description };
  return body;
}

/**
 * 'Editar datos' (PATCH /policies/{id}, policies.update): the policyholder's
 * name, email and phone on the policy, and the first risk's description.
 */
export function EditPolicyDialog({ policy, onClose }: { policy: PolicyDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const risk = policy.policy_risks[0];
  const { register, handleSubmit, setError, formState, getValues } = useForm<Values, unknown, Request>({
    resolver: contractResolver<Request, Values>(PolicyUpdateRequestSchema, (values) =>
      changedFields(policy, values),
    ),
    defaultValues: {
      complete_name: policy.complete_name,
      email: policy.email,
      phone: policy.phone,
      description: risk?.description ?? '',
    },
  });
  const { mutation, save } = useFormSave({
    mutationFn: (body: Request) => updatePolicy(policy.id, body),
    queryKey: POLICIES_KEY,
    successMessage: t('admin.policyAdmin.edit.done'),
    onClose,
    setError,
    fields: FIELDS,
  });
  const errors = formState.errors;
  // Nothing changed: said here instead of sending a request the server would refuse.
  const [unchanged, setUnchanged] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const nothing = Object.keys(changedFields(policy, getValues())).length === 0;
    setUnchanged(nothing);
    if (nothing) {
      event.preventDefault();
      return;
    }
    return handleSubmit(save)(event);
  };
  return (
    <FormDialog
      title={t('admin.policyAdmin.edit.title')}
      description={t('admin.policyAdmin.edit.description')}
      onClose={onClose}
      formId="edit-policy-form"
      onSubmit={submit}
      submitLabel={t('admin.policyAdmin.edit.save')}
      mutation={mutation}
      className="flex flex-col gap-4"
    >
      {unchanged ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {t('admin.policyAdmin.edit.nothing')}
        </p>
      ) : null}
      <Field label={t('admin.policyAdmin.edit.name')} error={errors.complete_name?.message}>
        {(aria) => <Input {...aria} {...register('complete_name')} autoComplete="off" />}
      </Field>
      <Field label={t('admin.policyAdmin.edit.email')} error={errors.email?.message}>
        {(aria) => <Input {...aria} {...register('email')} type="email" autoComplete="off" />}
      </Field>
      <Field label={t('admin.policyAdmin.edit.phone')} error={errors.phone?.message}>
        {(aria) => <Input {...aria} {...register('phone')} type="tel" autoComplete="off" />}
      </Field>
      {risk ? (
        <Field
          label={t('admin.policyAdmin.edit.risk', { name: risk.name })}
          hint={t('admin.policyAdmin.edit.riskHint')}
          error={(errors as Record<string, { message?: string }>).risk?.message}
        >
          {(aria) => <Textarea {...aria} {...register('description')} rows={2} maxLength={200} />}
        </Field>
      ) : null}
    </FormDialog>
  );
}
