import { STORE_IMPORT_COLUMNS } from '@amparo/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { readCsvFile } from './csv-import.ts';

const rules = { columns: STORE_IMPORT_COLUMNS, maxRows: 10, maxBytes: 10_000 };
const read = (bytes: Buffer) => readCsvFile(bytes.toString('base64'), rules);
const refusal = (bytes: Buffer) => {
  try {
    read(bytes);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
  }
  return undefined;
};

describe('readCsvFile', () => {
  it("reads what Excel in Spanish saves as 'CSV (delimitado por comas)': Windows-1252, Spanish headers, ';'", () => {
    const file = Buffer.from(
      'Código;Nombre;Población;C.P.\r\n0042;Peñíscola Centro;Castellón;08001\r\n',
      'latin1',
    );
    expect(read(file)).toEqual([
      { row: 2, cells: { code: '0042', name: 'Peñíscola Centro', city: 'Castellón', postal_code: '08001' } },
    ]);
  });

  it('reads UTF-8 with a BOM and keys in English, and a code written ="08001" as 08001', () => {
    const file = Buffer.from('\uFEFFcode,name,postal_code\n"=""0042""",Sol,"=""08001"""\n', 'utf8');
    expect(read(file)).toEqual([{ row: 2, cells: { code: '0042', name: 'Sol', postal_code: '08001' } }]);
  });

  it('names the missing and unknown columns in Spanish, and lists the ones it takes', () => {
    const result = refusal(Buffer.from('Nombre;Edad\nSol;3\n'));
    expect(result?.code).toBe('CSV_BAD_HEADER');
    expect(result?.message).toContain('faltan las columnas Código; sobran las columnas Edad');
    expect(result?.message).toContain(
      'Columnas: Código, Nombre, Dirección, Localidad, Provincia, Código postal',
    );
  });

  it('refuses one column given twice under two names', () => {
    expect(refusal(Buffer.from('Código;Nombre;CP;Código postal\n1;Sol;28001;28001\n'))?.message).toContain(
      'sobran las columnas Código postal',
    );
  });

  it.each([
    ['an image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00])],
    ['UTF-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('code;name\n1;Sol\n', 'utf16le')])],
  ])('refuses %s as no CSV of text', (_, bytes) => {
    expect(refusal(bytes)?.code).toBe('CSV_NOT_TEXT');
  });
});
