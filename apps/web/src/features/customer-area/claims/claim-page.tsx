import type { ClaimDetail } from '@amparo/contract';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ApiError } from '../../../api/http';
import { CLAIM_UPLOAD_HASH } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RequirePolicyholder } from '../require-policyholder';
import { AskedOfCustomer } from './asked-of-customer';
import { ClaimDeadlines } from './claim-deadlines';
import { ClaimDetails } from './claim-details';
import { ClaimHeader } from './claim-header';
import { ClaimHistory } from './claim-history';
import { ClaimMessages } from './claim-messages';
import { BackHome, ClaimPageFrame, LoadingBlock } from './claim-page-frame';
import { firstAskedDocument, isClaimClosed } from './claim-upload-rules';
import { useClaim } from './claims-api';
import { DocumentChecklist } from './document-checklist';
import type { Shrinker } from './prepare-claim-file';
import { SendClaimSection } from './send-claim-section';

type ViewOptions = { now: Date; shrink?: Shrinker | undefined };

function ClaimContent({
  claim,
  askedType,
  now,
  shrink,
}: ViewOptions & { claim: ClaimDetail; askedType?: string }) {
  return (
    <>
      <ClaimHeader claim={claim} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex flex-col gap-6">
          {!claim.is_draft && !isClaimClosed(claim) ? <AskedOfCustomer claim={claim} /> : null}
          <DocumentChecklist claim={claim} askedType={askedType} {...(shrink ? { shrink } : {})} />
          {claim.is_draft ? <SendClaimSection claim={claim} /> : null}
          {!claim.is_draft ? <ClaimMessages claim={claim} {...(shrink ? { shrink } : {})} /> : null}
          <ClaimDetails claim={claim} now={now} />
        </div>
        <aside className="flex flex-col gap-6">
          <ClaimDeadlines claim={claim} />
          <ClaimHistory claim={claim} />
        </aside>
      </div>
    </>
  );
}

function ClaimView({ claimId, ...options }: ViewOptions & { claimId: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const claim = useClaim(claimId);
  // '#adjuntar' (the 'Adjuntar documentación' notice): open at the document asked for, chosen once,
  // so that focus does not jump to the next one when this one is uploaded.
  const asked = useRef<{ type: string | undefined } | null>(null);
  if (!asked.current && claim.data)
    asked.current = {
      type: location.hash === `#${CLAIM_UPLOAD_HASH}` ? firstAskedDocument(claim.data)?.type : undefined,
    };
  if (claim.isPending && claim.fetchStatus !== 'idle') return <LoadingBlock />;
  if (!claim.data) {
    const notFound = !claim.isError || (claim.error instanceof ApiError && claim.error.status === 404);
    return (
      <div className="flex flex-col gap-4">
        <Alert>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>
              {notFound ? t('claims.notFound') : `${t('claims.loadError')} ${claim.error?.message ?? ''}`}
            </span>
            {!notFound ? (
              <Button variant="secondary" size="sm" onClick={() => void claim.refetch()}>
                {t('claims.retry')}
              </Button>
            ) : null}
          </div>
        </Alert>
        <BackHome />
      </div>
    );
  }
  const askedType = asked.current?.type;
  return (
    <ClaimContent
      claim={claim.data}
      now={options.now}
      shrink={options.shrink}
      {...(askedType ? { askedType } : {})}
    />
  );
}

/** /area-cliente/siniestros/:id (the claim mails link here). */
export default function ClaimPage({ now, shrink }: { now?: Date; shrink?: Shrinker }) {
  const { id } = useParams();
  const today = useMemo(() => now ?? new Date(), [now]);
  return (
    <RequirePolicyholder>
      {() => (
        <ClaimPageFrame>
          <ClaimView claimId={Number(id)} now={today} shrink={shrink} />
        </ClaimPageFrame>
      )}
    </RequirePolicyholder>
  );
}
