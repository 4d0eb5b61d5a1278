import type { PaymentListItem } from '@amparo/contract';
import { paymentMethodTypeName } from '@amparo/domain';
import { amount, type CsvColumn, code, date, instant, text, toCsv } from '../../services/csv.ts';

/** The receipts list as staff open it in a spreadsheet: Spanish headers and values. */
const COLUMNS: CsvColumn<PaymentListItem>[] = [
  { header: 'Póliza', cell: (p) => code(p.policy_number) },
  { header: 'Tomador', cell: (p) => text(p.complete_name) },
  { header: 'Recibo', cell: (p) => text(p.sequence) },
  { header: 'Importe (€)', cell: (p) => amount(p.price) },
  { header: 'Pendiente (€)', cell: (p) => amount(p.pending_amount) },
  { header: 'Fecha de cargo', cell: (p) => date(p.activation_date) },
  { header: 'Fecha de pago', cell: (p) => instant(p.payment_date) },
  { header: 'Estado', cell: (p) => text(p.display_status ?? '') },
  {
    header: 'Forma de pago',
    cell: (p) => text(p.payment_method_type === null ? '' : paymentMethodTypeName(p.payment_method_type)),
  },
  { header: 'Tienda', cell: (p) => text(p.store_name ?? 'Venta directa') },
  { header: 'Referencia', cell: (p) => text(p.reference) },
  { header: 'Motivo de devolución', cell: (p) => text(p.return_reason) },
];

export const paymentsCsv = (rows: readonly PaymentListItem[]): string => toCsv(rows, COLUMNS);
