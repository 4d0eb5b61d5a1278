import fs from 'node:fs';
import path from 'node:path';
import { type EndpointName, endpoints } from '@amparo/contract';
import { apiRoutes } from '@amparo/contract/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';

// Each endpoint is declared once, in the contract, and registered by name (docs/decisions/0016).
// These hold the server to it: every endpoint of the contract is served, nothing else is, and no
// module writes a method, a path or a schema of its own.

const modules = path.join(import.meta.dirname, 'modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the endpoints the server registers', () => {
  let app: App;

  beforeAll(async () => {
    // Registering routes touches no database: building the app is enough to read its route table.
    const config = loadConfig({
      NODE_ENV: 'test',
      AMPARO_DATA_DIR: '/tmp/amparo-unused',
      LOG_LEVEL: 'silent',
      CARD_GATEWAY: 'sandbox',
    });
    app = await buildApp({ db: {} as Database, config });
    await app.ready();
    return () => app.close();
  });

  it('serves every endpoint of the contract once, and nothing else', () => {
    const declared = (Object.keys(apiRoutes) as EndpointName[])
      .map((name) => `${apiRoutes[name].method} /api${apiRoutes[name].path}`)
      .sort();
    const served = app.routeTable.map((route) => `${route.method} ${route.url}`).sort();
    expect(served).toEqual(declared);
  });

  it('guards each one with the permission its contract entry names', () => {
    const byRoute = new Map(app.routeTable.map((route) => [`${route.method} ${route.url}`, route]));
    const wrong = (Object.keys(apiRoutes) as EndpointName[]).filter((name) => {
      const route = byRoute.get(`${apiRoutes[name].method} /api${apiRoutes[name].path}`);
      return route?.permission !== endpoints[name].permission;
    });
    expect(wrong).toEqual([]);
  });

  it('leaves no method, path or schema written in a module', () => {
    const declaring =
      /\b(app|api|instance)\.(get|post|put|patch|delete|route)\s*\(|\bschema:\s*\{|\bconfig:\s*\{\s*permission/;
    const offenders = sourceFiles(modules)
      // The one place that turns a contract entry into a route.
      .filter((file) => path.basename(file) !== 'endpoint.ts')
      .filter((file) => declaring.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(modules, file));
    expect(offenders).toEqual([]);
  });
});
