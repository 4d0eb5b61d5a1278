import type { ClaimDetail } from '@amparo/contract';
import { ClaimStatus, claimDraftKeptUntil } from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { formatDate } from '../../../ui/format';
import { CLAIM_LABEL_TONES } from './claim-label-tone';
import { BackHome } from './claim-page-frame';

/** The page's title: focus goes there when the claim changes shape (sent). */
export const CLAIM_TITLE_ID = 'siniestro-titulo';

/** Type, number (or draft), status, item and dates; a denial with its reason (spec 4 notify_denied). */
export function ClaimHeader({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-3">
      <BackHome />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-muted">
            {claim.number ? t('claims.page.number', { number: claim.number }) : t('claims.page.draft')}
          </p>
          <h1
            id={CLAIM_TITLE_ID}
            tabIndex={-1}
            className="text-2xl font-extrabold text-ink outline-none sm:text-3xl"
          >
            {claim.claim_type_name}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={CLAIM_LABEL_TONES[claim.status_label] ?? 'neutral'}>{claim.status_label}</Badge>
          {claim.notify_denied ? <Badge tone="danger">{t('claims.page.deniedBadge')}</Badge> : null}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <li>{t('claims.page.device', { device: claim.device })}</li>
        <li>{t('claims.page.policy', { number: claim.policy_number })}</li>
        <li>{t('claims.page.occurred', { date: formatDate(claim.occurred_on) })}</li>
        {claim.sent_at ? <li>{t('claims.page.sent', { date: formatDate(claim.sent_at) })}</li> : null}
        {claim.closed_at ? <li>{t('claims.page.closed', { date: formatDate(claim.closed_at) })}</li> : null}
      </ul>
      {claim.is_draft ? (
        <Alert tone="info">
          {t('claims.page.draftKept', {
            date: formatDate(claimDraftKeptUntil(new Date(claim.updated_at)).toISOString()),
          })}
        </Alert>
      ) : null}
      {claim.notify_denied ? (
        <Alert>
          <p className="font-bold">{t('claims.page.denied')}</p>
          <p>{claim.denial_reason || t('claims.page.deniedNoReason')}</p>
        </Alert>
      ) : claim.internal_status === ClaimStatus.DOCUMENTATION_REJECTED ? (
        // A file refused, or a document the desk asked for: each says what to do.
        claim.checklist.items.some((item) => item.state === 'rejected') ? (
          <Alert>{t('claims.page.rejectedDocs')}</Alert>
        ) : (
          <Alert tone="info">{t('claims.page.requestedDocs')}</Alert>
        )
      ) : null}
    </header>
  );
}
