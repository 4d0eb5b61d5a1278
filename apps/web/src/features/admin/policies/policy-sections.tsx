import type { PolicyDetail } from '@amparo/contract';
import {
  evaluationStatusName,
  formatEuro,
  maskIban,
  paymentMethodTypeName,
  premiumAccount,
  riskTypeName,
} from '@amparo/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { Facts, Section } from '../shared/section';
import { periodicityLabel } from './policies-columns';

type Risk = PolicyDetail['policy_risks'][number];

// The sub-record fields staff need (spec 3 Risk); ids and flags stay out.
const DEVICE_FIELDS = ['brand', 'model', 'reference', 'imei', 'part_number', 'id_number'] as const;

function deviceFacts(t: TFunction, device: Risk['device']) {
  if (!device) return [];
  const facts: [string, ReactNode][] = [];
  for (const key of DEVICE_FIELDS) {
    const value = device[key];
    if (typeof value === 'string' && value) facts.push([t(`admin.policy.device.${key}`), value]);
    // A mobile without IMEI yet: the phone check has not been done (spec 4).
    else if (key === 'imei' && key in device)
      facts.push([t('admin.policy.device.imei'), t('admin.policy.device.noImei')]);
  }
  if (typeof device.evaluation_status === 'number') {
    facts.push([t('admin.policy.device.evaluation'), evaluationStatusName(device.evaluation_status)]);
  }
  return facts;
}

/** `extra` adds a risk's own block under its facts (where the phone was). */
export function RisksSection({
  risks,
  extra,
}: {
  risks: readonly Risk[];
  extra?: (risk: Risk) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin.policy.risks')}>
      {risks.length === 0 ? (
        <p className="text-muted">{t('admin.policy.noRisks')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {risks.map((risk) => (
            <li key={risk.id} className="rounded-xl border border-line p-4">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-bold text-ink">{risk.name}</p>
                <Badge tone="brand">{riskTypeName(risk.risk_type)}</Badge>
                {!risk.active ? <Badge tone="neutral">{t('admin.policy.inactiveRisk')}</Badge> : null}
              </div>
              {risk.description ? <p className="mt-1 text-sm text-muted">{risk.description}</p> : null}
              <div className="mt-3">
                <Facts items={deviceFacts(t, risk.device)} />
              </div>
              {extra?.(risk)}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * The server already masks account numbers ('ES91 **** 1332'); the domain's maskIban would
 * reduce that to '**** 1332', so a masked value is shown as sent and only a full one is masked.
 */
export function PaymentSection({ policy }: { policy: PolicyDetail }) {
  const { t } = useTranslation();
  const account = premiumAccount(policy.policy_payments);
  return (
    <Section title={t('admin.policy.payment')}>
      <Facts
        items={[
          [
            t('admin.policy.premium'),
            `${formatEuro(policy.premium)} ${periodicityLabel(t, policy.periodicity)}`,
          ],
          [t('admin.policy.annualPremium'), formatEuro(policy.annual_premium)],
          // After a mid-year discount the paid receipts keep their price: say what is still owed.
          ...(policy.policy_payments.length > 0
            ? [
                [
                  t('admin.policy.account'),
                  t('admin.policy.accountValue', {
                    paid: formatEuro(account.paid),
                    owed: formatEuro(account.owed),
                  }),
                ] as const,
              ]
            : []),
          [t('admin.policy.paymentMethod'), paymentMethodTypeName(policy.payment_method_type)],
        ]}
      />
      {policy.payment_methods.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-3">
          {policy.payment_methods.map((method) => (
            <li key={method.id} className="rounded-xl bg-page p-4">
              <p className="font-semibold text-ink">{paymentMethodTypeName(method.type)}</p>
              {method.iban ? (
                <p className="mt-1 font-mono text-sm text-ink">
                  <span className="font-sans text-muted">IBAN </span>
                  {maskIban(method.iban)}
                  <span className="sr-only"> ({t('admin.policy.ibanMasked')})</span>
                </p>
              ) : null}
              {method.card_last4 ? (
                <p className="mt-1 font-mono text-sm text-ink">
                  {t('admin.policy.cardEnding', { last4: method.card_last4 })}
                </p>
              ) : null}
              {method.account_holder ? (
                <p className="mt-1 text-sm text-muted">
                  {t('admin.policy.accountHolder', { name: method.account_holder })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
