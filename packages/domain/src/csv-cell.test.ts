import { describe, expect, it } from 'vitest';
import { csvQuote, spreadsheetSafeText } from './csv-cell';

describe('spreadsheetSafeText', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+34 600', "'+34 600"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['Indica el nombre', 'Indica el nombre'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(spreadsheetSafeText(value)).toBe(expected);
  });
});

describe('csvQuote', () => {
  it.each([
    ['plain', 'plain'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
  ])('%j → %j', (value, expected) => {
    expect(csvQuote(value)).toBe(expected);
  });
});
