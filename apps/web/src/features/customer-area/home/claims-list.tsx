import type { CustomerPolicy } from '@amparo/contract';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { claimPath } from '../../../navigation/paths';
import { Badge } from '../../../ui/badge';
import { formatDate } from '../../../ui/format';
import { CLAIM_LABEL_TONES } from '../claims/claim-label-tone';

type Claim = CustomerPolicy['claims'][number];

/** Each claim of a policy, opening its page: label, number, and what is still missing. */
export function ClaimsList({ claims }: { claims: readonly Claim[] }) {
  const { t } = useTranslation();
  if (claims.length === 0) return <p className="text-sm text-muted">{t('customer.policy.noClaims')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {claims.map((claim) => (
        // The id anchors a claim of the list (older links to '#siniestro-<id>').
        <li key={claim.id} id={`siniestro-${claim.id}`}>
          <Link
            to={claimPath(claim.id)}
            className="group -mx-2 flex items-start justify-between gap-3 rounded-xl px-2 py-2.5 hover:bg-page"
          >
            <div className="min-w-0">
              <p className="font-semibold text-ink group-hover:underline">{claim.claim_type_name}</p>
              <p className="text-sm text-muted">
                {claim.number ?? t('claims.list.draft')} ·{' '}
                {t('customer.policy.occurredOn', { date: formatDate(claim.occurred_on) })}
              </p>
              {claim.documents_missing.length > 0 ? (
                <p className="text-sm font-semibold text-warning">
                  {t('claims.list.missing', { list: claim.documents_missing.join(', ') })}
                </p>
              ) : null}
            </div>
            <span className="flex shrink-0 items-center gap-1">
              <Badge tone={CLAIM_LABEL_TONES[claim.status_label] ?? 'neutral'}>{claim.status_label}</Badge>
              <ChevronRight className="size-5 text-muted" aria-hidden="true" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
