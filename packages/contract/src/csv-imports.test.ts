import { describe, expect, it } from 'vitest';
import {
  csvColumnHeader,
  csvColumnKey,
  csvImportTemplate,
  DISCOUNT_IMPORT_COLUMNS,
  roleFromCsv,
  STORE_IMPORT_COLUMNS,
  USER_IMPORT_COLUMNS,
} from './csv-imports.ts';

describe('csvColumnKey: a header as a Spanish spreadsheet writes it', () => {
  it.each([
    [STORE_IMPORT_COLUMNS, 'Código postal', 'postal_code'],
    [STORE_IMPORT_COLUMNS, 'CODIGO  POSTAL', 'postal_code'],
    [STORE_IMPORT_COLUMNS, 'C.P.', 'postal_code'],
    [STORE_IMPORT_COLUMNS, 'postal_code', 'postal_code'],
    [STORE_IMPORT_COLUMNS, 'Población', 'city'],
    [STORE_IMPORT_COLUMNS, 'Teléfono', 'phone'],
    [STORE_IMPORT_COLUMNS, 'E-mail', 'email'],
    [STORE_IMPORT_COLUMNS, ' Latitud ', 'latitude'],
    [USER_IMPORT_COLUMNS, 'Primer apellido', 'surname1'],
    [USER_IMPORT_COLUMNS, 'Apellido 2', 'surname2'],
    [USER_IMPORT_COLUMNS, 'DNI', 'documentCode'],
    [USER_IMPORT_COLUMNS, 'documentCode', 'documentCode'],
    [USER_IMPORT_COLUMNS, 'Correo electrónico', 'email'],
    [DISCOUNT_IMPORT_COLUMNS, '%', 'percent'],
    [DISCOUNT_IMPORT_COLUMNS, 'Válido hasta', 'valid_to'],
    [DISCOUNT_IMPORT_COLUMNS, 'max_uses', 'max_uses'],
    [STORE_IMPORT_COLUMNS, 'Edad', undefined],
    [STORE_IMPORT_COLUMNS, '', undefined],
  ] as const)('%#: "%s"', (columns, header, key) => {
    expect(csvColumnKey(columns, header)).toBe(key);
  });

  it('no alias names two columns of one import', () => {
    for (const columns of [STORE_IMPORT_COLUMNS, USER_IMPORT_COLUMNS, DISCOUNT_IMPORT_COLUMNS]) {
      for (const column of columns)
        for (const name of [column.key, column.header, ...column.aliases])
          expect(csvColumnKey(columns, name), name).toBe(column.key);
    }
  });
});

describe('roleFromCsv', () => {
  it.each([
    ['store_seller', 'store_seller'],
    ['Vendedor de tienda', 'store_seller'],
    ['PERITO', 'expert'],
    ['Administración', 'admin'],
    ['administracion', 'admin'],
    [' Agent ', 'agent'],
    ['Jefe', 'jefe'],
  ])('"%s" -> %s', (text, role) => {
    expect(roleFromCsv(text)).toBe(role);
  });
});

describe('the template', () => {
  it('has the Spanish headers and one example row that its own import reads back by key', () => {
    const template = csvImportTemplate(STORE_IMPORT_COLUMNS);
    expect(template.startsWith('\uFEFFCódigo;Nombre;Dirección;')).toBe(true);
    const [header, example] = template.slice(1).trimEnd().split('\r\n');
    expect(header!.split(';').map((name) => csvColumnKey(STORE_IMPORT_COLUMNS, name))).toEqual(
      STORE_IMPORT_COLUMNS.map((c) => c.key),
    );
    expect(example!.split(';')[5]).toBe('08001');
  });

  it('names an issue column by its Spanish header', () => {
    expect(csvColumnHeader(STORE_IMPORT_COLUMNS, 'postal_code')).toBe('Código postal');
    expect(csvColumnHeader(STORE_IMPORT_COLUMNS, '')).toBe('');
  });
});
