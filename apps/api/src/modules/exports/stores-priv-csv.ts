import type { StorePriv } from '@amparo/contract';
import { formatCommission } from '@amparo/domain';
import { type CsvColumn, code, decimal, instant, text, toCsv } from '../../services/csv.ts';

/**
 * The privileged store listing as a spreadsheet (GET /stores-priv?export_csv=1).
 * Its address columns carry the import's Spanish headers, but it has more columns than an import takes.
 */
const COLUMNS: CsvColumn<StorePriv>[] = [
  { header: 'Id', cell: (s) => text(s.id) },
  { header: 'Código', cell: (s) => code(s.code) },
  { header: 'Nombre', cell: (s) => text(s.name) },
  { header: 'Distribuidor', cell: (s) => text(s.distributor_name) },
  { header: 'Persona de contacto', cell: (s) => text(s.contact_name) },
  { header: 'Correo electrónico', cell: (s) => text(s.email) },
  { header: 'Teléfono', cell: (s) => code(s.phone) },
  { header: 'Dirección', cell: (s) => text(s.address) },
  { header: 'Código postal', cell: (s) => code(s.postal_code) },
  { header: 'Localidad', cell: (s) => text(s.city) },
  { header: 'Provincia', cell: (s) => text(s.province) },
  { header: 'Latitud', cell: (s) => decimal(s.latitude) },
  { header: 'Longitud', cell: (s) => decimal(s.longitude) },
  {
    header: 'Comisión',
    cell: (s) => text(s.commission_bp === null ? null : formatCommission(s.commission_bp)),
  },
  { header: 'Pólizas', cell: (s) => text(s.policy_count) },
  { header: 'Activa', cell: (s) => text(s.active ? 'Sí' : 'No') },
  { header: 'Alta', cell: (s) => instant(s.created_at) },
];

export const storesPrivCsv = (rows: readonly StorePriv[]): string => toCsv(rows, COLUMNS);
