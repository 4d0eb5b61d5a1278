// The hostile values of the fuzz suite, shared by every route's cases (fuzz-cases.ts).

/** Strings a form never sends: direction overrides, emoji, NUL, lone surrogates, markup, SQL. */
export const NASTY_STRINGS = [
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '👨‍👩‍👧‍👦🏳️‍🌈💥',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '=HYPERLINK("http://x","y")',
  '../../etc/passwd',
  ' ',
  '',
  '\u200B\uFEFF',
];

/** Path parameters that are not ids (a valid unknown id too, so the lookup runs). */
export const NOT_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '0x10',
  ' 1',
  '%00',
  '%ZZ',
  '..%2F..%2Fetc',
  encodeURIComponent('👍'),
  encodeURIComponent('\u202E1'),
  'a'.repeat(101),
  '987654',
];

/** Query strings a browser never builds: broken brackets, deep nesting, pollution, arrays. */
export const BAD_QUERIES = [
  'filter[[x]=1',
  'filter][=1',
  'filter[=1',
  'a[b][c][d][e][f][g][h][i][j][k]=1',
  'filter[search][]=a&filter[search][]=b',
  '__proto__[admin]=1&constructor[prototype][admin]=1',
  'page=abc&per_page=-5',
  'page=1e309&per_page=99999999999999999999',
  'sort=;DROP%20TABLE%20users',
  'filter=plain',
  `x=${'%5B'.repeat(300)}`,
  'q=%E0%A4%A',
  '&&&==&=&',
  Array.from({ length: 400 }, (_, i) => `k${i}=1`).join('&'),
  Array.from({ length: 250 }, (_, i) => `page[${i}]=1`).join('&'),
];
