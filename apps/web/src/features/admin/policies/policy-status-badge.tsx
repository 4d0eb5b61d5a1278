import { policyStatusName } from '@amparo/domain';
import { Badge } from '../../../ui/badge';
import { policyStatusTone } from '../../../ui/policy-status-tone';

export function PolicyStatusBadge({ status }: { status: number }) {
  return <Badge tone={policyStatusTone(status)}>{policyStatusName(status)}</Badge>;
}
