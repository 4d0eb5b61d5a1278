import fc from 'fast-check';
import { BAD_QUERIES, NASTY_STRINGS, NOT_IDS } from './fuzz-values.ts';

/**
 * Hostile requests generated from one operation of the OpenAPI document: each
 * category of the brief at least once per route (named cases), then random ones from
 * fast-check with a fixed seed per route, so a run is repeatable and a new route does not
 * change the cases of the others.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  minimum?: number;
  format?: string;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

export type FuzzCase = {
  kind: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

const typeOf = (s: Schema | undefined): string | undefined => {
  if (!s) return undefined;
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  const alt = s.anyOf ?? s.oneOf ?? s.allOf;
  return alt ? typeOf(alt.find((a) => a.type !== 'null')) : undefined;
};
const propsOf = (s: Schema | undefined) => {
  const alt = s?.anyOf ?? s?.oneOf ?? s?.allOf;
  return s?.properties ?? alt?.find((a) => a.properties)?.properties ?? {};
};

/** A value of the schema's shape that a person might send: the base the mutations start from. */
export function plausible(s: Schema | undefined, depth = 0): unknown {
  if (!s || depth > 6) return null;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(Object.entries(propsOf(s)).map(([k, v]) => [k, plausible(v, depth + 1)]));
    case 'array':
      return [plausible(s.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return s.format === 'date' ? '2026-11-24' : s.format === 'email' ? 'fuzz@amparo.test' : 'x';
    default:
      return null;
  }
}

/** A value of another type than the schema asks for. */
function wrongType(s: Schema | undefined): unknown[] {
  const all: [string, unknown][] = [
    ['string', 'no-soy-un-numero'],
    ['integer', 12.5],
    ['number', -1e308],
    ['boolean', 'true'],
    ['object', ['a']],
    ['array', { 0: 'a' }],
  ];
  return all.filter(([type]) => type !== typeOf(s)).map(([, v]) => v);
}

const isBase64Field = (name: string, s: Schema) => typeOf(s) === 'string' && /base64|image/i.test(name);

/** Deep `{"a":{"a":...}}` as text (JSON.stringify would overflow first). */
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** One real body of 16 MB, far past the default limit of app.ts (shared, built once). */
let oversized: Buffer | undefined;
const oversizedBody = () => {
  oversized ??= Buffer.from(`{"x":"${'a'.repeat(16 * 1024 * 1024)}"}`);
  return oversized;
};

/** Percent-encodes anything, lone surrogates too (as the invalid UTF-8 bytes a client could send). */
export function encodeLoose(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => (/[\uD800-\uDFFF]/.test(ch) && ch.length === 1 ? '%ED%A0%80' : encodeURIComponent(ch)))
      .join('');
  }
}

export const fillPath = (path: string, value: string) =>
  path.replace(/\{\*\}/g, value).replace(/\{[^}]+\}/g, value);

