import type { SepaFile } from '@amparo/contract';
import { SEPA_FILE_STATUS_NAMES } from '@amparo/domain';
import { amount, type CsvColumn, date, instant, text, toCsv } from '../../services/csv.ts';

/** The SEPA direct-debit files as the finance desk reconciles them with the bank's statement. */
const COLUMNS: CsvColumn<SepaFile>[] = [
  { header: 'Id', cell: (f) => text(f.id) },
  { header: 'Identificador del mensaje', cell: (f) => text(f.message_id) },
  { header: 'Fecha de cargo', cell: (f) => date(f.collection_date) },
  { header: 'Estado', cell: (f) => text(SEPA_FILE_STATUS_NAMES[f.status]) },
  { header: 'Recibos', cell: (f) => text(f.transactions_count) },
  { header: 'Importe (€)', cell: (f) => amount(f.total_cents) },
  { header: 'Devueltos', cell: (f) => text(f.returned_count) },
  { header: 'Generado', cell: (f) => instant(f.created_at) },
  { header: 'Error', cell: (f) => text(f.error) },
];

export const sepaFilesCsv = (rows: readonly SepaFile[]): string => toCsv(rows, COLUMNS);
