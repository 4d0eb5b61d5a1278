import type { PolicyEndorsement } from '@amparo/contract';
import { Action, can, DEVICE_CHANGE_LINES, formatEuro, PolicyStatus, periodicityName } from '@amparo/domain';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/format';
import { Section } from '../shared/section';
import { useStaffSession } from '../shell/use-staff-session';
import {
  ChangeDeviceDialog,
  ChangePeriodicityDialog,
  ChangeTierDialog,
  type EndorsedPolicy,
} from './endorsement-dialogs';

type Kind = PolicyEndorsement['kind'];

/** What changed, in a line: the device, the product or the periodicity before and after. */
function changeLine(endorsement: PolicyEndorsement): [string, string] {
  const { before, after } = endorsement;
  if (endorsement.kind === 'device') return [String(before.device), String(after.device)];
  if (endorsement.kind === 'tier') return [String(before.product), String(after.product)];
  const named = (value: unknown) => periodicityName(Number(value)).toLowerCase();
  return [named(before.periodicity), named(after.periodicity)];
}

/**
 * The changes during the year on the policy page (docs/contract.md "Changes during the year"): each
 * suplemento with its date, what changed, the premium before and after and its PDF; and for staff
 * who may change policies in force, the three changes.
 */
export function PolicyEndorsementsSection({
  policy,
}: {
  policy: EndorsedPolicy & { endorsements: PolicyEndorsement[]; status: number };
}) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const [open, setOpen] = useState<Kind | null>(null);
  const inForce =
    policy.status === PolicyStatus.ACTIVE_PAID_SIGNED || policy.status === PolicyStatus.ACTIVE_PAID_UNSIGNED;
  const kinds: Kind[] = [
    ...(DEVICE_CHANGE_LINES.includes(policy.product.product_type_id) ? (['device'] as const) : []),
    'tier',
    'periodicity',
  ];
  return (
    <Section title={t('admin.endorsements.title')}>
      {policy.endorsements.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.endorsements.empty')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line">
          {[...policy.endorsements].reverse().map((e) => {
            const [before, after] = changeLine(e);
            return (
              <li key={e.sequence} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-bold text-ink">
                    {t('admin.endorsements.number', { sequence: e.sequence })} ·{' '}
                    {t(`admin.endorsements.kinds.${e.kind}`)}
                  </span>
                  <Badge tone={e.status === 'applied' ? 'success' : 'info'}>
                    {t(`admin.endorsements.statuses.${e.status}`)}
                  </Badge>
                  <span className="text-sm text-muted">
                    {t('admin.endorsements.from', { date: formatDate(e.effective_on) })}
                  </span>
                </div>
                <p className="text-sm text-ink">{t('admin.endorsements.change', { before, after })}</p>
                <p className="text-sm text-muted">
                  {t(
                    e.status === 'scheduled'
                      ? 'admin.endorsements.nextPremium'
                      : 'admin.endorsements.premium',
                    {
                      before: formatEuro(e.premium_before_cents),
                      after: formatEuro(e.premium_after_cents),
                    },
                  )}
                  {e.adjustment_cents > 0
                    ? ` · ${t('admin.endorsements.adjustment', { amount: formatEuro(e.adjustment_cents) })}`
                    : e.adjustment_cents < 0
                      ? ` · ${t('admin.endorsements.credit', { amount: formatEuro(-e.adjustment_cents) })}`
                      : ''}
                </p>
                <p className="text-sm text-muted">
                  {t(`admin.endorsements.requestedBy.${e.requested_by}`)}
                  {e.needs_phone_check ? ` · ${t('admin.endorsements.phoneCheck')}` : ''}
                </p>
                {e.document_url ? (
                  <a
                    href={e.document_url}
                    className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand underline"
                  >
                    <FileText className="size-4" aria-hidden="true" />
                    {t('admin.endorsements.pdf', { sequence: e.sequence })}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {inForce && can(role, Action.POLICIES_UPDATE) ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {kinds.map((kind) => (
            <Button key={kind} variant="secondary" size="sm" onClick={() => setOpen(kind)}>
              {t(`admin.endorsements.actions.${kind}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {open === 'device' ? <ChangeDeviceDialog policy={policy} onClose={() => setOpen(null)} /> : null}
      {open === 'tier' ? <ChangeTierDialog policy={policy} onClose={() => setOpen(null)} /> : null}
      {open === 'periodicity' ? (
        <ChangePeriodicityDialog policy={policy} onClose={() => setOpen(null)} />
      ) : null}
    </Section>
  );
}
