import type { CustomerPolicy } from '@amparo/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { formatDate } from '../../../ui/format';

type Claim = CustomerPolicy['claims'][number];

const TONES: Record<string, 'brand' | 'success'> = { ABIERTO: 'brand', CERRADO: 'success' };

export function ClaimsList({ claims }: { claims: readonly Claim[] }) {
  const { t } = useTranslation();
  if (claims.length === 0) return <p className="text-sm text-muted">{t('customer.policy.noClaims')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {claims.map((claim) => (
        // The id anchors the 'Adjuntar documentación' notice to its claim.
        <li
          key={claim.id}
          id={`siniestro-${claim.id}`}
          className="flex items-start justify-between gap-3 py-2.5"
        >
          <div>
            <p className="font-semibold text-ink">{claim.claim_type_name}</p>
            <p className="text-sm text-muted">
              {t('customer.policy.occurredOn', { date: formatDate(claim.occurred_on) })}
            </p>
          </div>
          <Badge tone={TONES[claim.status_label] ?? 'neutral'}>{claim.status_label}</Badge>
        </li>
      ))}
    </ul>
  );
}
