import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { adminClaimPath } from '../../../navigation/paths';
import { formatDate } from '../../../ui/format';
import { Spinner } from '../../../ui/spinner';
import { QueryError } from '../components/query-error';
import { ClaimStatusBadge, claimName, DeadlineBadge } from '../shared/claim-badges';
import { Section } from '../shared/section';

/** 'Siniestros' of one policy (GET /policies/{id}/claims), drafts included, each opening the claim page. */
export function PolicyClaims({ policyId }: { policyId: number }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['admin', 'policy-claims', policyId],
    queryFn: ({ signal }) => callApi('listPolicyClaimsOfPolicy', { params: { id: policyId }, signal }),
    select: (list) => list.data,
  });
  const claims = query.data;
  return (
    <Section title={t('admin.policyClaims.title')}>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {!claims && !query.isError ? (
        <p className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('admin.table.loading')}
        </p>
      ) : null}
      {claims && claims.length === 0 ? <p className="text-muted">{t('admin.policyClaims.empty')}</p> : null}
      {claims && claims.length > 0 ? (
        <ul aria-label={t('admin.policyClaims.list')} className="flex flex-col divide-y divide-line">
          {claims.map((claim) => (
            <li key={claim.id}>
              <Link
                to={adminClaimPath(claim.id)}
                className="group flex items-center gap-3 py-3 hover:bg-page sm:px-2"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-brand-strong group-hover:underline">
                      {claimName(t, claim)}
                    </span>
                    <ClaimStatusBadge
                      internalStatus={claim.internal_status}
                      isDraft={claim.is_draft}
                      isDenied={claim.notify_denied}
                    />
                    {claim.is_draft ? null : <DeadlineBadge state={claim.deadlines.worst} />}
                  </div>
                  <p className="text-sm text-muted">
                    {claim.claim_type_name} · {claim.device} ·{' '}
                    {claim.sent_at
                      ? t('admin.claims.sentOn', { date: formatDate(claim.sent_at) })
                      : t('admin.claims.notSent')}
                  </p>
                </div>
                <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
