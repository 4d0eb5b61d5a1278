import { madridWallClock } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { amount, code, csvAmount, csvInstant, decimal, instant, text, toCsv } from './csv.ts';

type Row = { name: string; cents: number | null; at: string | null };
const columns = [
  { header: 'Nombre', cell: (r: Row) => text(r.name) },
  { header: 'Importe (€)', cell: (r: Row) => amount(r.cents) },
  { header: 'Fecha', cell: (r: Row) => instant(r.at) },
];

describe('CSV for Spanish spreadsheets', () => {
  it('starts with a BOM, separates with semicolons and ends lines with CRLF', () => {
    const csv = toCsv([{ name: 'Lucía', cents: 123456, at: '2026-01-15T09:05:00Z' }], columns);
    expect(csv).toBe('\uFEFFNombre;Importe (€);Fecha\r\nLucía;1234,56;15/01/2026 10:05\r\n');
  });

  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [1495, '14,95'],
    [123456789, '1234567,89'],
    [-1250, '-12,50'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(csvAmount(cents)).toBe(text);
  });

  it.each([
    ['2026-01-15T23:30:00Z', '16/01/2026 00:30'], // winter, UTC+1
    ['2026-07-31T22:30:00Z', '01/08/2026 00:30'], // summer, UTC+2
    ['2026-03-29T00:59:00Z', '29/03/2026 01:59'], // the hour before the spring change
    ['2026-03-29T01:00:00Z', '29/03/2026 03:00'],
    ['2026-10-25T00:59:00Z', '25/10/2026 02:59'], // the last summer minute
    ['2026-10-25T01:00:00Z', '25/10/2026 02:00'], // back to winter
    ['no es una fecha', ''],
  ])('writes the instant %s as %s in Madrid', (value, text) => {
    expect(csvInstant(value)).toBe(text);
  });

  it('writes every instant as the Madrid wall clock says, across two years of clock changes', () => {
    // csvInstant keeps Madrid's offset per UTC hour: compared here with Intl's answer minute by minute.
    const reference = (date: Date) => {
      const { date: day, hour, minute } = madridWallClock(date);
      const [y, m, d] = day.split('-');
      return `${d}/${m}/${y} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    };
    const from = Date.parse('2025-01-01T00:00:00Z');
    const to = Date.parse('2027-01-01T00:00:00Z');
    for (let time = from; time < to; time += 97 * 60_000 + 13_000) {
      expect(csvInstant(new Date(time))).toBe(reference(new Date(time)));
    }
  });

  it('escapes formulas in text but not negative amounts, quotes separators, leaves empty cells empty', () => {
    const csv = toCsv(
      [
        { name: '=HYPERLINK("http://x")', cents: -1250, at: null },
        { name: 'Pérez; García', cents: null, at: null },
        { name: '@SUM(A1)', cents: 1, at: null },
      ],
      columns,
    );
    expect(csv.split('\r\n').slice(1, 4)).toEqual([
      `"'=HYPERLINK(""http://x"")";-12,50;`,
      '"Pérez; García";;',
      "'@SUM(A1);0,01;",
    ]);
  });

  it.each([
    ['-3.7038', '-3,7038'],
    ['40.4168', '40,4168'],
    ['12', '12'],
    [null, ''],
    ['-1+1', "'-1+1"], // not a plain number: text, escaped
  ])('writes the decimal %s as %s, without the formula escape', (value, expected) => {
    expect(
      toCsv([{ value }], [{ header: 'N', cell: (r: { value: string | null }) => decimal(r.value) }]),
    ).toBe(`\uFEFFN\r\n${expected}\r\n`);
  });

  it.each([
    ['\uFF1DHYPERLINK("http://x")', `"'\uFF1DHYPERLINK(""http://x"")"`],
    ['\uFF0B34 600', "'\uFF0B34 600"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    ['\u3000=1+1', "'\u3000=1+1"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['Ana \uFF1D Luis', 'Ana \uFF1D Luis'],
  ])('escapes the text %j like an ASCII formula start: %j', (value, expected) => {
    expect(toCsv([{ value }], [{ header: 'T', cell: (r: { value: string }) => text(r.value) }])).toBe(
      `\uFEFFT\r\n${expected}\r\n`,
    );
  });
});

describe('codes keep their digits when Excel opens the file', () => {
  type Code = { value: string | null };
  const codes = [{ header: 'Código', cell: (r: Code) => code(r.value) }];
  it.each([
    ['08001', '"=""08001"""'], // a postal code of Barcelona, written ="08001"
    ['356938035643809', '"=""356938035643809"""'], // an IMEI, not 3,57E+14
    ['28013', '28013'],
    ['912345678', '912345678'],
    ['A-0042', 'A-0042'],
    ['=1+1', "'=1+1"],
    [null, ''],
  ])('%s -> %s', (value, cell) => {
    expect(toCsv([{ value }], codes)).toBe(`\uFEFFCódigo\r\n${cell}\r\n`);
  });
});
