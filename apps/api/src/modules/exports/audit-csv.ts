import type { AuditEntry } from '@amparo/contract';
import { type CsvColumn, csvStream, instant, text } from '../../services/csv.ts';

// What a change held before and after, as the list shows it: JSON text (escaped like any text cell).
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The audit log as an administrator opens it in a spreadsheet: Spanish headers, newest first. */
const COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'Id', cell: (a) => text(a.id) },
  { header: 'Fecha', cell: (a) => instant(a.created_at) },
  { header: 'Usuario', cell: (a) => text(a.actor_email) },
  { header: 'Rol', cell: (a) => text(a.actor_role) },
  { header: 'Acción', cell: (a) => text(a.action) },
  { header: 'Entidad', cell: (a) => text(a.entity_type) },
  { header: 'Id de la entidad', cell: (a) => text(a.entity_id) },
  { header: 'IP', cell: (a) => text(a.ip) },
  { header: 'Antes', cell: (a) => text(json(a.before)) },
  { header: 'Después', cell: (a) => text(json(a.after)) },
];

/** GET /audit?export_csv=1: the filtered log streamed chunk by chunk. */
export const auditCsvStream = (chunks: AsyncIterable<readonly AuditEntry[]>) => csvStream(chunks, COLUMNS);
