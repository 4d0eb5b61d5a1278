import type { User } from '@amparo/contract';
import { ROLE_NAMES, STAFF_ROLES } from '@amparo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast/toast-store';
import { AdminDialog } from '../components/admin-dialog';
import { applyServerErrors } from '../components/form-errors';
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
  const queryClient = useQueryClient();
  const isEdit = user !== undefined;
  const resolver = useMemo(() => (user ? updateUserResolver(user) : createUserResolver), [user]);
  const { register, control, handleSubmit, setError, formState } = useForm<
    UserFormValues,
    unknown,
    CreateUserValues | UpdateUserValues
  >({ resolver, defaultValues: toFormValues(user) });
  const mutation = useMutation({
    mutationFn: (values: CreateUserValues | UpdateUserValues) =>
      user ? updateUser(user.id, values) : createUser(values as CreateUserValues),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      toast.success(isEdit ? t('admin.users.form.saved') : t('admin.users.form.created'));
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, USER_FORM_FIELDS);
    }
  });

  const errors = formState.errors;
  const roles = user && !STAFF_ROLES.includes(user.role) ? [user.role, ...STAFF_ROLES] : STAFF_ROLES;
  return (
    <AdminDialog
      onClose={onClose}
      size="lg"
      title={isEdit ? t('admin.users.form.editTitle') : t('admin.users.form.createTitle')}
      description={t('admin.users.form.description')}
      footer={
        <Button type="submit" form={FORM_ID} isLoading={mutation.isPending}>
          {isEdit ? t('admin.users.form.submitEdit') : t('admin.users.form.submitCreate')}
        </Button>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {mutation.isError ? <Alert className="sm:col-span-2">{errorMessage(mutation.error)}</Alert> : null}
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
          <Controller
            control={control}
            name="employee"
            render={({ field }) => (
              <Checkbox
                checked={field.value}
                onCheckedChange={field.onChange}
                label={t('admin.users.form.employee')}
              />
            )}
          />
        </div>
      </form>
    </AdminDialog>
  );
}
