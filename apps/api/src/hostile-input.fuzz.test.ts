import { Role } from '@amparo/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../test/auth-helpers.ts';
import { AUTHORIZATION_MATRIX } from '../test/authorization-matrix.ts';
import {
  type FuzzCase,
  namedCases,
  type Operation,
  pickPerKind,
  randomCases,
  seedOf,
} from '../test/fuzz-cases.ts';
import { changedTables, publicTables, watchWrites, writeCounts } from '../test/row-counts.ts';
import { useTestApp } from '../test/test-app.ts';

// Hostile input (docs/security.md): every operation of the OpenAPI document gets the named hostile cases of
// test/fuzz-cases.ts and RANDOM_CASES random ones (fixed seed), as an admin (so no permission check
// hides the validation) and, for public routes, anonymously. No answer may be a 5xx; every error
// answer is JSON with a Spanish `message`; a refused request leaves every table as it was.

const SEED = 20261124;
const RANDOM_CASES = 4;
/** Named cases of each kind per route (test/fuzz-cases.ts lists them all). */
const PER_KIND = 2;

/**
 * Tables a refused request may legitimately write: rate_limit_counters counts failed attempts
 * (logins, codes) precisely when they fail, and api_tokens counts a wrong guess of a one-time code
 * on the code itself (services/tokens.ts guessCode).
 */
const WRITTEN_BY_REFUSALS = new Set(['rate_limit_counters', 'api_tokens']);

/** English words of Fastify's or zod's default messages; a Spanish answer has none of them. */
const ENGLISH =
  /\b(the|is|must|expected|received|invalid|required|should|cannot|unexpected|route|not found)\b/i;

/**
 * The error's text: `message` of the JSON answer, or, for the sandbox gateway's pages (HTML a
 * browser form posts to, declared so in the document), the title of a page in Spanish.
 */
function errorText(contentType: string, body: string): string | undefined {
  if (contentType.startsWith('text/html'))
    return body.includes('<html lang="es">') ? /<title>([^<]+)<\/title>/.exec(body)?.[1] : undefined;
  try {
    const message = JSON.parse(body).message;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

const t = useTestApp();

type Summary = {
  routes: number;
  cases: number;
  byKind: Record<string, number>;
  byStatus: Record<string, number>;
};

const matrixKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1')}`;

describe('hostile input from the OpenAPI document', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    await watchWrites(
      t.db,
      (await publicTables(t.db)).filter((name) => !WRITTEN_BY_REFUSALS.has(name)),
    );
    admin = (await seedSession(t.db, Role.ADMIN)).headers;
  });

  it('answers every generated case with a Spanish 4xx (or a success), never a 5xx, and writes nothing when it refuses', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const anonymous = new Set(
      AUTHORIZATION_MATRIX.filter((row) => row.allowed.anonymous).map((row) => row.route),
    );
    const failures: string[] = [];
    const summary: Summary = { routes: 0, cases: 0, byKind: {}, byStatus: {} };
    const messages = new Set<string>();
    const started = Date.now();

    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const key = matrixKey(method, path);
        const seed = seedOf(key, SEED);
        let state = seed;
        const rng = () => {
          state = (Math.imul(state, 1103515245) + 12345) | 0;
          return (state >>> 0) / 2 ** 32;
        };
        const cases: FuzzCase[] = [
          ...pickPerKind(namedCases(path, op, rng), PER_KIND, rng),
          ...randomCases(path, op, RANDOM_CASES, seed),
        ];
        const callers = anonymous.has(key) ? ['admin', 'anonymous'] : ['admin'];
        summary.routes++;
        for (const caller of callers) {
          // A GET never writes, accepted or not: one comparison around the route's whole batch.
          const isGet = method === 'get';
          const batchBefore = isGet ? await writeCounts(t.db) : undefined;
          for (const c of cases) {
            // Logging out ends the session it is sent with: give that route its own each time.
            const auth =
              caller === 'anonymous'
                ? {}
                : key === 'POST /api/users/logout'
                  ? (await seedSession(t.db, Role.ADMIN)).headers
                  : admin;
            const before = isGet ? undefined : await writeCounts(t.db);
            const res = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url: c.url,
              headers: { ...auth, ...c.headers },
              ...(c.payload === undefined ? {} : { payload: c.payload }),
            });
            summary.cases++;
            summary.byKind[c.kind] = (summary.byKind[c.kind] ?? 0) + 1;
            summary.byStatus[res.statusCode] = (summary.byStatus[res.statusCode] ?? 0) + 1;
            const where = `${key} as ${caller}, ${c.kind} (${c.url.slice(0, 120)})`;
            if (res.statusCode >= 500) {
              failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 300)}`);
              continue;
            }
            if (res.statusCode < 400) continue; // accepted: a write is legitimate
            const message = errorText(String(res.headers['content-type']), res.body);
            if (!message) {
              failures.push(`${where}: ${res.statusCode} without message: ${res.body.slice(0, 200)}`);
              continue;
            }
            messages.add(message.length > 160 ? `${message.slice(0, 160)}…` : message);
            if (ENGLISH.test(message)) failures.push(`${where}: ${res.statusCode} in English: ${message}`);
            if (before) {
              const changed = changedTables(before, await writeCounts(t.db));
              if (changed.length)
                failures.push(`${where}: ${res.statusCode} but wrote ${changed.join(', ')}`);
            }
          }
          if (batchBefore) {
            const changed = changedTables(batchBefore, await writeCounts(t.db));
            if (changed.length) failures.push(`${key} as ${caller}: a GET wrote ${changed.join(', ')}`);
          }
        }
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const kinds = Object.entries(summary.byKind)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ');
    const statuses = Object.entries(summary.byStatus)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.info(
      `Fuzz (seed ${SEED}): ${summary.routes} operations, ${summary.cases} requests in ${seconds} s (${kinds}); answers ${statuses}; ${messages.size} distinct error messages`,
    );
    if (process.env.FUZZ_MESSAGES) console.info([...messages].sort().join('\n'));
    expect(summary.routes).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('the write check of the fuzz suite', () => {
  it('notices a row added and a row changed (so a refused request that writes would fail)', async () => {
    await watchWrites(t.db, await publicTables(t.db));
    const before = await writeCounts(t.db);
    const { user } = await seedSession(t.db, Role.AGENT);
    const added = await writeCounts(t.db);
    expect(changedTables(before, added).join()).toContain('users');
    await t.db.execute(sql`update users set name = 'Cambiado' where id = ${user.id}`);
    expect(changedTables(added, await writeCounts(t.db))).toEqual([expect.stringMatching(/^users: /)]);
  });
});
