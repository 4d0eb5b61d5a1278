import { SETTING_KEYS, type SettingKey, type Settings, type SettingsPatch } from '@amparo/contract';
import { Action } from '@amparo/domain';
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
import { Spinner } from '../../../ui/spinner';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast/toast-store';
import { applyServerErrors } from '../components/form-errors';
import { PageHeader } from '../components/page-header';
import { QueryError } from '../components/query-error';
import { RequirePermission } from '../shell/require-permission';
import { SETTINGS_KEY, updateSettings, useSettings } from './settings-api';
import {
  changedSettings,
  type SettingsFormValues,
  settingChoices,
  settingKind,
  settingsResolver,
  toSettingsFormValues,
} from './settings-form';

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => settingsResolver(settings), [settings]);
  const { register, control, handleSubmit, formState, reset, setError } = useForm<SettingsFormValues>({
    resolver,
    defaultValues: toSettingsFormValues(settings),
  });
  const mutation = useMutation({ mutationFn: updateSettings });
  const submit = handleSubmit(async (values) => {
    const changes = changedSettings(settings, values);
    if (Object.keys(changes).length === 0) {
      toast.success(t('admin.settings.noChanges'));
      return;
    }
    try {
      // Checked by the resolver with the contract's rules; the server checks again.
      const saved = await mutation.mutateAsync(changes as SettingsPatch);
      queryClient.setQueryData(SETTINGS_KEY, saved);
      reset(toSettingsFormValues(saved));
      toast.success(t('admin.settings.saved'));
    } catch (error) {
      // Nothing was saved: the alert above the form says why, each bad value is marked on its field.
      applyServerErrors(error, setError, SETTING_KEYS);
    }
  });
  const label = (key: SettingKey) => t(`admin.settings.keys.${key}.label`);
  const hint = (key: SettingKey) => t(`admin.settings.keys.${key}.hint`);
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
      {SETTING_KEYS.map((key) => {
        if (settingKind(key) === 'boolean') {
          return (
            <div key={key} className="flex flex-col gap-1">
              <Controller
                control={control}
                name={key}
                render={({ field }) => (
                  <Checkbox
                    checked={field.value === true}
                    onCheckedChange={field.onChange}
                    label={label(key)}
                  />
                )}
              />
              {hint(key) ? <p className="pl-9 text-sm text-muted">{hint(key)}</p> : null}
              {formState.errors[key]?.message ? (
                <p className="pl-9 text-sm text-danger">{formState.errors[key]?.message}</p>
              ) : null}
            </div>
          );
        }
        if (key === 'insurer_legal_text') {
          // A long text printed in every contract: several lines to read it whole.
          return (
            <Field key={key} label={label(key)} hint={hint(key)} error={formState.errors[key]?.message}>
              {(aria) => <Textarea {...aria} {...register(key)} rows={6} />}
            </Field>
          );
        }
        if (settingKind(key) === 'choice') {
          return (
            <Field key={key} label={label(key)} hint={hint(key)} error={formState.errors[key]?.message}>
              {(aria) => (
                <Controller
                  control={control}
                  name={key}
                  render={({ field }) => (
                    <Select
                      {...aria}
                      ref={field.ref}
                      name={field.name}
                      value={String(field.value)}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      className="sm:max-w-md"
                    >
                      {/* A value missing on the server shows as this empty choice; saving it empty is refused by the rule. */}
                      <option value="">{t('admin.settings.choose')}</option>
                      {settingChoices(key).map((value) => (
                        <option key={value} value={value}>
                          {/* Only 'choice' settings get here, and each has its options in es-admin. */}
                          {t(
                            `admin.settings.keys.${key}.options.${value}` as 'admin.settings.keys.cancellation_mode.options.pro_rata',
                          )}
                        </option>
                      ))}
                    </Select>
                  )}
                />
              )}
            </Field>
          );
        }
        return (
          <Field key={key} label={label(key)} hint={hint(key)} error={formState.errors[key]?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...register(key)}
                inputMode={
                  key === 'customer_service_phone'
                    ? 'tel'
                    : settingKind(key) === 'number'
                      ? 'numeric'
                      : undefined
                }
                autoComplete="off"
                className="sm:max-w-md"
              />
            )}
          </Field>
        );
      })}
      <div className="flex justify-end border-t border-line pt-5">
        <Button type="submit" isLoading={mutation.isPending} disabled={!formState.isDirty}>
          {t('admin.settings.submit')}
        </Button>
      </div>
    </form>
  );
}

function SettingsView() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={t('admin.settings.title')} description={t('admin.settings.description')} />
      {settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <p className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('admin.table.loading')}
        </p>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </div>
  );
}

/** /admin/ajustes (administration only). */
export default function SettingsPage() {
  return (
    <RequirePermission action={Action.SETTINGS_MANAGE}>
      <SettingsView />
    </RequirePermission>
  );
}