/** The named cases of one operation: every category of the brief at least once. */
export function namedCases(path: string, op: Operation, rng: () => number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const hasParams = /\{[^}]+\}/.test(path);
  // With an existing id (1) a body reaches the use-case; without a body, only junk ids.
  const baseUrl = fillPath(path, schema ? '1' : '987654');
  const json = { 'content-type': 'application/json' };
  const send = (kind: string, payload: unknown, url = baseUrl) =>
    cases.push({ kind, url, headers: json, payload: JSON.stringify(payload) });

  if (hasParams)
    for (const id of NOT_IDS) cases.push({ kind: 'path-not-id', url: fillPath(path, id), headers: {} });
  for (const q of BAD_QUERIES) cases.push({ kind: 'query-malformed', url: `${baseUrl}?${q}`, headers: {} });
  for (const p of op.parameters ?? []) {
    if (p.in !== 'query') continue;
    for (const v of wrongType(p.schema).slice(0, 2))
      cases.push({
        kind: 'query-wrong-type',
        url: `${baseUrl}?${p.name}=${encodeURIComponent(JSON.stringify(v))}`,
        headers: {},
      });
    const nasty = NASTY_STRINGS[Math.floor(rng() * NASTY_STRINGS.length)]!;
    cases.push({ kind: 'query-unicode', url: `${baseUrl}?${p.name}=${encodeLoose(nasty)}`, headers: {} });
    for (const key of Object.keys(propsOf(p.schema)))
      cases.push({
        kind: 'query-wrong-type',
        url: `${baseUrl}?${p.name}[${key}][x][]=${encodeURIComponent('💥')}`,
        headers: {},
      });
  }
  if (!schema) return cases;

  const base = (plausible(schema) ?? {}) as Record<string, unknown>;
  const props = propsOf(schema);
  send('body-empty-object', {});
  for (const top of ['null', '[]', '"texto"', '123', 'true'])
    cases.push({ kind: 'body-wrong-type', url: baseUrl, headers: json, payload: top });
  for (const name of schema.required ?? []) {
    const { [name]: _dropped, ...rest } = base;
    send('body-missing-required', rest);
  }
  for (const [name, s] of Object.entries(props)) {
    for (const v of wrongType(s)) send('body-wrong-type', { ...base, [name]: v });
    if (typeOf(s) === 'string') {
      send('body-huge-string', { ...base, [name]: 'ñ'.repeat(300_000) });
      for (const nasty of NASTY_STRINGS.slice(0, 6)) send('body-unicode', { ...base, [name]: nasty });
    }
    if (isBase64Field(name, s))
      for (const bad of [
        'no es base64!!',
        'data:image/png;base64,@@@@',
        '====',
        'QUJD',
        'QUJ',
        `${'A'.repeat(4096)}=A`,
      ])
        send('body-bad-base64', { ...base, [name]: bad });
    // One level down: nested objects and arrays of objects (evaluation photos, holder, device).
    const inner = typeOf(s) === 'array' ? s.items : s;
    for (const [innerName, innerSchema] of Object.entries(propsOf(inner))) {
      const innerBase = plausible(inner) as Record<string, unknown>;
      const wrap = (v: unknown) => {
        const value = { ...innerBase, [innerName]: v };
        return { ...base, [name]: typeOf(s) === 'array' ? [value] : value };
      };
      send('body-nested-wrong-type', wrap(wrongType(innerSchema)[0]));
      if (isBase64Field(innerName, innerSchema)) send('body-bad-base64', wrap('%%%no-base64%%%'));
    }
  }
  send('body-nested-junk', { ...base, junk: { a: [{ b: { c: [null, {}, [[]]] } }] }, __extra: 1 });
  for (const text of [deepJson(5000), deepArray(5000)])
    cases.push({ kind: 'body-nested-junk', url: baseUrl, headers: json, payload: text });
  cases.push({
    kind: 'body-proto-pollution',
    url: baseUrl,
    headers: json,
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  });
  for (const text of ['{"a":', '{a:1}', "{'a':1}", '', '\uFEFF{}', '{"a":1}{"b":2}', 'NaN'])
    cases.push({ kind: 'body-invalid-json', url: baseUrl, headers: json, payload: text });
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json; charset=utf-16',
    'image/png',
    'application/json\u0000',
  ])
    cases.push({
      kind: 'content-type-wrong',
      url: baseUrl,
      headers: { 'content-type': type },
      payload: 'a=1&b=2',
    });
  cases.push({ kind: 'body-oversized', url: baseUrl, headers: json, payload: oversizedBody() });
  cases.push({
    kind: 'body-oversized',
    url: baseUrl,
    headers: { ...json, 'content-length': String(200 * 1024 * 1024) },
    payload: '{}',
  });
  return cases;
}

/**
 * At most `perKind` cases of each kind, picked with the route's own random numbers: every
 * category stays covered while the file keeps to about a minute on PGlite.
 */
export function pickPerKind(cases: FuzzCase[], perKind: number, rng: () => number): FuzzCase[] {
  const byKind = new Map<string, FuzzCase[]>();
  for (const c of cases) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  return [...byKind.values()].flatMap((group) => {
    const pool = [...group];
    const picked: FuzzCase[] = [];
    while (pool.length && picked.length < perKind)
      picked.push(...pool.splice(Math.floor(rng() * pool.length), 1));
    return picked;
  });
}

/** A random value: any JSON, a nasty string, or a huge one. */
const junkValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.integer({ min: 0, max: 5 }).map((n) => 'x'.repeat(10 ** n)),
  fc.double(),
);

/** Random cases: the schema's fields (a random subset) with random values, random queries and ids. */
export function randomCases(path: string, op: Operation, count: number, seed: number): FuzzCase[] {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const keys = Object.keys(propsOf(schema));
  const body = fc.oneof(
    fc.dictionary(fc.constantFrom(...(keys.length ? keys : ['x']), 'extra'), junkValue, { maxKeys: 8 }),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const params = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const query = fc.array(
    fc.tuple(fc.constantFrom(...(params.length ? params : ['q']), 'filter[x]', 'a[]'), junkValue),
    { maxLength: 4 },
  );
  const id = fc.oneof(
    fc.constantFrom(...NOT_IDS),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  );
  const arb = fc.record({ body, query, id });
  return fc.sample(arb, { seed, numRuns: count }).map(({ body: b, query: q, id: rawId }): FuzzCase => {
    const value = NOT_IDS.includes(rawId) ? rawId : encodeLoose(rawId);
    const search = q
      .map(([k, v]) => `${k}=${encodeLoose(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
      .join('&');
    const url = `${fillPath(path, value)}${search ? `?${search}` : ''}`;
    return schema
      ? { kind: 'random', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(b) }
      : { kind: 'random', url, headers: {} };
  });
}

/** A route's own seed: the same cases every run, independent of the other routes. */
export const seedOf = (key: string, base: number) =>
  [...key].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, base);
