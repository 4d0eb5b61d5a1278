import type { User } from '@amparo/contract';
import { ROLE_NAMES, STAFF_ROLES } from '@amparo/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { CheckboxField } from '../components/checkbox-field';
import { FormDialog } from '../components/form-dialog';
import { useFormSave } from '../components/use-form-save';
import {
  type CreateUserValues,
  createUserResolver,
  toFormValues,
  type UpdateUserValues,
  USER_FORM_FIELDS,
  type UserFormValues,
  updateUserResolver,
} from './user-form-schema';
import { createUser, USERS_KEY, updateUser } from './users-api';

const FORM_ID = 'user-form';

/** Create (no user) or edit a back-office user, validated with the contract schemas. */
export function UserFormDialog({ user, onClose }: { user?: User; onClose: () => void }) {
  const { t } = useTranslation();
  const isEdit = user !== undefined;
  const resolver = useMemo(() => (user ? updateUserResolver(user) : createUserResolver), [user]);
  const { register, control, handleSubmit, setError, formState } = useForm<
    UserFormValues,
    unknown,
    CreateUserValues | UpdateUserValues
  >({ resolver, defaultValues: toFormValues(user) });
  const { mutation, save } = useFormSave({
    mutationFn: (values: CreateUserValues | UpdateUserValues) =>
      user ? updateUser(user.id, values) : createUser(values as CreateUserValues),
    queryKey: USERS_KEY,
    successMessage: isEdit ? t('admin.users.form.saved') : t('admin.users.form.created'),
    onClose,
    setError,
    fields: USER_FORM_FIELDS,
  });
  const submit = handleSubmit(save);

  const errors = formState.errors;
  const roles = user && !STAFF_ROLES.includes(user.role) ? [user.role, ...STAFF_ROLES] : STAFF_ROLES;
  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={isEdit ? t('admin.users.form.editTitle') : t('admin.users.form.createTitle')}
      description={t('admin.users.form.description')}
      formId={FORM_ID}
      onSubmit={submit}
      submitLabel={isEdit ? t('admin.users.form.submitEdit') : t('admin.users.form.submitCreate')}
      mutation={mutation}
    >
      <div className="sm:col-span-2">
        <Field label={t('admin.users.form.email')} error={errors.email?.message}>
          {(aria) => <Input {...aria} {...register('email')} type="email" autoComplete="off" />}
        </Field>
      </div>
      <Field label={t('admin.users.form.name')} error={errors.name?.message}>
        {(aria) => <Input {...aria} {...register('name')} autoComplete="off" />}
      </Field>
      <Field label={t('admin.users.form.surname1')} error={errors.surname1?.message}>
        {(aria) => <Input {...aria} {...register('surname1')} autoComplete="off" />}
      </Field>
      <Field label={t('admin.users.form.surname2')} error={errors.surname2?.message}>
        {(aria) => <Input {...aria} {...register('surname2')} autoComplete="off" />}
      </Field>
      <Field label={t('admin.users.form.role')} error={errors.role?.message}>
        {(aria) => (
          <Select {...aria} {...register('role')} disabled={user?.role === 'policyholder'}>
            <option value="" disabled>
              —
            </option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {ROLE_NAMES[role]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('admin.users.form.phone')} error={errors.phone?.message}>
        {(aria) => <Input {...aria} {...register('phone')} type="tel" inputMode="tel" autoComplete="off" />}
      </Field>
      <Field label={t('admin.users.form.documentCode')} error={errors.documentCode?.message}>
        {(aria) => <Input {...aria} {...register('documentCode')} autoComplete="off" />}
      </Field>
      <div className="sm:col-span-2">
        <Field
          label={isEdit ? t('admin.users.form.passwordEdit') : t('admin.users.form.password')}
          hint={isEdit ? t('admin.users.form.passwordEditHint') : t('admin.users.form.passwordHint')}
          error={errors.password?.message}
        >
          {(aria) => (
            <Input {...aria} {...register('password')} type="password" autoComplete="new-password" />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <CheckboxField control={control} name="employee" label={t('admin.users.form.employee')} />
      </div>
    </FormDialog>
  );
}
