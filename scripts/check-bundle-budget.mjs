// Fails when the JavaScript a visitor downloads before the landing page ('/')
// is interactive grows over the budget. Reads the built app (apps/web/dist):
// the entry script with everything it imports statically (its module
// preloads), plus what the router loads for '/' before it renders. The budget
// is on the brotli copies the build writes and the server sends to every
// browser that accepts brotli (all current ones); gzip is printed alongside.
// Run after the build: `node scripts/check-bundle-budget.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 120;
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
// Lazily loaded modules the landing waits for on first load (none today: the
// landing and its texts are part of the entry). Add any that '/' awaits.
const FIRST_LOAD_LAZY_MODULES = [];

const manifestFile = path.join(webDist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No existe ${manifestFile}: ejecuta antes npm run build`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`El manifiesto no tiene ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
collect(entry);
for (const key of FIRST_LOAD_LAZY_MODULES) collect(key);

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(9);
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const full = path.join(webDist, file);
    if (!fs.existsSync(`${full}.br`))
      throw new Error(`Falta ${full}.br: el build no ha comprimido los ficheros`);
    const gzip = zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
    return { file, brotli: fs.statSync(`${full}.br`).size, gzip };
  })
  .sort((a, b) => b.brotli - a.brotli);
const total = { brotli: 0, gzip: 0 };
for (const row of rows) {
  total.brotli += row.brotli;
  total.gzip += row.gzip;
}

console.log(' brotli KB  gzip KB  script');
for (const row of rows) console.log(`${kb(row.brotli)}${kb(row.gzip)}  ${row.file}`);
console.log(`${kb(total.brotli)}${kb(total.gzip)}  en total antes de que '/' sea interactiva`);
console.log(`Límite: ${BUDGET_KB} KB en brotli (lo que recibe el navegador)`);
if (total.brotli / 1024 > BUDGET_KB) {
  console.error(`Presupuesto superado en ${(total.brotli / 1024 - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
