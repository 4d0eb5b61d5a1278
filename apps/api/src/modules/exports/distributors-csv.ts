import type { Distributor } from '@amparo/contract';
import { formatCommission } from '@amparo/domain';
import { type CsvColumn, code, instant, text, toCsv } from '../../services/csv.ts';

/** The distributors list as staff open it in a spreadsheet (GET /distributors?export_csv=1). */
const COLUMNS: CsvColumn<Distributor>[] = [
  { header: 'Id', cell: (d) => text(d.id) },
  { header: 'Nombre', cell: (d) => text(d.name) },
  { header: 'CIF/NIF', cell: (d) => text(d.tax_id) },
  { header: 'Persona de contacto', cell: (d) => text(d.contact_name) },
  { header: 'Correo electrónico', cell: (d) => text(d.email) },
  { header: 'Teléfono', cell: (d) => code(d.phone) },
  { header: 'Dirección', cell: (d) => text(d.address) },
  { header: 'Código postal', cell: (d) => code(d.postal_code) },
  { header: 'Localidad', cell: (d) => text(d.city) },
  { header: 'Provincia', cell: (d) => text(d.province) },
  {
    header: 'Comisión',
    cell: (d) => text(d.commission_bp === null ? null : formatCommission(d.commission_bp)),
  },
  { header: 'Tiendas', cell: (d) => text(d.store_count) },
  { header: 'Activo', cell: (d) => text(d.active ? 'Sí' : 'No') },
  { header: 'Alta', cell: (d) => instant(d.created_at) },
];

export const distributorsCsv = (rows: readonly Distributor[]): string => toCsv(rows, COLUMNS);
