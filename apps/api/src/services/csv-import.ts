import { errorMessage } from '@amparo/contract';
import { parse } from 'csv-parse/sync';
import { AppError } from '../errors.ts';
import { base64Size, decodeBase64 } from './files/base64.ts';

/** An imported CSV file: its data rows, each with its row number in the file (the header is row 1). */
export type CsvFileRow = { row: number; cells: Record<string, string> };

export type CsvFileRules = {
  /** Every column the file may have, and those it must have. */
  columns: readonly string[];
  required: readonly string[];
  maxRows: number;
  maxBytes: number;
};

/** The answer to a file over `maxBytes`, also given by the route when the body is over its limit. */
export const csvTooLarge = (maxBytes: number) =>
  errorMessage('NETWORK_CSV_TOO_LARGE', { maxMb: maxBytes / (1024 * 1024) });

/** Refuses a file over `maxBytes` before it is decoded (a huge file is never held twice). */
export function refuseCsvOverSize(fileBase64: string, maxBytes: number): void {
  if (base64Size(fileBase64) > maxBytes)
    throw new AppError('NETWORK_CSV_TOO_LARGE', { params: { maxMb: maxBytes / (1024 * 1024) } });
}

/**
 * Reads an uploaded CSV (the distribution network's imports: strict
 * base64, a size cap checked before decoding, UTF-8 with or without BOM, `;`
 * or `,` between cells (whichever the header uses), a header of known column names (any case), at most
 * `maxRows` data rows. Empty cells are left out of each row. Every refusal is
 * a Spanish 4xx that names what to fix.
 */
export function readCsvFile(fileBase64: string, rules: CsvFileRules): CsvFileRow[] {
  refuseCsvOverSize(fileBase64, rules.maxBytes);
  const bytes = decodeBase64(fileBase64);
  if (!bytes) throw new AppError('CSV_NOT_BASE64');
  if (bytes.length === 0) throw new AppError('CSV_EMPTY');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('CSV_NOT_TEXT');
  }
  if (text.includes('\u0000')) throw new AppError('CSV_NOT_TEXT');
  // One separator per file, read from the header: with both at once, a decimal comma
  // ('43,2630') would split a cell in two.
  const headerLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = headerLine.includes(';') ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError('CSV_UNREADABLE', { params: { line: line ?? null } });
  }
  const [header, ...data] = records;
  if (!header) throw new AppError('CSV_NO_ROWS');
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = rules.required.filter((c) => !names.includes(c));
  const unknown = names.filter((n) => !rules.columns.includes(n));
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (missing.length || unknown.length || repeated.length)
    throw new AppError('CSV_BAD_HEADER', {
      params: { missing, unknown: [...unknown, ...repeated], columns: [...rules.columns] },
    });
  if (data.length === 0) throw new AppError('CSV_NO_ROWS');
  if (data.length > rules.maxRows)
    throw new AppError('CSV_TOO_MANY_ROWS', { params: { max: rules.maxRows } });
  return data.map((cells, index) => ({
    row: index + 2,
    cells: Object.fromEntries(
      names.map((name, i) => [name, cells[i] ?? '']).filter(([, value]) => value !== ''),
    ),
  }));
}
