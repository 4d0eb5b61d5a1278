import type { StaffClaimDetail } from '@amparo/contract';
import { Action, ClaimStatus, can } from '@amparo/domain';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ADMIN_PATHS, adminPolicyPath } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/format';
import { Spinner } from '../../../ui/spinner';
import { BackLink } from '../components/back-link';
import { QueryError } from '../components/query-error';
import { ClaimStatusBadge, claimName, DeadlineBadge } from '../shared/claim-badges';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';
import { ClaimCommentForm } from './claim-comment-form';
import { ClaimDeadlines } from './claim-deadlines';
import { ClaimDocuments } from './claim-documents';
import { ClaimDescriptionSection, ClaimHolderSection, ClaimPolicySection } from './claim-facts';
import { ClaimHistory } from './claim-history';
import { ClaimMessages } from './claim-messages';
import { ClaimPhotoComparison } from './claim-photo-comparison';
import { ClaimRepairCenter } from './claim-repair-center';
import { ClaimStatusActions } from './claim-status-actions';
import { useStaffClaim } from './claims-api';

function Header({ claim, canManage }: { claim: StaffClaimDetail; canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
            {t('admin.claims.detail.title')} <span className="whitespace-nowrap">{claimName(t, claim)}</span>
          </h1>
          <ClaimStatusBadge
            internalStatus={claim.internal_status}
            isDraft={claim.is_draft}
            isDenied={claim.notify_denied}
          />
          <DeadlineBadge state={claim.deadlines.worst} />
        </div>
        <p className="text-base text-muted">
          {t('admin.claims.detail.subtitle', {
            type: claim.claim_type_name,
            device: claim.device,
            date: formatDate(claim.occurred_on),
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">
        <Button asChild variant="secondary" size="sm">
          <Link to={adminPolicyPath(claim.policy_id)}>
            <FileText className="size-4" aria-hidden="true" />
            {t('admin.claims.detail.policy')}
          </Link>
        </Button>
        {canManage ? <ClaimStatusActions claim={claim} /> : null}
      </div>
    </header>
  );
}

/** The notices above the claim: a draft the customer has not sent, a denial, a role that only reads. */
function Notices({ claim, canManage }: { claim: StaffClaimDetail; canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {claim.is_draft ? <Alert tone="info">{t('admin.claims.detail.draftNotice')}</Alert> : null}
      {claim.notify_denied ? (
        <Alert>
          <p className="font-semibold">{t('admin.claims.detail.denied')}</p>
          {claim.denial_reason ? <p>{claim.denial_reason}</p> : null}
        </Alert>
      ) : null}
      {!canManage ? <Alert tone="info">{t('admin.claims.detail.readOnly')}</Alert> : null}
    </>
  );
}

function ClaimView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const query = useStaffClaim(id);
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <p className="flex items-center gap-2 text-muted">
        <Spinner size="sm" />
        {t('admin.table.loading')}
      </p>
    );
  }
  const claim = query.data;
  const canManage = can(role, Action.CLAIMS_MANAGE);
  // A draft is still the customer's, and a closed claim is reopened before anything else changes.
  const isWorkable = canManage && !claim.is_draft && claim.internal_status !== ClaimStatus.CLOSED;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={ADMIN_PATHS.claims}>{t('admin.claims.detail.back')}</BackLink>
      <Header claim={claim} canManage={canManage} />
      <Notices claim={claim} canManage={canManage} />
      {/* The facts come first on a phone; from 1024 px they are the right-hand column. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-start-1">
          <ClaimPolicySection claim={claim} />
          <ClaimHolderSection claim={claim} />
          <ClaimDeadlines deadlines={claim.deadlines} />
          <ClaimRepairCenter claim={claim} canAssign={canManage && !claim.is_draft} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <ClaimDescriptionSection claim={claim} />
          <ClaimDocuments claim={claim} canReview={isWorkable} />
          <ClaimMessages claim={claim} canWrite={canManage} />
          <ClaimPhotoComparison claim={claim} />
          <ClaimHistory claim={claim}>
            {canManage ? <ClaimCommentForm claimId={claim.id} /> : null}
          </ClaimHistory>
        </div>
      </div>
    </div>
  );
}

/** /admin/siniestros/:id: one claim as the desk handles it (claims.read to look, claims.manage to act). */
export default function ClaimDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <RequirePermission action={Action.CLAIMS_READ}>
      {Number.isInteger(id) && id > 0 ? (
        <ClaimView id={id} />
      ) : (
        <Alert>{t('admin.claims.detail.notFound')}</Alert>
      )}
    </RequirePermission>
  );
}
