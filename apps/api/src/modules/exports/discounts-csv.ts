import type { Discount } from '@amparo/contract';
import { type CsvColumn, csvAmount, date, text, toCsv } from '../../services/csv.ts';

/** '12,5' for 1250 hundredths of a percent; '7,50' for 750 cents (no thousands dot, as the imports read it). */
const value = (d: Discount) =>
  d.kind === 'percent' ? String(d.value / 100).replace('.', ',') : csvAmount(d.value);

/**
 * The discount codes as marketing reviews them in a spreadsheet. 'Porcentaje' and 'Importe' are
 * the import's columns (csv-imports.ts), so a store's rows can be edited and imported again.
 */
const COLUMNS: CsvColumn<Discount>[] = [
  { header: 'Código', cell: (d) => text(d.code) },
  { header: 'Descripción', cell: (d) => text(d.description) },
  { header: 'Porcentaje', cell: (d) => text(d.kind === 'percent' ? value(d) : null) },
  { header: 'Importe', cell: (d) => text(d.kind === 'fixed' ? value(d) : null) },
  { header: 'Válido desde', cell: (d) => date(d.valid_from) },
  { header: 'Válido hasta', cell: (d) => date(d.valid_to) },
  { header: 'Usos máximos', cell: (d) => text(d.max_uses) },
  { header: 'Usos', cell: (d) => text(d.uses) },
  { header: 'Tienda (id)', cell: (d) => text(d.store_id) },
  { header: 'Público', cell: (d) => text(d.is_public ? 'Sí' : 'No') },
  { header: 'Activo', cell: (d) => text(d.active ? 'Sí' : 'No') },
];

export const discountsCsv = (rows: readonly Discount[]): string => toCsv(rows, COLUMNS);
