import { csvQuote, formatAmount, madridWallClock, spreadsheetSafeText } from '@amparo/domain';

/**
 * CSV for spreadsheets used in Spain (see docs/product-decisions.md): UTF-8
 * with BOM so Excel reads accents, `;` between cells because Spanish Excel
 * takes the comma as the decimal mark, CRLF line ends, quoted when needed.
 * Amounts are plain numbers with a decimal comma ('1234,56', no thousands dot
 * and no €) so they add up; instants are Madrid wall-clock time
 * ('23/11/2026 14:05'), which Spanish Excel reads as a date.
 * Text cells that start like a formula are prefixed with ' so a spreadsheet
 * never runs them (CSV injection).
 */

export type CsvCell =
  | { kind: 'text'; value: string | number | null | undefined }
  /** Euro cents, written as euros with a decimal comma. */
  | { kind: 'amount'; cents: number | null | undefined }
  /** An instant, written as Madrid date and time. */
  | { kind: 'instant'; value: Date | string | null | undefined }
  /** A decimal number kept as text ('-3.7038', a store's longitude), written with a decimal comma. */
  | { kind: 'decimal'; value: string | null | undefined }
  /** A calendar day 'YYYY-MM-DD', written 'DD/MM/YYYY' as a Spanish spreadsheet reads a date. */
  | { kind: 'date'; value: string | null | undefined }
  /** A code made of digits a spreadsheet must not turn into a number (a postal code, an IMEI). */
  | { kind: 'code'; value: string | number | null | undefined };

export type CsvColumn<T> = { header: string; cell: (row: T) => CsvCell };

export const text = (value: string | number | null | undefined): CsvCell => ({ kind: 'text', value });
export const amount = (cents: number | null | undefined): CsvCell => ({ kind: 'amount', cents });
export const instant = (value: Date | string | null | undefined): CsvCell => ({ kind: 'instant', value });
export const decimal = (value: string | null | undefined): CsvCell => ({ kind: 'decimal', value });
export const date = (value: string | null | undefined): CsvCell => ({ kind: 'date', value });
export const code = (value: string | number | null | undefined): CsvCell => ({ kind: 'code', value });

/**
 * '08001' -> '="08001"': Excel reads a cell of digits as a number, dropping a leading zero and
 * writing more than 11 digits as 3,57E+14 (an IMEI). A formula giving the text keeps it as written
 * in Excel and LibreOffice; our imports read it back (csvCellText). Other codes are plain text.
 */
export function csvCode(value: string): string {
  return /^\d+$/.test(value) && (value.startsWith('0') || value.length > 11) ? `="${value}"` : value;
}

/** '1234,56' from 123456 cents; '-12,50' from -1250: the domain's amount without the thousands dot. */
export const csvAmount = (cents: number): string => formatAmount(cents).replaceAll('.', '');

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Madrid's offset from UTC (ms) by UTC hour: the clock changes on the hour, so it holds all hour. */
const madridOffsets = new Map<number, number>();

/**
 * Madrid's offset for an instant, from madridWallClock once per UTC hour (an export of a million
 * rows asks Intl a few thousand times instead of a million).
 */
function madridOffset(time: number): number {
  const hour = Math.floor(time / HOUR_MS);
  let offset = madridOffsets.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const { date, hour: h, minute } = madridWallClock(new Date(start));
    offset = Date.parse(`${date}T00:00:00Z`) + h * HOUR_MS + minute * MINUTE_MS - start;
    if (madridOffsets.size > 100_000) madridOffsets.clear();
    madridOffsets.set(hour, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** '23/11/2026 14:05' in Madrid; '' for an unreadable instant. */
export function csvInstant(value: Date | string): string {
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(time)) return '';
  // The Madrid wall clock read as if it were UTC.
  const local = new Date(time + madridOffset(time));
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

function write(cell: CsvCell): string {
  switch (cell.kind) {
    // Numbers we formatted ourselves: a leading minus is a negative amount, not a formula.
    case 'amount':
      return cell.cents === null || cell.cents === undefined ? '' : csvAmount(cell.cents);
    case 'instant':
      return cell.value === null || cell.value === undefined ? '' : csvInstant(cell.value);
    // A plain number is no formula: '-3,7038' as Spanish Excel reads it. Anything else is text.
    case 'decimal':
      if (cell.value === null || cell.value === undefined) return '';
      return /^-?\d+(\.\d+)?$/.test(cell.value)
        ? cell.value.replace('.', ',')
        : write({ kind: 'text', value: cell.value });
    case 'date':
      return cell.value ? cell.value.slice(0, 10).split('-').reverse().join('/') : '';
    case 'code':
      if (cell.value === null || cell.value === undefined) return '';
      return /^\d+$/.test(String(cell.value))
        ? csvCode(String(cell.value))
        : write({ kind: 'text', value: cell.value });
    case 'text': {
      if (cell.value === null || cell.value === undefined) return '';
      const value = String(cell.value);
      return spreadsheetSafeText(value);
    }
  }
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [
    columns.map((column) => csvQuote(column.header)).join(';'),
    ...rows.map((row) => columns.map((column) => csvQuote(write(column.cell(row)))).join(';')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The header line of a CSV, with the BOM: the first thing a streamed export sends. */
export const csvHeader = <T>(columns: readonly CsvColumn<T>[]): string =>
  `\uFEFF${columns.map((column) => csvQuote(column.header)).join(';')}\r\n`;

/** Rows as CSV lines (each ending in CRLF), for a streamed export. */
export const csvRows = <T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string =>
  rows.map((row) => `${columns.map((column) => csvQuote(write(column.cell(row)))).join(';')}\r\n`).join('');

/**
 * A CSV export as a stream: the header, then each chunk of rows as it comes from the database
 * (keyset pages), so memory holds one chunk whatever the export's size. Same bytes as toCsv.
 */
export async function* csvStream<T>(
  chunks: AsyncIterable<readonly T[]>,
  columns: readonly CsvColumn<T>[],
): AsyncGenerator<string> {
  yield csvHeader(columns);
  for await (const rows of chunks) yield csvRows(rows, columns);
}
