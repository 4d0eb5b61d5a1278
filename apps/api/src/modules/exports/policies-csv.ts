import type { PolicySummary } from '@amparo/contract';
import { periodicityName } from '@amparo/domain';
import { amount, type CsvColumn, code, csvStream, instant, text, toCsv } from '../../services/csv.ts';

/** The policy list as staff open it in a spreadsheet: Spanish headers and values. */
const COLUMNS: CsvColumn<PolicySummary>[] = [
  { header: 'Número', cell: (p) => code(p.number) },
  { header: 'Estado', cell: (p) => text(p.status_name) },
  { header: 'Producto', cell: (p) => text(p.product.name) },
  { header: 'Tomador', cell: (p) => text(p.complete_name) },
  { header: 'Correo electrónico', cell: (p) => text(p.email) },
  { header: 'Teléfono', cell: (p) => code(p.phone) },
  { header: 'Dispositivos', cell: (p) => text(p.devices.join(', ')) },
  { header: 'Periodicidad', cell: (p) => text(periodicityName(p.periodicity)) },
  { header: 'Prima por recibo (€)', cell: (p) => amount(p.premium) },
  { header: 'Prima anual (€)', cell: (p) => amount(p.annual_premium) },
  { header: 'Tienda', cell: (p) => text(p.store_name ?? 'Venta directa') },
  { header: 'Alta', cell: (p) => instant(p.created_at) },
];

export const policiesCsv = (rows: readonly PolicySummary[]): string => toCsv(rows, COLUMNS);

/** The same CSV streamed chunk by chunk (GET /policies?export_csv=1). */
export const policiesCsvStream = (chunks: AsyncIterable<readonly PolicySummary[]>) =>
  csvStream(chunks, COLUMNS);
