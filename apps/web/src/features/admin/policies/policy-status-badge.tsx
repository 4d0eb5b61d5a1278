import { policyStatusName } from '@amparo/domain';
import { Badge } from '../../../ui/badge';
import { policyStatusTone } from '../../../ui/policy-status-tone';

/** 'ACTIVA, PAGADA Y FIRMADA' is wider than a phone card's column: it may break onto two lines there. */
export function PolicyStatusBadge({ status }: { status: number }) {
  return (
    <Badge tone={policyStatusTone(status)} wrapsOnPhones>
      {policyStatusName(status)}
    </Badge>
  );
}
