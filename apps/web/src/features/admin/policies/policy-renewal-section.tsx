import type { PolicyRenewal } from '@amparo/contract';
import { Action, can, formatEuro } from '@amparo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client';
import { Button } from '../../../ui/button';
import { ChoiceGroup } from '../../../ui/choice-group';
import { Field } from '../../../ui/field';
import { formatDate, formatDateTime } from '../../../ui/format';
import { Textarea } from '../../../ui/textarea';
import { FormDialog } from '../components/form-dialog';
import { Facts, Section } from '../shared/section';
import { useStaffSession } from '../shell/use-staff-session';
import { POLICIES_KEY } from './policies-api';

type Who = 'phone' | 'mail' | 'insurer';
const WHO: readonly Who[] = ['phone', 'mail', 'insurer'];

/**
 * The next period on the policy page (LCS art. 22, docs/contract.md "Renewal"): its status, dates and
 * premium once announced, the deadline to oppose, who declined and how; and for staff who may
 * cancel, recording the holder's notice received by phone or mail, or the insurer's refusal.
 */
export function PolicyRenewalSection({
  policy,
}: {
  policy: { id: number; number: string; renewal: PolicyRenewal | null };
}) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const [isOpen, setIsOpen] = useState(false);
  const renewal = policy.renewal;
  if (!renewal) return null;
  const declined =
    renewal.declined_by === 'insurer'
      ? t('admin.policy.renewal.byInsurer')
      : renewal.decline_channel
        ? t(`admin.policy.renewal.channels.${renewal.decline_channel}`)
        : null;
  return (
    <Section title={t('admin.policy.renewal.title')}>
      <Facts
        items={[
          [t('admin.policy.renewal.status'), t(`admin.policy.renewal.statuses.${renewal.status}`)],
          [
            t('admin.policy.renewal.period'),
            t('admin.policy.renewal.periodValue', {
              from: formatDate(renewal.starts_on),
              to: formatDate(renewal.ends_on),
            }),
          ],
          [
            t('admin.policy.renewal.premium'),
            renewal.premium_cents === null
              ? null
              : t('admin.policy.renewal.premiumValue', {
                  amount: formatEuro(renewal.premium_cents),
                  annual: formatEuro(renewal.annual_premium_cents ?? 0),
                }),
          ],
          [
            t('admin.policy.renewal.announcedOn'),
            renewal.announced_on ? formatDate(renewal.announced_on) : null,
          ],
          [t('admin.policy.renewal.deadline'), formatDate(renewal.decline_deadline)],
          [
            t('admin.policy.renewal.declined'),
            renewal.declined_at && declined ? `${declined} · ${formatDateTime(renewal.declined_at)}` : null,
          ],
          [t('admin.policy.renewal.reason'), renewal.reason],
        ]}
      />
      {renewal.notice_url ? (
        <a
          href={renewal.notice_url}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand underline"
        >
          <FileText className="size-4" aria-hidden="true" />
          {t('admin.policy.renewal.notice')}
        </a>
      ) : null}
      {can(role, Action.POLICIES_UPDATE) &&
      (renewal.status === 'announced' || renewal.status === 'not_due') ? (
        <div className="mt-4">
          <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
            {t('admin.policy.renewal.record')}
          </Button>
        </div>
      ) : null}
      {isOpen ? <DeclineRenewalDialog policy={policy} onClose={() => setIsOpen(false)} /> : null}
    </Section>
  );
}

function DeclineRenewalDialog({
  policy,
  onClose,
}: {
  policy: { id: number; number: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const [who, setWho] = useState<Who | null>(null);
  const [reason, setReason] = useState('');
  const decline = useMutation({
    mutationFn: () =>
      callApi('declineRenewal', {
        params: { id: policy.id },
        body:
          who === 'insurer'
            ? { by: 'insurer', reason: reason.trim() }
            : { by: 'holder', channel: who ?? 'phone', ...(reason.trim() ? { reason: reason.trim() } : {}) },
      }),
    onSuccess: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (who && !decline.isPending) decline.mutate();
  };
  return (
    <FormDialog
      title={t('admin.policy.renewal.dialogTitle', { number: policy.number })}
      description={t('admin.policy.renewal.dialogDescription')}
      onClose={onClose}
      formId={formId}
      onSubmit={submit}
      submitLabel={t('admin.policy.renewal.confirm')}
      mutation={decline}
      isSubmitDisabled={who === null}
      className="grid gap-4"
    >
      <ChoiceGroup<Who>
        label={t('admin.policy.renewal.who')}
        value={who}
        onValueChange={setWho}
        options={WHO.map((value) => ({
          value,
          content: (
            <span className="block font-semibold text-ink">
              {t(`admin.policy.renewal.whoOptions.${value}`)}
            </span>
          ),
        }))}
      />
      <Field label={t('admin.policy.renewal.reasonLabel')} hint={t('admin.policy.renewal.reasonHint')}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={3}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
