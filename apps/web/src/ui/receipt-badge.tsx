import {
  type PaymentDisplayStatus,
  type ReceiptForStanding,
  type ReceiptStanding,
  receiptStanding,
} from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge';
import { formatDate } from './format';

// Spec 4 display statuses: paid green, unpaid red, scheduled grey, refunds blue; and what an
// unpaid receipt really is (packages/domain receipt-collection): on its way to the bank blue,
// waiting for the next direct debit grey, owed today amber. Shared by the customer area and the
// back office, so a receipt reads the same in both.
const TONES: Record<ReceiptStanding, BadgeTone> = {
  PAGADO: 'success',
  IMPAGADO: 'danger',
  PROGRAMADO: 'neutral',
  ABONADO: 'info',
  PENDIENTE_ABONO: 'info',
  EN_BANCO: 'info',
  DOMICILIADO: 'neutral',
  PENDIENTE: 'warning',
};

const DISPLAY_STATUSES: readonly string[] = [
  'PAGADO',
  'IMPAGADO',
  'PROGRAMADO',
  'ABONADO',
  'PENDIENTE_ABONO',
];

export function isPaymentDisplayStatus(value: unknown): value is PaymentDisplayStatus {
  return typeof value === 'string' && DISPLAY_STATUSES.includes(value);
}

export function receiptTone(status: ReceiptStanding): BadgeTone {
  return TONES[status];
}

/** What a receipt reads as now, in the browser's time (packages/domain receiptStanding). */
export function standingOf(receipt: {
  display_status: string | null;
  activation_date: string;
  collection: ReceiptForStanding['collection'];
}): ReceiptStanding | null {
  const display_status = isPaymentDisplayStatus(receipt.display_status) ? receipt.display_status : null;
  return receiptStanding({ ...receipt, display_status }, new Date());
}

export function ReceiptBadge({
  status,
  wrapsOnPhones = false,
}: {
  status: ReceiptStanding | null;
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

/**
 * The line under the badge of an unpaid receipt the bank collects: when, or why not. A receipt
 * not yet due says nothing more than 'Programado'.
 */
export function ReceiptCollectionNote({
  receipt,
  forStaff = false,
}: {
  receipt: { display_status: string | null; collection: ReceiptForStanding['collection'] };
  /** Staff read it in the third person ('En remesa'), the customer in the second ('tu cuenta'). */
  forStaff?: boolean;
}) {
  const { t } = useTranslation();
  const { collection } = receipt;
  if (!collection || receipt.display_status !== 'IMPAGADO') return null;
  const key = forStaff ? 'customer.receiptCollection.staff' : 'customer.receiptCollection';
  const date = formatDate(collection.date);
  const text =
    collection.state === 'in_bank'
      ? t(`${key}.inBank`, { date })
      : collection.state === 'stopped'
        ? t(`${key}.stopped`)
        : collection.returned
          ? collection.date
            ? t(`${key}.returnedAgainFrom`, { date })
            : t(`${key}.returned`)
          : t(`${key}.nextRemittance`);
  return <span className="block text-xs text-muted">{text}</span>;
}
