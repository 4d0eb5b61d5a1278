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
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast/toast-store';
import { PageHeader } from '../components/page-header';
import { QueryError } from '../components/query-error';
import { RequirePermission } from '../shell/require-permission';
import { SETTINGS_KEY, type Settings, updateSettings, useSettings } from './settings-api';
import {
  changedSettings,
  type SettingsFormValues,
  settingKind,
  settingsResolver,
  toSettingsFormValues,
} from './settings-form';

// Labels and hints for the keys the product knows; a new key shows its raw name.
const KNOWN_KEYS = [
  'customer_service_phone',
  'customer_service_hours',
  'check_os_version',
  'sepa_creditor_id',
] as const;
type KnownKey = (typeof KNOWN_KEYS)[number];
const isKnown = (key: string): key is KnownKey => (KNOWN_KEYS as readonly string[]).includes(key);

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => settingsResolver(settings), [settings]);
  const { register, control, handleSubmit, formState, reset } = useForm<SettingsFormValues>({
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
      const saved = await mutation.mutateAsync(changes);
      queryClient.setQueryData(SETTINGS_KEY, saved);
      reset(toSettingsFormValues(saved));
      toast.success(t('admin.settings.saved'));
    } catch {
      // The alert above the form shows the server's message.
    }
  });
  const label = (key: string) => (isKnown(key) ? t(`admin.settings.keys.${key}.label`) : key);
  const hint = (key: string) => (isKnown(key) ? t(`admin.settings.keys.${key}.hint`) : undefined);
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
      {Object.entries(settings).map(([key, value]) => {
        const kind = settingKind(value);
        if (kind === 'boolean') {
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
            </div>
          );
        }
        if (kind === 'other') {
          return (
            <div key={key} className="flex flex-col gap-1.5">
              <p className="text-sm font-semibold text-ink">{label(key)}</p>
              <pre className="overflow-x-auto rounded-xl bg-page p-3 font-mono text-xs">
                {JSON.stringify(value, null, 2)}
              </pre>
              <p className="text-sm text-muted">{t('admin.settings.readOnly')}</p>
            </div>
          );
        }
        return (
          <Field key={key} label={label(key)} hint={hint(key)} error={formState.errors[key]?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...register(key)}
                inputMode={kind === 'number' ? 'numeric' : undefined}
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
