import type { PolicyDetail, PolicyEvidence } from '@amparo/contract';
import { Action, can, PolicyStatus } from '@amparo/domain';
import { Download, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { formatDateTimeSeconds } from '../../../ui/format';
import { Spinner } from '../../../ui/spinner';
import { QueryError } from '../components/query-error';
import { Facts, Section } from '../shared/section';
import { useStaffSession } from '../shell/use-staff-session';
import { EvidenceTimeline } from './evidence-timeline';
import { HashText } from './hash-text';
import { ResendSigningLinkDialog } from './resend-signing-link-dialog';
import { usePolicyEvidence } from './signing-api';
import { VerifyDocumentControl } from './verify-document-control';

type Signing = PolicyEvidence['signatures'][number];

const STATUS_TONES = {
  none: 'neutral',
  pending: 'warning',
  signed: 'success',
  failed: 'danger',
  expired: 'neutral',
  cancelled: 'neutral',
} as const;

function ChainBadge({ chain }: { chain: PolicyEvidence['chain'] }) {
  const { t } = useTranslation();
  if (chain.records === 0) return <Badge tone="neutral">{t('admin.signing.chainEmpty')}</Badge>;
  if (chain.valid) return <Badge tone="success">{t('admin.signing.chainValid')}</Badge>;
  return (
    <Badge tone="danger">
      {t('admin.signing.chainBroken', { sequence: chain.broken_at ?? chain.records })}
    </Badge>
  );
}

function SigningFacts({ signing }: { signing: Signing }) {
  const { t } = useTranslation();
  const time = (iso: string | null) => (iso ? formatDateTimeSeconds(iso) : null);
  const codeSent =
    signing.code_channel && signing.code_sent_at
      ? t('admin.signing.codeSent', {
          channel: t(`admin.signing.channel.${signing.code_channel}`),
          date: formatDateTimeSeconds(signing.code_sent_at),
        })
      : null;
  // What has not happened yet is left out, so a pending signing does not read as a list of blanks.
  const items: [string, ReactNode][] = [
    [t('admin.signing.signedAt'), time(signing.signed_at)],
    [t('admin.signing.signer'), signing.signer_ip],
    [t('admin.signing.openedAt'), signing.signed_at ? null : time(signing.opened_at)],
    [t('admin.signing.codeSentAt'), codeSent],
    [t('admin.signing.failure'), signing.failure_reason],
    [
      t('admin.signing.unsignedDocument'),
      <HashText key="shown" hash={signing.document_sha256} what={t('admin.signing.unsignedDocument')} />,
    ],
    [
      t('admin.signing.signedDocument'),
      signing.signed_document_sha256 ? (
        <HashText
          key="signed"
          hash={signing.signed_document_sha256}
          what={t('admin.signing.signedDocument')}
        />
      ) : null,
    ],
  ];
  return <Facts items={items.filter(([, value]) => value !== null)} />;
}

/**
 * "Firma del contrato" on the policy page (docs/signature.md): where the signing stands,
 * the evidence trail with the check of its hash chain, the check of a PDF sent
 * back, and, for staff who change policies, the resend of the signing link
 * while the policy waits for it (paid, unsigned: status 2).
 */
export function PolicySigningPanel({ policy }: { policy: Pick<PolicyDetail, 'id' | 'number' | 'status'> }) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const evidence = usePolicyEvidence(policy.id);
  const [isResending, setIsResending] = useState(false);
  const mayResend = policy.status === PolicyStatus.ACTIVE_PAID_UNSIGNED && can(role, Action.POLICIES_UPDATE);

  if (evidence.isError) {
    return (
      <Section title={t('admin.signing.title')}>
        <QueryError error={evidence.error} onRetry={() => void evidence.refetch()} />
      </Section>
    );
  }
  if (!evidence.data) {
    return (
      <Section title={t('admin.signing.title')}>
        <p className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('admin.signing.loading')}
        </p>
      </Section>
    );
  }
  const { signatures, records, chain, contract_link } = evidence.data;
  const latest = signatures.at(-1);
  const status = latest?.status ?? 'none';
  return (
    <Section title={t('admin.signing.title')}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-2">
            <span className="sr-only">{t('admin.signing.status.label')}: </span>
            <Badge tone={STATUS_TONES[status]}>{t(`admin.signing.status.${status}`)}</Badge>
            <ChainBadge chain={chain} />
            {signatures.length > 1 ? (
              <span className="text-sm text-muted">
                {t('admin.signing.attempts', { count: signatures.length })}
              </span>
            ) : null}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            {contract_link ? (
              <Button asChild size="sm">
                <a href={contract_link} download>
                  <Download className="size-4" aria-hidden="true" />
                  {t('admin.signing.download')}
                </a>
              </Button>
            ) : null}
            {mayResend ? (
              <Button variant="secondary" size="sm" onClick={() => setIsResending(true)}>
                <Send className="size-4" aria-hidden="true" />
                {t('admin.signing.resend')}
              </Button>
            ) : null}
          </div>
        </div>
        {!chain.valid && chain.reason && chain.broken_at !== null ? (
          <p role="alert" className="rounded-xl bg-danger-soft p-3 text-sm font-semibold text-danger">
            {t(`admin.signing.chainReason.${chain.reason}`, { sequence: chain.broken_at })}
          </p>
        ) : null}
        {latest ? <SigningFacts signing={latest} /> : null}
        <VerifyDocumentControl policyId={policy.id} />
        <div>
          <h3 className="mb-3 font-bold text-ink">{t('admin.signing.timeline')}</h3>
          <EvidenceTimeline records={records} brokenAt={chain.broken_at} />
        </div>
      </div>
      {isResending ? (
        <ResendSigningLinkDialog
          policyId={policy.id}
          policyNumber={policy.number}
          onClose={() => setIsResending(false)}
        />
      ) : null}
    </Section>
  );
}
