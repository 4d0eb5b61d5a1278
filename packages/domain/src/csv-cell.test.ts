import { describe, expect, it } from 'vitest';
import { csvQuote, spreadsheetSafeText } from './csv-cell';

describe('spreadsheetSafeText', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+34 600', "'+34 600"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    // Full-width and small look-alikes (NFKC folds them to ASCII).
    ['\uFF1DHYPERLINK("http://x")', `'\uFF1DHYPERLINK("http://x")`],
    ['\uFF0B34 600', "'\uFF0B34 600"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    ['\uFE62cmd', "'\uFE62cmd"],
    ['\uFE66cmd', "'\uFE66cmd"],
    // A starter behind blanks a spreadsheet may trim.
    [' =1+1', "' =1+1"],
    ['\u00A0\u3000\uFF1D1', "'\u00A0\u3000\uFF1D1"],
    ['\u200B@SUM(A1)', "'\u200B@SUM(A1)"],
    ['\n-1', "'\n-1"],
    // Not a formula start.
    ['Indica el nombre', 'Indica el nombre'],
    ['  Pérez', '  Pérez'],
    ['\uFF21BC', '\uFF21BC'],
    ['1-2', '1-2'],
    ['a=b', 'a=b'],
    ['   ', '   '],
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
