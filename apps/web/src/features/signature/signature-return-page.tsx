import type { SigningState } from '@amparo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Download, FileClock, FileWarning, FileX2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { externalLinkProps } from '../../navigation/notification-targets';
import { PATHS, signatureReturnPath, signingPath } from '../../navigation/paths';
import { Button } from '../../ui/button';
import { openModal } from '../../ui/modals/modal-bus';
import { Spinner } from '../../ui/spinner';
import { StatusPage } from '../../ui/status-page';
import { SIGNING_WINDOW_DAYS } from './expired-signing';
import { NoSigningAccess } from './no-signing-access';
import { signingQueryKey, useSigningState } from './signing-api';
import { type SigningCredential, useSigningAccess } from './use-signing-access';

/** A signature just made may still be sealing: ask again every few seconds, a few times. */
const POLL_MS = 2500;
const POLLS = 6;

function Checking() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-24" role="status">
      <Spinner />
      <span className="sr-only">{t('signature.checking')}</span>
    </div>
  );
}

function Signed({ state }: { state: SigningState }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={CircleCheck}
      tone="success"
      eyebrow={t('signature.eyebrow', { number: state.policy.number })}
      title={t('signature.signed.title')}
      body={<p>{t('signature.signed.body')}</p>}
      actions={
        <>
          {state.contract_link ? (
            <Button asChild className="whitespace-nowrap">
              <a {...externalLinkProps(state.contract_link)} download>
                <Download className="size-5 shrink-0" aria-hidden="true" />
                {t('signature.signed.download')}
              </a>
            </Button>
          ) : null}
          <Button asChild variant="secondary" className="whitespace-nowrap">
            <Link to={PATHS.customerArea}>{t('signature.signed.customerArea')}</Link>
          </Button>
        </>
      }
    />
  );
}

function Failed({ policyId, state }: { policyId: number; state: SigningState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showModal = () => openModal('sign-error', { onRetry: () => void navigate(signingPath(policyId)) });
  // The server says the signing failed: the sign error modal (spec 2) says so and offers a retry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure shown, not per render
  useEffect(showModal, []);
  return (
    <StatusPage
      icon={FileWarning}
      tone="danger"
      eyebrow={t('signature.eyebrow', { number: state.policy.number })}
      title={t('signature.failed.title')}
      body={<p>{state.signature?.failure_reason ?? t('signature.failed.body')}</p>}
      callYouReason="signature"
      actions={
        <>
          <Button asChild size="lg">
            <Link to={signingPath(policyId)}>{t('modals.signError.retry')}</Link>
          </Button>
          <Button size="lg" variant="secondary" onClick={showModal}>
            {t('signature.failed.action')}
          </Button>
        </>
      }
    />
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={FileWarning}
      tone="warning"
      title={t('signature.loadError')}
      body={<p>{message}</p>}
      callYouReason="signature"
      actions={
        <Button size="lg" onClick={onRetry}>
          {t('signature.retryLoad')}
        </Button>
      }
    />
  );
}

function Outcome({ policyId, credential }: { policyId: number; credential: SigningCredential }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useSigningState(policyId, credential, (state, fetches) =>
    state?.outcome === 'pending' && fetches < POLLS ? POLL_MS : false,
  );
  if (query.isPending) return <Checking />;
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  const state = query.data;
  switch (state.outcome) {
    case 'signed':
      return <Signed state={state} />;
    case 'failed':
      return <Failed policyId={policyId} state={state} />;
    case 'expired':
      return (
        <StatusPage
          icon={FileClock}
          tone="warning"
          eyebrow={t('signature.eyebrow', { number: state.policy.number })}
          title={t('signature.expired.title')}
          body={<p>{t('signature.expired.body', { days: SIGNING_WINDOW_DAYS })}</p>}
          callYouReason="signature"
          actions={
            <Button asChild size="lg">
              <Link to={signingPath(policyId)}>{t('signature.expired.action')}</Link>
            </Button>
          }
        />
      );
    case 'none':
      return (
        <StatusPage
          icon={FileX2}
          tone="warning"
          eyebrow={t('signature.eyebrow', { number: state.policy.number })}
          title={t('signature.none.title')}
          body={<p>{t('signature.none.body')}</p>}
          callYouReason="signature"
        />
      );
    case 'pending': {
      const key = [...signingQueryKey(policyId), credential.kind];
      const stillPending = (queryClient.getQueryState(key)?.dataUpdateCount ?? 0) >= POLLS;
      return (
        <StatusPage
          icon={FileClock}
          eyebrow={t('signature.eyebrow', { number: state.policy.number })}
          title={t('signature.pending.title')}
          body={<p>{stillPending ? t('signature.pending.stillPending') : t('signature.pending.body')}</p>}
          callYouReason="signature"
          actions={
            <>
              {stillPending ? null : <Spinner />}
              <Button asChild size="lg" variant={stillPending ? 'primary' : 'secondary'}>
                <Link to={signingPath(policyId)}>{t('signature.pending.action')}</Link>
              </Button>
            </>
          }
        />
      );
    }
  }
}

/**
 * /signature/:id/return (spec 2) — where signing ends. The outcome is the server's
 * (`GET /policies/:id/signature`), never the address's: a `?status=signed` proves nothing.
 */
export default function SignatureReturnPage() {
  const { id } = useParams();
  const policyId = Number(id);
  const access = useSigningAccess(policyId);
  switch (access.status) {
    case 'loading':
      return <Checking />;
    case 'ready':
      return <Outcome policyId={policyId} credential={access.credential} />;
    case 'error':
      return <LoadError message={access.error.message} onRetry={access.retry} />;
    default:
      return <NoSigningAccess returnTo={signatureReturnPath(policyId)} textKey="signature.noAccess" />;
  }
}
