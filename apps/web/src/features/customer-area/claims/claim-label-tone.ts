import { DOCUMENTATION_PENDING_LABEL } from '@amparo/domain';
import type { BadgeTone } from '../../../ui/badge';

/** The customer's label (claimStatusLabel, BORRADOR while a draft) in the same colours everywhere. */
export const CLAIM_LABEL_TONES: Record<string, BadgeTone> = {
  BORRADOR: 'neutral',
  ABIERTO: 'brand',
  CERRADO: 'success',
  [DOCUMENTATION_PENDING_LABEL]: 'warning',
};
