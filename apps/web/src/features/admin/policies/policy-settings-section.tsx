import { type PolicyDetail, type PolicySettings, PolicySettingsSchema } from '@amparo/contract';
import { Action, can } from '@amparo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast/toast-store';
import { Facts, Section } from '../shared/section';
import { useStaffSession } from '../shell/use-staff-session';
import { POLICIES_KEY } from './policies-api';
import { savePolicySettings } from './policy-admin-api';

const CONTACT_KEYS = {
  email: 'admin.policyAdmin.settings.contactEmail',
  phone: 'admin.policyAdmin.settings.contactPhone',
  sms: 'admin.policyAdmin.settings.contactSms',
} as const;

/** The policy's settings (POST /policies/{id}/settings): a form for staff who change policies, read-only for others. */
export function PolicySettingsSection({ policy }: { policy: PolicyDetail }) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PolicySettings>(policy.settings);
  const [problem, setProblem] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (body: PolicySettings) => savePolicySettings(policy.id, body),
    onSuccess: async (saved) => {
      setValues(saved);
      toast.success(t('admin.policyAdmin.settings.saved'));
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
    },
  });
  const k = 'admin.policyAdmin.settings';
  if (!can(role, Action.POLICIES_UPDATE))
    return (
      <Section title={t(`${k}.title`)}>
        <Facts
          items={[
            [t(`${k}.mail`), policy.settings.mail_notifications ? t(`${k}.yes`) : t(`${k}.no`)],
            [t(`${k}.contact`), t(CONTACT_KEYS[policy.settings.preferred_contact])],
          ]}
        />
      </Section>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, internal_note: values.internal_note?.trim() ? values.internal_note : null };
    const parsed = PolicySettingsSchema.safeParse(body);
    setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success && !save.isPending) save.mutate(body);
  };
  return (
    <Section title={t(`${k}.title`)}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <Checkbox
          checked={values.mail_notifications}
          onCheckedChange={(checked) => setValues((v) => ({ ...v, mail_notifications: checked }))}
          label={t(`${k}.mail`)}
        />
        <p className="-mt-2 text-sm text-muted">{t(`${k}.mailHint`)}</p>
        <Field label={t(`${k}.contact`)}>
          {(aria) => (
            <Select
              {...aria}
              value={values.preferred_contact}
              onChange={(event) =>
                setValues((v) => ({
                  ...v,
                  preferred_contact: event.target.value as PolicySettings['preferred_contact'],
                }))
              }
            >
              {Object.entries(CONTACT_KEYS).map(([value, key]) => (
                <option key={value} value={value}>
                  {t(key)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t(`${k}.note`)} hint={t(`${k}.noteHint`)} error={problem}>
          {(aria) => (
            <Textarea
              {...aria}
              rows={3}
              maxLength={1000}
              value={values.internal_note ?? ''}
              onChange={(event) => setValues((v) => ({ ...v, internal_note: event.target.value }))}
            />
          )}
        </Field>
        <Button type="submit" size="sm" className="self-start" isLoading={save.isPending}>
          {t(`${k}.save`)}
        </Button>
      </form>
    </Section>
  );
}
