// SEPA file benchmark (docs/performance.md): 100,000 direct-debit receipts due on one date,
// generated into one pain.008 by the same job the back office starts, on a
// real PostgreSQL. Reports receipts per second and the process's peak RSS,
// then validates the file with xmllint. Figures go to docs/performance.md.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/sepa.ts
//   (BENCH_RECEIPTS=100000 by default; the database amparo_bench_sepa is dropped and made again)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { jobs, sepaFiles } from '../apps/api/src/db/schema/index.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/seed-reference-data.ts';
import type { TypedJob } from '../apps/api/src/jobs/queue.ts';
import { createSepaGenerateHandler } from '../apps/api/src/modules/sepa/generate-sepa-file.ts';
import { createFileLinks } from '../apps/api/src/services/files/file-links.ts';
import { createLocalFileStore } from '../apps/api/src/services/files/local-file-store.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const receipts = Number(process.env.BENCH_RECEIPTS ?? 100_000);
const database = 'amparo_bench_sepa';
const collectionDate = new Date().toISOString().slice(0, 10);

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${database} with (force)`);
await admin.query(`create database ${database}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${database}`;
const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
await migrateDatabase(handle);
await seedReferenceData(handle.db);
const { db } = handle;

// One active policy per receipt, each with its mandate; a tenth never collected (FRST), the rest RCUR.
console.log(`Sembrando ${receipts} recibos domiciliados…`);
const seedStart = performance.now();
await db.execute(sql`insert into policies (number, status, product_id, product_type_id, complete_name, email, phone,
    premium_cents, annual_premium_cents, evaluation_status, payment_method_type)
  select 'AMP-BENCH-' || lpad(g::text, 7, '0'), 2, 15, p.product_type_id, 'Cliente Número ' || g,
    'bench' || g || '@amparo.test', '612345678', 995, 11940, 6, 3
  from generate_series(1, ${receipts}) g, (select product_type_id from products where id = 15) p`);
await db.execute(sql`insert into payment_methods (policy_id, type, iban, account_holder, mandate_reference,
    mandate_signed_at, mandate_first_collected_at)
  select id, 3, 'ES9121000418450200051332', complete_name, 'AMP-M-' || lpad(id::text, 8, '0'), now() - interval '90 days',
    case when id % 10 = 0 then null else now() - interval '30 days' end
  from policies`);
await db.execute(sql`insert into payments (policy_id, sequence, price_cents, pending_amount_cents, activation_date,
    payment_method_id)
  select policy_id, 2, 995, 995, ${collectionDate}::date - 1, id from payment_methods`);
console.log(`Sembrado en ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-bench-sepa-'));
const store = createLocalFileStore({
  root: filesDir,
  links: createFileLinks(() => Buffer.from('bench-secret-bench-secret-bench-secret')),
  publicUrl: 'http://127.0.0.1',
  linkTtlSeconds: 60,
});
const [file] = await db
  .insert(sepaFiles)
  .values({
    message_id: `AMP-SDD-BENCH-${Date.now()}`,
    collection_date: collectionDate,
    status: 'generating',
    total_cents: 0,
    transactions_count: 0,
  })
  .returning();
const [job] = await db
  .insert(jobs)
  .values({ queue: 'sepa.generate', payload: { fileId: file!.id }, status: 'running', attempts: 1 })
  .returning();

global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
const start = performance.now();
await createSepaGenerateHandler(store, () => new Date())(job as TypedJob<'sepa.generate'>, db);
const seconds = (performance.now() - start) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

const [done] = (
  (await db.execute(
    sql`select status, transactions_count, total_cents, storage_key from sepa_files where id = ${file!.id}`,
  )) as unknown as {
    rows: { status: string; transactions_count: number; total_cents: number; storage_key: string }[];
  }
).rows;
const xmlPath = path.join(filesDir, 'objects', ...done!.storage_key.split('/'));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
console.log(`| recibos | segundos | recibos/s | RSS base MB | RSS pico MB | XML MB |`);
console.log(`|---|---|---|---|---|---|`);
console.log(
  `| ${done!.transactions_count} | ${seconds.toFixed(1)} | ${Math.round(done!.transactions_count / seconds)} | ${mb(baseline)} | ${mb(peak)} | ${mb(fs.statSync(xmlPath).size)} |`,
);
const xsd = path.resolve(import.meta.dirname, '../apps/api/src/modules/sepa/schema/pain.008.001.02.xsd');
const lint = spawnSync('xmllint', ['--noout', '--stream', '--schema', xsd, xmlPath], { encoding: 'utf8' });
console.log(`xmllint: ${lint.status === 0 ? 'válido' : `NO válido\n${lint.stderr.slice(0, 500)}`}`);
await handle.close();
fs.rmSync(filesDir, { recursive: true, force: true });
