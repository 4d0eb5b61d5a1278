import type { PaymentDisplayStatus } from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge';

// Spec 4 display statuses: paid green, unpaid red, scheduled grey, refunds blue.
// Shared by the customer area and the back office, so a receipt reads the same in both.
const TONES: Record<PaymentDisplayStatus, BadgeTone> = {
  PAGADO: 'success',
  IMPAGADO: 'danger',
  PROGRAMADO: 'neutral',
  ABONADO: 'info',
  PENDIENTE_ABONO: 'info',
};

export function isPaymentDisplayStatus(value: unknown): value is PaymentDisplayStatus {
  return typeof value === 'string' && value in TONES;
}

export function receiptTone(status: PaymentDisplayStatus): BadgeTone {
  return TONES[status];
}

export function ReceiptBadge({
  status,
  wrapsOnPhones = false,
}: {
  status: PaymentDisplayStatus | null;
  wrapsOnPhones?: boolean;
}) {
  const { t } = useTranslation();
  if (!status) return <span className="text-sm text-muted">{t('customer.policy.noStatus')}</span>;
  return (
    <Badge tone={TONES[status]} wrapsOnPhones={wrapsOnPhones}>
      {t(`customer.receiptStatus.${status}`)}
    </Badge>
  );
}
