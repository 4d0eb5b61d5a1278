import { PolicyStatus, policyStatusName } from '@amparo/domain';
import { Badge, type BadgeTone } from '../../../ui/badge';

// Spec 4 policy statuses: draft grey, active unsigned amber (someone must chase
// the signature), active signed green, cancelled red.
const TONES: Record<number, BadgeTone> = {
  [PolicyStatus.DRAFT]: 'neutral',
  [PolicyStatus.ACTIVE_PAID_UNSIGNED]: 'warning',
  [PolicyStatus.ACTIVE_PAID_SIGNED]: 'success',
  [PolicyStatus.CANCELLED]: 'danger',
};

export function policyStatusTone(status: number): BadgeTone {
  return TONES[status] ?? 'neutral';
}

export function PolicyStatusBadge({ status }: { status: number }) {
  return <Badge tone={policyStatusTone(status)}>{policyStatusName(status)}</Badge>;
}
