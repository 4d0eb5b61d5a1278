import type { StaffClaimDetail } from '@amparo/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPolicyPath } from '../../../navigation/paths';
import { formatDate, formatDateTime } from '../../../ui/format';
import { EmailText } from '../components/email-text';
import { Facts, Section } from '../shared/section';

type ExtraField = StaffClaimDetail['extra_fields'][number];

/** An answer of the claim form as a person reads it: yes/no, a Spanish date, or the text. */
function answer(t: TFunction, field: ExtraField): string | null {
  if (typeof field.value === 'boolean')
    return field.value ? t('admin.claims.facts.yes') : t('admin.claims.facts.no');
  if (field.value === null || field.value === '') return null;
  return field.type === 'date' ? formatDate(field.value) : field.value;
}

export function ClaimPolicySection({ claim }: { claim: StaffClaimDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin.claims.facts.policyTitle')}>
      <Facts
        items={[
          [
            t('admin.claims.facts.policy'),
            <Link
              key="policy"
              to={adminPolicyPath(claim.policy_id)}
              className="text-brand-strong underline-offset-2 hover:underline"
            >
              {claim.policy_number}
            </Link>,
          ],
          [t('admin.claims.facts.productType'), claim.product_type_name],
          [t('admin.claims.facts.device'), claim.device],
          [t('admin.claims.facts.claimType'), claim.claim_type_name],
          [t('admin.claims.facts.occurred'), formatDate(claim.occurred_on)],
          [
            t('admin.claims.facts.sent'),
            claim.sent_at ? formatDateTime(claim.sent_at) : t('admin.claims.notSent'),
          ],
          [t('admin.claims.facts.closed'), claim.closed_at ? formatDateTime(claim.closed_at) : null],
          [t('admin.claims.facts.source'), t(`admin.claims.facts.sources.${claim.source}`)],
        ]}
      />
    </Section>
  );
}

export function ClaimHolderSection({ claim }: { claim: StaffClaimDetail }) {
  const { t } = useTranslation();
  const { policyholder } = claim;
  return (
    <Section title={t('admin.claims.facts.holderTitle')}>
      <Facts
        items={[
          [t('admin.claims.facts.name'), policyholder.name],
          [
            t('admin.claims.facts.email'),
            policyholder.email ? <EmailText key="email" email={policyholder.email} /> : null,
          ],
          [
            t('admin.claims.facts.phone'),
            policyholder.phone ? (
              <a key="phone" href={`tel:${policyholder.phone}`} className="text-brand-strong hover:underline">
                {policyholder.phone}
              </a>
            ) : null,
          ],
        ]}
      />
    </Section>
  );
}

/** What happened, in the customer's words, and the answers of the claim form (spec 3 Claim extra field). */
export function ClaimDescriptionSection({ claim }: { claim: StaffClaimDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin.claims.facts.descriptionTitle')}>
      <p className="text-base whitespace-pre-line text-ink">{claim.description}</p>
      {claim.extra_fields.length > 0 ? (
        <div className="mt-5">
          <h3 className="mb-3 text-base font-bold text-ink">{t('admin.claims.facts.extraTitle')}</h3>
          <Facts items={claim.extra_fields.map((field) => [field.label, answer(t, field)] as const)} />
        </div>
      ) : null}
    </Section>
  );
}
