import type { CustomerPolicy } from '@amparo/contract';
import { claimTypesFor, formatEuro, Periodicity, PolicyStatus } from '@amparo/domain';
import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { externalLinkProps, resolveNotificationTarget } from '../../../navigation/notification-targets';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { deviceIcon } from '../../../ui/device-icon';
import { formatDate } from '../../../ui/format';
import { policyStatusTone } from '../../../ui/policy-status-tone';
import { ClaimsList } from './claims-list';
import { DeviceChange } from './device-change';
import { PaymentMethodBlock } from './payment-method-block';
import { PolicyCover } from './policy-cover';
import { PolicyDocuments } from './policy-documents';
import { ReceiptsTable } from './receipts-table';
import { RenewalBlock } from './renewal-block';
import { WithdrawalAction } from './withdrawal-action';

/** The policy's insured items with their icons: by risk when the server sends them, else the labels. */
function insuredItems(policy: CustomerPolicy) {
  if (policy.risks?.length)
    return policy.risks.map((risk) => ({
      key: String(risk.id),
      label: risk.label,
      Icon: deviceIcon(risk.risk_type),
    }));
  return policy.devices.map((label) => ({ key: label, label, Icon: deviceIcon(null) }));
}

export function PolicyCard({ policy, now = new Date() }: { policy: CustomerPolicy; now?: Date }) {
  const { t } = useTranslation();
  const amount = formatEuro(policy.premium);
  const titleId = `poliza-${policy.id}`;
  // A policy in force takes claims (spec 4: 2 and 3), and a cancelled one until its cover ends
  // (accepts_claims, packages/domain acceptsClaimsToday); only one that covers some claim type.
  const canDeclareClaim = policy.accepts_claims && claimTypesFor(policy.product.product_type_id).length > 0;
  const canSign = policy.status === PolicyStatus.ACTIVE_PAID_UNSIGNED && policy.sign_link;
  const isCancelled = policy.status === PolicyStatus.CANCELLED;
  // The same rule as the 'Contrato sin firmar' notice (spec 2 policy-sign): our signing page in
  // place, or out of a bank's / mobile web view.
  const sign = canSign
    ? resolveNotificationTarget({ name: 'policy-sign', params: { policySignUrl: policy.sign_link! } })
    : null;
  return (
    <article aria-labelledby={titleId} className="rounded-card bg-white shadow-card ring-1 ring-line">
      <header className="flex flex-col gap-3 border-b border-line p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div>
          <p className="text-sm font-semibold text-muted">
            {t('customer.policy.number', { number: policy.number })}
          </p>
          <h3 id={titleId} className="text-xl font-extrabold text-ink">
            {policy.product.name}
          </h3>
          <p className="mt-1 text-sm text-muted">
            {t('customer.policy.since', { date: formatDate(policy.created_at) })}
          </p>
          {/* The term the contract states (LCS art. 22); a cancelled policy says its own end below. */}
          {!isCancelled && policy.ends_on ? (
            <p className="text-sm text-muted">
              {t('customer.policy.until', { date: formatDate(policy.ends_on) })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <Badge tone={policyStatusTone(policy.status)}>{policy.status_name}</Badge>
          <p className="text-base font-bold text-ink">
            {policy.periodicity === Periodicity.YEARLY
              ? t('customer.policy.perYear', { amount })
              : t('customer.policy.perMonth', { amount })}
          </p>
          {isCancelled ? <WithdrawalAction policy={policy} now={now} /> : null}
        </div>
      </header>
      <div className="grid gap-6 p-5 sm:p-6 lg:grid-cols-2">
        {/* The cover and the claim button first: what the customer has the policy for. */}
        {!isCancelled || policy.accepts_claims ? (
          <div className="lg:col-span-2">
            <PolicyCover policy={policy} canDeclareClaim={canDeclareClaim} />
          </div>
        ) : null}
        <section className="lg:col-span-2">
          <h4 className="text-sm font-bold text-muted uppercase">{t('customer.policy.devices')}</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {insuredItems(policy).map(({ key, label, Icon }) => (
              <li
                key={key}
                className="inline-flex items-center gap-2 rounded-full bg-page px-3 py-1.5 text-sm font-semibold text-ink"
              >
                <Icon className="size-4 text-brand" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
          <DeviceChange policy={policy} />
          {sign ? (
            <Button asChild size="sm" className="mt-4">
              {sign.kind === 'internal' ? (
                <Link to={sign.path}>
                  <PenLine className="size-4" aria-hidden="true" />
                  {t('customer.policy.sign')}
                </Link>
              ) : (
                <a {...externalLinkProps(sign.url, sign.openInNewWindow)}>
                  <PenLine className="size-4" aria-hidden="true" />
                  {t('customer.policy.sign')}
                </a>
              )}
            </Button>
          ) : null}
        </section>
        <section>
          <h4 className="text-sm font-bold text-muted uppercase">{t('customer.policy.claims')}</h4>
          <div className="mt-1">
            <ClaimsList claims={policy.claims} />
          </div>
        </section>
        {!isCancelled ? <RenewalBlock policy={policy} /> : null}
        {policy.status !== PolicyStatus.CANCELLED ? <PaymentMethodBlock policy={policy} /> : null}
        <PolicyDocuments policyId={policy.id} />
        <section>
          <h4 className="text-sm font-bold text-muted uppercase">{t('customer.policy.receipts')}</h4>
          <div className="mt-1">
            <ReceiptsTable payments={policy.payments} policy={policy} />
          </div>
        </section>
      </div>
      {/* Withdrawal (Directive 2023/2673) stays on the card, clearly labelled, for its 15 days, below what the policy is for. */}
      {!isCancelled ? (
        <footer className="flex justify-end border-t border-line px-5 py-4 empty:hidden sm:px-6">
          <WithdrawalAction policy={policy} now={now} />
        </footer>
      ) : null}
    </article>
  );
}
