// Writes the OpenAPI document and the route table (permission, CSV export, statuses) as JSON, so a
// change to how routes are declared can be checked for changes to what they are.
import fs from 'node:fs';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';

const out = process.argv[2] ?? '/tmp/api-surface';
fs.mkdirSync(out, { recursive: true });
const config = loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: '/tmp/amparo-unused', LOG_LEVEL: 'silent' });
const app = await buildApp({ db: {} as Database, config });
await app.ready();
fs.writeFileSync(`${out}/openapi.json`, JSON.stringify(app.swagger(), null, 2));
const table = app.routeTable
  .map((r) => ({
    key: `${r.method} ${r.url}`,
    permission: r.permission,
    csvExport: r.csvExport,
    statuses: [...r.statuses].sort(),
  }))
  .sort((a, b) => a.key.localeCompare(b.key));
fs.writeFileSync(`${out}/routes.json`, JSON.stringify(table, null, 2));
await app.close();
console.log(`${table.length} routes → ${out}`);
