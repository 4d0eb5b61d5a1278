import { PolicyStatus } from '@amparo/domain';
import type { BadgeTone } from './badge';

// Spec 4 policy statuses: draft grey, active unsigned amber (someone must chase
// the signature), active signed green, cancelled red. Shared by the back office
// and the customer area so both show a status in the same colour.
const TONES: Record<number, BadgeTone> = {
  [PolicyStatus.DRAFT]: 'neutral',
  [PolicyStatus.ACTIVE_PAID_UNSIGNED]: 'warning',
  [PolicyStatus.ACTIVE_PAID_SIGNED]: 'success',
  [PolicyStatus.CANCELLED]: 'danger',
};

export function policyStatusTone(status: number): BadgeTone {
  return TONES[status] ?? 'neutral';
}
