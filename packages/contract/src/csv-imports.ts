import { ROLE_NAMES, type Role } from '@amparo/domain';

/**
 * The columns of the back office's CSV imports (staff, a distributor's stores, a store's discount
 * codes), shared by the API that reads the files and the page that offers their template. A file
 * may name a column in Spanish as the template does ('Código postal'), in any of the usual
 * Spanish variants ('CP', 'Población'), or by its key ('postal_code'); case, accents, spaces,
 * underscores and dots do not matter (docs/product-decisions.md, "CSV imports").
 */
export type CsvImportColumn<Key extends string = string> = {
  key: Key;
  /** The Spanish header of the template, also how the import's report names the column. */
  header: string;
  /** Other names a Spanish spreadsheet gives the column (compared after normalizeCsvHeader). */
  aliases: readonly string[];
  /** The template's example cell. */
  example: string;
  required?: boolean;
};

/** 'Código  Postal' -> 'codigo postal', 'postal_code' -> 'postal code', 'Nº empleado' -> 'n empleado'. */
export function normalizeCsvHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

/** The key a header names, or undefined for a column the import does not take. */
export function csvColumnKey<Key extends string>(
  columns: readonly CsvImportColumn<Key>[],
  header: string,
): Key | undefined {
  const name = normalizeCsvHeader(header);
  if (name === '') return undefined;
  return columns.find(
    (column) =>
      normalizeCsvHeader(column.key) === name ||
      normalizeCsvHeader(column.header) === name ||
      column.aliases.some((alias) => normalizeCsvHeader(alias) === name),
  )?.key;
}

/** The Spanish header of a key ('postal_code' -> 'Código postal'); the key itself when unknown. */
export function csvColumnHeader(columns: readonly CsvImportColumn[], key: string): string {
  return columns.find((column) => column.key === key)?.header ?? key;
}

/** The template: UTF-8 with BOM, `;` between cells, the Spanish headers and one example row. */
export function csvImportTemplate(columns: readonly CsvImportColumn[]): string {
  const quote = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const line = (cells: string[]) => cells.map(quote).join(';');
  return `\uFEFF${line(columns.map((c) => c.header))}\r\n${line(columns.map((c) => c.example))}\r\n`;
}

const PHONE = ['telefono', 'tel', 'tlf', 'telf', 'movil', 'telefono movil', 'phone'];
const EMAIL = ['correo', 'email', 'e mail', 'mail', 'correo e'];

export const STORE_IMPORT_COLUMNS = [
  {
    key: 'code',
    header: 'Código',
    aliases: ['cod', 'codigo tienda', 'codigo de tienda'],
    example: '0042',
    required: true,
  },
  {
    key: 'name',
    header: 'Nombre',
    aliases: ['tienda', 'nombre tienda', 'nombre de la tienda'],
    example: 'Tienda Sol',
    required: true,
  },
  { key: 'address', header: 'Dirección', aliases: ['domicilio', 'calle'], example: 'Calle Mayor 1' },
  { key: 'city', header: 'Localidad', aliases: ['ciudad', 'poblacion', 'municipio'], example: 'Madrid' },
  { key: 'province', header: 'Provincia', aliases: [], example: 'Madrid' },
  { key: 'postal_code', header: 'Código postal', aliases: ['cp', 'c p', 'cod postal'], example: '08001' },
  { key: 'phone', header: 'Teléfono', aliases: PHONE, example: '912345678' },
  { key: 'email', header: 'Correo electrónico', aliases: EMAIL, example: 'sol@tienda.es' },
  { key: 'latitude', header: 'Latitud', aliases: ['lat'], example: '40,4168' },
  { key: 'longitude', header: 'Longitud', aliases: ['lon', 'lng', 'long'], example: '-3,7038' },
] as const satisfies readonly CsvImportColumn[];

export const USER_IMPORT_COLUMNS = [
  {
    key: 'email',
    header: 'Correo electrónico',
    aliases: EMAIL,
    example: 'ana.garcia@amparo.es',
    required: true,
  },
  { key: 'name', header: 'Nombre', aliases: [], example: 'Ana', required: true },
  {
    key: 'surname1',
    header: 'Primer apellido',
    aliases: ['apellido 1', 'apellido1', 'apellido'],
    example: 'García',
  },
  { key: 'surname2', header: 'Segundo apellido', aliases: ['apellido 2', 'apellido2'], example: 'López' },
  { key: 'role', header: 'Rol', aliases: ['perfil'], example: ROLE_NAMES.store_seller, required: true },
  { key: 'phone', header: 'Teléfono', aliases: PHONE, example: '600111222' },
  {
    key: 'documentCode',
    header: 'DNI/NIE',
    aliases: ['dni', 'nie', 'nif', 'documento', 'document code'],
    example: '12345678Z',
  },
  { key: 'employee', header: 'Empleado', aliases: ['es empleado', 'empleado s n'], example: 'S' },
] as const satisfies readonly CsvImportColumn[];

export const DISCOUNT_IMPORT_COLUMNS = [
  {
    key: 'code',
    header: 'Código',
    aliases: ['cod', 'codigo descuento', 'codigo de descuento'],
    example: 'VERANO10',
    required: true,
  },
  { key: 'percent', header: 'Porcentaje', aliases: ['%', 'porcentaje %', 'descuento %'], example: '10' },
  { key: 'amount', header: 'Importe', aliases: ['importe eur', 'euros', 'importe euros'], example: '' },
  {
    key: 'valid_from',
    header: 'Válido desde',
    aliases: ['desde', 'fecha inicio', 'inicio'],
    example: '01/12/2026',
  },
  { key: 'valid_to', header: 'Válido hasta', aliases: ['hasta', 'fecha fin', 'fin'], example: '31/12/2026' },
  {
    key: 'max_uses',
    header: 'Usos máximos',
    aliases: ['max usos', 'maximo de usos', 'usos'],
    example: '100',
  },
  {
    key: 'description',
    header: 'Descripción',
    aliases: ['descripcion', 'concepto'],
    example: 'Campaña de Navidad',
  },
] as const satisfies readonly CsvImportColumn[];

/**
 * A role as a spreadsheet writes it: its key ('store_seller') or its Spanish name ('Vendedor de
 * tienda'), any case or accents; the text itself, lower-cased, when neither (the schema refuses it).
 */
export function roleFromCsv(text: string): string {
  const name = normalizeCsvHeader(text);
  const byName = (Object.entries(ROLE_NAMES) as [Role, string][]).find(
    ([key, label]) => normalizeCsvHeader(label) === name || normalizeCsvHeader(key) === name,
  );
  return byName ? byName[0] : text.trim().toLowerCase();
}

/** Each import's file size limit, checked by the API and said by the page. */
export const CSV_IMPORT_MAX_BYTES = {
  users: 2 * 1024 * 1024,
  stores: 2 * 1024 * 1024,
  discounts: 1024 * 1024,
} as const;
export const csvImportMaxMb = (kind: keyof typeof CSV_IMPORT_MAX_BYTES) =>
  CSV_IMPORT_MAX_BYTES[kind] / (1024 * 1024);
