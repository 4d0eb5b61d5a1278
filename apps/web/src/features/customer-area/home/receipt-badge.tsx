import type { PaymentDisplayStatus } from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui/badge';

// Spec 4 display statuses: paid green, unpaid red, scheduled grey, refunds blue.
const TONES: Record<PaymentDisplayStatus, BadgeTone> = {
  PAGADO: 'success',
  IMPAGADO: 'danger',
  PROGRAMADO: 'neutral',
  ABONADO: 'info',
  PENDIENTE_ABONO: 'info',
};

export function receiptTone(status: PaymentDisplayStatus): BadgeTone {
  return TONES[status];
}

export function ReceiptBadge({ status }: { status: PaymentDisplayStatus | null }) {
  const { t } = useTranslation();
  if (!status) return <span className="text-sm text-muted">{t('customer.policy.noStatus')}</span>;
  return <Badge tone={TONES[status]}>{t(`customer.receiptStatus.${status}`)}</Badge>;
}
