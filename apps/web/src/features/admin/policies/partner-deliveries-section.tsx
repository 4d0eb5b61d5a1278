import type { PartnerDelivery } from '@amparo/contract';
import { Action, can } from '@amparo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { formatDateTime } from '../../../ui/format';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast/toast-store';
import { QueryError } from '../components/query-error';
import { Section } from '../shared/section';
import { useStaffSession } from '../shell/use-staff-session';
import { POLICIES_KEY } from './policies-api';
import { sendPolicyToPartner, usePartnerDeliveries } from './policy-admin-api';

const TONES: Record<PartnerDelivery['status'], BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

/**
 * 'Envíos a socios': the log of the policy's sends to partner systems and, for staff
 * who change policies, 'Enviar a socio'. One Idempotency-Key per chosen partner and
 * send, so a double click sends once; a new key after each answer.
 */
export function PartnerDeliveriesSection({ policyId }: { policyId: number }) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const queryClient = useQueryClient();
  const deliveries = usePartnerDeliveries(policyId);
  const [partner, setPartner] = useState('');
  const [requestKey, setRequestKey] = useState(newIdempotencyKey);
  const k = 'admin.policyAdmin.partners';
  const send = useMutation({
    mutationFn: (name: string) => sendPolicyToPartner(policyId, name, requestKey),
    onSuccess: async (delivery) => {
      toast.success(t(`${k}.sent`, { partner: delivery.partner }));
      setRequestKey(newIdempotencyKey());
      await queryClient.invalidateQueries({ queryKey: [...POLICIES_KEY, 'partner-deliveries', policyId] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (deliveries.isError)
    return (
      <Section title={t(`${k}.title`)}>
        <QueryError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      </Section>
    );
  if (!deliveries.data)
    return (
      <Section title={t(`${k}.title`)}>
        <p className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('admin.table.loading')}
        </p>
      </Section>
    );
  const partners = deliveries.data.partners;
  const chosen = partner || partners[0] || '';
  return (
    <Section title={t(`${k}.title`)}>
      {can(role, Action.POLICIES_UPDATE) ? (
        partners.length ? (
          <div className="mb-4 flex flex-wrap items-end gap-2">
            <Field label={t(`${k}.partner`)}>
              {(aria) => (
                <Select {...aria} value={chosen} onChange={(event) => setPartner(event.target.value)}>
                  {partners.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Button size="sm" isLoading={send.isPending} onClick={() => chosen && send.mutate(chosen)}>
              <Send className="size-4" aria-hidden="true" />
              {t(`${k}.send`)}
            </Button>
          </div>
        ) : (
          <p className="mb-4 text-sm text-muted">{t(`${k}.noPartners`)}</p>
        )
      ) : null}
      {deliveries.data.data.length === 0 ? <p className="text-muted">{t(`${k}.none`)}</p> : null}
      <ul className="flex flex-col gap-3">
        {deliveries.data.data.map((d) => (
          <li key={d.id} className="flex flex-col gap-1 border-t border-line pt-3 first:border-0 first:pt-0">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">{d.partner}</span>
              <Badge tone={TONES[d.status]}>{t(`${k}.status.${d.status}`)}</Badge>
              <span className="text-sm text-muted">{t(`${k}.attempts`, { count: d.attempts })}</span>
            </div>
            <p className="text-sm text-muted">
              {d.delivered_at
                ? t(`${k}.deliveredAt`, { date: formatDateTime(d.delivered_at) })
                : t(`${k}.createdAt`, { date: formatDateTime(d.created_at) })}
            </p>
            {d.last_error && d.status !== 'delivered' ? (
              <p className="text-sm break-words text-danger">
                {t(`${k}.lastError`, { error: d.last_error })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
