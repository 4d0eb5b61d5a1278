import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import { type App, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions, redactError, redactUrl } from './log-options.ts';

const lines: string[] = [];
let handle: DatabaseHandle;
let app: App;

beforeAll(async () => {
  handle = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    db: handle.db,
    config: loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: '/tmp/amparo-unused' }),
    logger: { ...loggerOptions('info'), stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe('what the logs keep', () => {
  it('hides secrets in query strings and drops credential headers from request lines', async () => {
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/api/files/claims/1/f.pdf?expires=1&signature=FIRMA-SECRETA&disposition=inline',
    });
    await app.inject({
      method: 'GET',
      url: '/api/policies?export_csv=1&token=TOKEN-SECRETO&filter[status]=1',
      headers: { authorization: 'Bearer PORTADOR-SECRETO', cookie: 'amparo_session=GALLETA-SECRETA' },
    });
    const log = lines.join('');
    expect(log).toContain(
      '"url":"/api/files/claims/1/f.pdf?expires=1&signature=[oculto]&disposition=inline"',
    );
    expect(log).toContain('token=[oculto]&filter[status]=1');
    for (const secret of ['FIRMA-SECRETA', 'TOKEN-SECRETO', 'PORTADOR-SECRETO', 'GALLETA-SECRETA'])
      expect(log).not.toContain(secret);
  });

  it('keeps a failed query, its constraint and its code, but not the values it carried', async () => {
    const failure = await handle.db
      .execute(sql`select 1 / 0 where ${'12345678Z'} <> ${'ES9121000418450200051332'}`)
      .catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    // Drizzle puts the values into the message itself.
    expect((failure as Error).message).toContain('12345678Z');

    const logged = JSON.stringify(redactError(failure as Error));
    expect(logged).toContain('Failed query: select 1 / 0');
    expect(logged).toContain('params: [oculto]');
    expect(logged).not.toContain('12345678Z');
    expect(logged).not.toContain('ES9121000418450200051332');
  });

  it('cuts the duplicate value PostgreSQL repeats in an error detail', () => {
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint "u_imei"'), {
      code: '23505',
      constraint: 'u_imei',
      detail: 'Key (imei)=(356938035643809) already exists.',
    });
    const logged = redactError(duplicate);
    expect(logged).toMatchObject({ code: '23505', constraint: 'u_imei', detail: '[oculto]' });
    expect(JSON.stringify(logged)).not.toContain('356938035643809');
  });

  it('hides every secret-bearing parameter, wherever it sits in the query', () => {
    expect(redactUrl('/a?token=x&b=1')).toBe('/a?token=[oculto]&b=1');
    expect(redactUrl('/a?b=1&CODE=123456')).toBe('/a?b=1&CODE=[oculto]');
    expect(redactUrl('/a?password=p#frag')).toBe('/a?password=[oculto]#frag');
    expect(redactUrl('/a?tokens=1&notoken=2')).toBe('/a?tokens=1&notoken=2');
    expect(redactUrl('/api/policies?filter[search]=12345678Z&per_page=20')).toBe(
      '/api/policies?filter[search]=[oculto]&per_page=20',
    );
    expect(redactUrl('/api/policies?filter%5Bsearch%5D=612345678')).toBe(
      '/api/policies?filter%5Bsearch%5D=[oculto]',
    );
  });
});
