import { isDeepStrictEqual } from 'node:util';
import { type EndpointName, type EndpointSchemas, endpoints, z } from '@amparo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { RouteEntry } from './plugins/auth.ts';

// The web's typed client trusts the contract's endpoint map (packages/contract/src/endpoints.ts);
// the server validates with the schemas of its own route declarations. This test holds the two
// together: same routes, same authentication, same schemas in, same success answers out.

type Part = 'params' | 'querystring' | 'body';
const PART_OF: Record<Part, keyof EndpointSchemas> = { params: 'params', querystring: 'query', body: 'body' };

const json = (schema: unknown, io: 'input' | 'output') =>
  schema === undefined ? undefined : z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any' });

const key = (method: string, url: string) => `${method} ${url}`;

describe('the contract endpoint map and the API routes', () => {
  let app: App;
  let routes: Map<string, RouteEntry>;
  const entries = Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][];

  beforeAll(async () => {
    // Declaring routes touches no database: building the app is enough to read its route table.
    const config = loadConfig({
      NODE_ENV: 'test',
      AMPARO_DATA_DIR: '/tmp/amparo-unused',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ db: {} as Database, config });
    await app.ready();
    routes = new Map(app.routeTable.map((route) => [key(route.method, route.url), route]));
    return () => app.close();
  });

  it('lists every route of the API once, and nothing else', () => {
    const mapped = entries.map(([, e]) => key(e.method, `/api${e.path}`)).sort();
    expect(new Set(mapped).size).toBe(mapped.length);
    expect(mapped).toEqual([...routes.keys()].sort());
    expect(mapped.length).toBeGreaterThan(60);
  });

  it('gives each endpoint the authentication its route declares', () => {
    const wrong = entries.filter(([, endpoint]) => {
      const route = routes.get(key(endpoint.method, `/api${endpoint.path}`));
      return (route?.permission === 'public') !== (endpoint.auth !== 'session');
    });
    expect(wrong.map(([name]) => name)).toEqual([]);
  });

  it('gives each endpoint the params, query and body schemas of its route', () => {
    const wrong: string[] = [];
    for (const [name, endpoint] of entries) {
      const schema = routes.get(key(endpoint.method, `/api${endpoint.path}`))?.schema ?? {};
      for (const part of ['params', 'querystring', 'body'] as const) {
        const mine = (endpoint as EndpointSchemas)[PART_OF[part]];
        if (!isDeepStrictEqual(json(mine, 'input'), json(schema[part], 'input')))
          wrong.push(`${name} ${part}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives each endpoint the success answers of its route', () => {
    const wrong: string[] = [];
    for (const [name, endpoint] of entries) {
      const route = routes.get(key(endpoint.method, `/api${endpoint.path}`));
      const declared = (route?.schema.response ?? {}) as Record<string, unknown>;
      const success = Object.keys(declared).filter((status) => status.startsWith('2'));
      if (!isDeepStrictEqual(Object.keys(endpoint.responses).sort(), success.sort()))
        wrong.push(`${name} statuses`);
      for (const [status, schema] of Object.entries(endpoint.responses)) {
        // A CSV export route answers its JSON list or, asked for the CSV, text: the map keeps the JSON.
        const expected = route?.csvExport ? (schema as z.ZodType).or(z.string()) : schema;
        if (!isDeepStrictEqual(json(expected, 'output'), json(declared[status], 'output')))
          wrong.push(`${name} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
