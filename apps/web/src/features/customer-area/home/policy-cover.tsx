import type { CustomerPolicy } from '@amparo/contract';
import { CLAIM_REPORT_DAYS, excessFor } from '@amparo/domain';
import { Check, FilePlus2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newClaimPath } from '../../../navigation/paths';
import { Button } from '../../../ui/button';

/**
 * What the policy is for, first on its card: what it covers, what a claim costs (the excess, the
 * same sentence as the IPID and the contract) and how to claim, with 'Declarar siniestro'.
 */
export function PolicyCover({
  policy,
  canDeclareClaim,
}: {
  policy: CustomerPolicy;
  canDeclareClaim: boolean;
}) {
  const { t } = useTranslation();
  const coverages = policy.product.coverages ?? [];
  const titleId = `cobertura-${policy.id}`;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-brand-soft/40 p-4 ring-1 ring-line sm:p-5">
      <h4 id={titleId} className="text-sm font-bold text-muted uppercase">
        {t('customer.policy.cover.title')}
      </h4>
      {coverages.length > 0 ? (
        <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
          {coverages.map((coverage) => (
            <li key={coverage} className="flex items-start gap-2 text-base text-ink">
              <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
              {coverage}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm text-ink">{excessFor(policy.product.product_type_id)}</p>
      <p className="mt-1 text-sm text-muted">
        {t('customer.policy.cover.howToClaim', { days: CLAIM_REPORT_DAYS })}
      </p>
      {canDeclareClaim ? (
        <Button asChild size="sm" className="mt-4">
          <Link to={newClaimPath(policy.id)} aria-label={t('claims.declareAria', { number: policy.number })}>
            <FilePlus2 className="size-4" aria-hidden="true" />
            {t('claims.declare')}
          </Link>
        </Button>
      ) : null}
    </section>
  );
}
