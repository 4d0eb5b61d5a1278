import type { PolicyClaimListItem } from '@amparo/contract';
import { productTypeName } from '@amparo/domain';
import { type CsvColumn, code, csvStream, instant, text, toCsv } from '../../services/csv.ts';

// 'YYYY-MM-DD' → 'DD/MM/YYYY', as a Spanish spreadsheet reads a date.
const day = (iso: string) => iso.split('-').reverse().join('/');

const DEADLINE: Record<PolicyClaimListItem['deadline_state'], string> = {
  ok: 'En plazo',
  near: 'Cerca del plazo',
  late: 'Fuera de plazo',
};

/** The claims desk's list as staff open it in a spreadsheet (spec 7, /policy-claims export). */
const COLUMNS: CsvColumn<PolicyClaimListItem>[] = [
  { header: 'Siniestro', cell: (c) => text(c.number ?? 'Borrador') },
  { header: 'Póliza', cell: (c) => code(c.policy_number) },
  { header: 'Tomador', cell: (c) => text(c.complete_name) },
  { header: 'Producto', cell: (c) => text(productTypeName(c.product_type_id)) },
  { header: 'Tipo de siniestro', cell: (c) => text(c.claim_type_name) },
  { header: 'Estado', cell: (c) => text(c.status_label) },
  { header: 'Fecha del siniestro', cell: (c) => text(day(c.occurred_on)) },
  { header: 'Declarado', cell: (c) => instant(c.sent_at) },
  { header: 'Cerrado', cell: (c) => instant(c.closed_at) },
  { header: 'Plazos', cell: (c) => text(DEADLINE[c.deadline_state]) },
  { header: 'Tienda', cell: (c) => text(c.store_name ?? 'Venta directa') },
  { header: 'Taller', cell: (c) => text(c.repair_center_name) },
];

export const policyClaimsCsv = (rows: readonly PolicyClaimListItem[]): string => toCsv(rows, COLUMNS);

/** The same CSV streamed chunk by chunk (GET /policy-claims?export_csv=1). */
export const policyClaimsCsvStream = (chunks: AsyncIterable<readonly PolicyClaimListItem[]>) =>
  csvStream(chunks, COLUMNS);
