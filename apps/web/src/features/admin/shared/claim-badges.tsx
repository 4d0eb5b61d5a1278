import type { DeadlineStateSchema, z } from '@amparo/contract';
import { ClaimStatus, claimStatusInternalLabel } from '@amparo/domain';
import type { TFunction } from 'i18next';
import { AlarmClock, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui/badge';

type DeadlineState = z.infer<typeof DeadlineStateSchema>;

/** A claim's name: its number once sent, else the draft's id. */
export function claimName(t: TFunction, claim: { id: number; number: string | null }): string {
  return claim.number ?? t('admin.claims.draftName', { id: claim.id });
}

const STATUS_TONE: Partial<Record<number, BadgeTone>> = {
  [ClaimStatus.OPENED]: 'info',
  [ClaimStatus.CLOSED]: 'neutral',
  [ClaimStatus.DOCUMENTATION_REJECTED]: 'warning',
};

type StatusProps = {
  internalStatus: number;
  isDraft: boolean;
  /** Closed with a denial: the customer was told 'Siniestro denegado'. */
  isDenied?: boolean;
};

/**
 * The claim's status as the desk reads it (claimStatusInternalLabel: status 4 reads
 * FALTA DOCUMENTACIÓN, which the customer's label hides); a draft and a denial get their own words.
 */
export function ClaimStatusBadge({ internalStatus, isDraft, isDenied = false }: StatusProps) {
  const { t } = useTranslation();
  if (isDraft) return <Badge tone="neutral">{t('admin.claims.badge.draft')}</Badge>;
  if (isDenied && internalStatus === ClaimStatus.CLOSED)
    return <Badge tone="danger">{t('admin.claims.badge.denied')}</Badge>;
  return (
    <Badge tone={STATUS_TONE[internalStatus] ?? 'neutral'} wrapsOnPhones>
      {claimStatusInternalLabel(internalStatus)}
    </Badge>
  );
}

/**
 * Past or near a deadline stands out (red 'Plazo vencido', amber 'Vence pronto', with an
 * icon so colour is not the only sign); a claim in time reads quietly.
 */
export function DeadlineBadge({ state }: { state: DeadlineState }) {
  const { t } = useTranslation();
  if (state === 'ok') return <span className="text-sm text-muted">{t('admin.claims.deadline.ok')}</span>;
  const Icon = state === 'late' ? CircleAlert : AlarmClock;
  return (
    <Badge tone={state === 'late' ? 'danger' : 'warning'}>
      <Icon className="mr-1 size-3.5" aria-hidden="true" />
      {t(`admin.claims.deadline.${state}`)}
    </Badge>
  );
}
