import type { User } from '@amparo/contract';
import { ROLE_NAMES } from '@amparo/domain';
import { type CsvColumn, code, instant, text, toCsv } from '../../services/csv.ts';

/**
 * The user list as staff open it in a spreadsheet. Not the import format:
 * importing takes the column codes (email;name;role) and role codes.
 */
const COLUMNS: CsvColumn<User>[] = [
  { header: 'Id', cell: (u) => text(u.id) },
  { header: 'Correo electrónico', cell: (u) => text(u.email) },
  { header: 'Nombre', cell: (u) => text(u.name) },
  { header: 'Primer apellido', cell: (u) => text(u.surname1) },
  { header: 'Segundo apellido', cell: (u) => text(u.surname2) },
  { header: 'Rol', cell: (u) => text(ROLE_NAMES[u.role]) },
  { header: 'Teléfono', cell: (u) => code(u.phone) },
  { header: 'Documento', cell: (u) => code(u.documentCode) },
  { header: 'Empleado', cell: (u) => text(u.employee === 'S' ? 'Sí' : 'No') },
  { header: 'Último acceso', cell: (u) => instant(u.last_login_at) },
  { header: 'Alta', cell: (u) => instant(u.created_at) },
];

export const usersCsv = (rows: readonly User[]): string => toCsv(rows, COLUMNS);
