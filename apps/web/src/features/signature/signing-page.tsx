import type { SigningState } from '@amparo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FileX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isDeadLink } from '../../api/policy-access';
import { signatureReturnPath, signingPath } from '../../navigation/paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ExpiredLinkPage } from '../../ui/expired-link-page';
import { formatDate } from '../../ui/format';
import { Spinner } from '../../ui/spinner';
import { StatusPage } from '../../ui/status-page';
import { ContractViewer } from './contract-viewer';
import { ExpiredSigning, SIGNING_WINDOW_DAYS } from './expired-signing';
import { NoSigningAccess } from './no-signing-access';
import { PolicySummary } from './policy-summary';
import { SignForm } from './sign-form';
import { signingQueryKey, useSigningState } from './signing-api';
import { type SigningCredential, useSigningAccess } from './use-signing-access';

const card = 'rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-8';

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-24" role="status">
      <Spinner />
      <span className="sr-only">{t('signing.loading')}</span>
    </div>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-14">
      <Alert>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>
            {t('signing.loadError')} {message}
          </span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('signing.retryLoad')}
          </Button>
        </div>
      </Alert>
    </div>
  );
}

function Layout({
  policy,
  expiresAt,
  children,
}: {
  policy: SigningState['policy'];
  /** When the open signing lapses if left alone; said so the customer is not surprised. */
  expiresAt?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-3 py-6 sm:gap-6 sm:px-6 sm:py-10">
      <header className={card}>
        <p className="text-sm font-semibold text-muted uppercase">
          {t('signing.eyebrow', { number: policy.number })}
        </p>
        <h1 className="mt-1 text-2xl font-extrabold text-ink sm:text-3xl">{t('signing.title')}</h1>
        <p className="mt-2 text-base leading-7 text-muted">{t('signing.lead')}</p>
        {expiresAt ? (
          <p className="mt-2 text-sm leading-6 text-muted">
            {t('signing.deadline', { date: formatDate(expiresAt), days: SIGNING_WINDOW_DAYS })}
          </p>
        ) : null}
        <div className="mt-4">
          <PolicySummary policy={policy} />
        </div>
      </header>
      {children}
    </div>
  );
}

function SigningView({ policyId, credential }: { policyId: number; credential: SigningCredential }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useSigningState(policyId, credential);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: signingQueryKey(policyId) });

  if (state.isPending) return <Loading />;
  if (state.isError) {
    if (credential.kind === 'token' && isDeadLink(state.error))
      return <ExpiredLinkPage callYouReason="firma-enlace-caducado" />;
    return <LoadError message={state.error.message} onRetry={() => void state.refetch()} />;
  }
  const data = state.data;
  // Already signed: the return page shows it, with the signed contract.
  if (data.outcome === 'signed') return <Navigate to={signatureReturnPath(policyId)} replace />;
  const { signature } = data;
  if (data.outcome === 'none' || !signature) {
    return (
      <StatusPage
        icon={FileX2}
        tone="warning"
        eyebrow={t('signing.eyebrow', { number: data.policy.number })}
        title={t('signing.nothingToSign.title')}
        body={<p>{t('signing.nothingToSign.body')}</p>}
        callYouReason="firma"
      />
    );
  }
  if (data.outcome === 'expired') {
    return (
      <Layout policy={data.policy}>
        <div className={card}>
          <ExpiredSigning
            policyId={policyId}
            credential={credential}
            onRestarted={(fresh) => {
              queryClient.setQueryData([...signingQueryKey(policyId), credential.kind], fresh);
              refresh();
            }}
          />
        </div>
      </Layout>
    );
  }
  return (
    <Layout policy={data.policy} expiresAt={signature.expires_at}>
      <div className={card}>
        <ContractViewer policyId={policyId} credential={credential} sha256={signature.document_sha256} />
      </div>
      <div className={card}>
        <SignForm
          policyId={policyId}
          credential={credential}
          state={{ ...data, signature }}
          fetchedAt={state.dataUpdatedAt}
          onChanged={refresh}
          onSigned={() => {
            refresh();
            void navigate(signatureReturnPath(policyId));
          }}
        />
      </div>
    </Layout>
  );
}

/**
 * /firma/:id — signing the policy contract (spec 2 `policy-sign`, docs/signing-web.md): the contract to read,
 * a one-time code by mail or SMS, a drawn signature and the consent. Opened from the mail's link
 * (`?acceso=`), from `policies.sign_link` by a logged-in policyholder, or from the customer area.
 */
export default function SigningPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const policyId = Number(id);
  const access = useSigningAccess(policyId);
  switch (access.status) {
    case 'loading':
      return <Loading />;
    case 'none':
      return <NoSigningAccess returnTo={signingPath(policyId)} textKey="signing.noAccess" />;
    case 'dead-link':
      return <ExpiredLinkPage callYouReason="firma-enlace-caducado" />;
    case 'other-policy':
      return (
        <StatusPage
          icon={FileX2}
          tone="warning"
          title={t('signing.title')}
          body={<p>{t('signing.otherPolicy')}</p>}
          callYouReason="firma"
        />
      );
    case 'error':
      return <LoadError message={access.error.message} onRetry={access.retry} />;
    case 'ready':
      return <SigningView policyId={policyId} credential={access.credential} />;
  }
}
