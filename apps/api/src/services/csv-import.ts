import { type CsvImportColumn, csvColumnKey, errorMessage } from '@amparo/contract';
import { parse } from 'csv-parse/sync';
import { AppError } from '../errors.ts';
import { base64Size, decodeBase64 } from './files/base64.ts';

/** An imported CSV file: its data rows, each with its row number in the file (the header is row 1). */
export type CsvFileRow = { row: number; cells: Record<string, string> };

export type CsvFileRules = {
  /** Every column the file may have (those it must have are `required`). */
  columns: readonly CsvImportColumn[];
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

// C0 controls other than tab and line ends, and the C1 codes Windows-1252 leaves unassigned.
const UNASSIGNED_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || UNASSIGNED_1252.has(code))
      return true;
  }
  return false;
}

/**
 * The text of an uploaded CSV: UTF-8 (with or without BOM) when it is valid UTF-8, otherwise
 * Windows-1252, which is what Excel in Spanish saves as "CSV (delimitado por comas)"; a file
 * with control characters (an image, a spreadsheet's binary) is no CSV in either.
 */
export function decodeCsvText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (hasControlCharacters(text)) throw new AppError('CSV_NOT_TEXT');
  return text;
}

/**
 * A cell as a spreadsheet may have written it: `="08001"` (how our exports keep a code's leading
 * zeros in Excel, and how people type them) is the text 08001.
 */
export const csvCellText = (cell: string): string => /^="(.*)"$/.exec(cell)?.[1] ?? cell;

/**
 * Reads an uploaded CSV (the back office's imports): strict base64, a size cap checked before
 * decoding, UTF-8 or Windows-1252 (decodeCsvText), `;` or `,` between cells (whichever the header
 * uses), a header naming known columns in Spanish or by key (csvColumnKey), at most `maxRows`
 * data rows. Each row's cells are keyed by column key; empty cells are left out. Every refusal is
 * a Spanish 4xx that names what to fix.
 */
export function readCsvFile(fileBase64: string, rules: CsvFileRules): CsvFileRow[] {
  refuseCsvOverSize(fileBase64, rules.maxBytes);
  const bytes = decodeBase64(fileBase64);
  if (!bytes) throw new AppError('CSV_NOT_BASE64');
  if (bytes.length === 0) throw new AppError('CSV_EMPTY');
  const text = decodeCsvText(bytes);
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
  const keys = header.map((name) => csvColumnKey(rules.columns, name));
  const missing = rules.columns.filter((column) => column.required && !keys.includes(column.key));
  const unknown = header.filter((_, i) => keys[i] === undefined);
  const repeated = header.filter((_, i) => keys[i] !== undefined && keys.indexOf(keys[i]) !== i);
  if (missing.length || unknown.length || repeated.length)
    throw new AppError('CSV_BAD_HEADER', {
      params: {
        missing: missing.map((column) => column.header),
        unknown: [...unknown, ...repeated].map((name) => name.trim() || '(sin nombre)'),
        columns: rules.columns.map((column) => column.header),
      },
    });
  if (data.length === 0) throw new AppError('CSV_NO_ROWS');
  if (data.length > rules.maxRows)
    throw new AppError('CSV_TOO_MANY_ROWS', { params: { max: rules.maxRows } });
  return data.map((cells, index) => ({
    row: index + 2,
    cells: Object.fromEntries(
      keys
        .map((key, i) => [key, csvCellText(cells[i] ?? '').trim()] as const)
        .filter(([key, value]) => key !== undefined && value !== ''),
    ),
  }));
}
