// Fails when the JavaScript a visitor downloads before a page is interactive
// grows over its budget. Reads the built app (apps/web/dist): the entry script
// with everything it imports statically (its module preloads), plus the
// modules the router loads for that page before it renders (each lazy route's
// chunk with its own static imports; every lazily loaded page also waits for
// the rest of the texts and the query cache, app/routes.tsx), which the build
// lists in dist/pages.json as the page's module preloads. The budget is on
// the brotli copies the build writes and the server sends to every browser
// that accepts brotli (all current ones); gzip is printed alongside.
// Code a page imports dynamically (the IMEI reader, image compression, pdf.js)
// loads only when used and is not counted. Budgets: docs/performance.md.
// Run after the build: `node scripts/check-bundle-budget.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The pages with a budget and, for those loaded lazily, the page of dist/pages.json whose module
 * preloads are what its first visit loads after the entry (listed in apps/web/vite.config.ts).
 */
const PAGES = [
  // The landing and its texts are part of the entry.
  { path: '/', budgetKb: 120 },
  { path: '/contratacion', budgetKb: 235, preloadsOf: '/contratacion' },
  // The mail's link opens /peritation/:id (the OS guard), which goes on to the IMEI step.
  { path: '/evaluation', budgetKb: 185, preloadsOf: '/peritation/*' },
];

const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestFile = path.join(webDist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No existe ${manifestFile}: ejecuta antes npm run build`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const pagePreloads = new Map(
  JSON.parse(fs.readFileSync(path.join(webDist, 'pages.json'), 'utf8')).map((p) => [p.pattern, p.preloads]),
);

/** The files of a module and everything it imports statically. */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`El manifiesto no tiene ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const sizes = new Map();
function sizesOf(file) {
  if (!sizes.has(file)) {
    const full = path.join(webDist, file);
    const body = fs.readFileSync(full);
    // The build compresses files over 1 KB; a smaller one is sent as it is.
    const hasBrotli = fs.existsSync(`${full}.br`);
    if (!hasBrotli && body.length > 1024)
      throw new Error(`Falta ${full}.br: el build no ha comprimido los ficheros`);
    const brotli = hasBrotli ? fs.statSync(`${full}.br`).size : body.length;
    const gzip = zlib.gzipSync(body, { level: 9 }).length;
    sizes.set(file, { file, brotli, gzip });
  }
  return sizes.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(9);
let over = false;
for (const page of PAGES) {
  const files = new Set();
  collect(entry, files);
  if (page.preloadsOf) {
    const preloads = pagePreloads.get(page.preloadsOf);
    if (!preloads) throw new Error(`dist/pages.json no tiene ${page.preloadsOf}`);
    for (const file of preloads) files.add(file);
  }
  const rows = [...files]
    .filter((file) => file.endsWith('.js'))
    .map(sizesOf)
    .sort((a, b) => b.brotli - a.brotli);
  const total = { brotli: 0, gzip: 0 };
  for (const row of rows) {
    total.brotli += row.brotli;
    total.gzip += row.gzip;
  }
  console.log(`\n${page.path}\n brotli KB  gzip KB  script`);
  // The ten largest; the rest in one line.
  for (const row of rows.slice(0, 10)) console.log(`${kb(row.brotli)}${kb(row.gzip)}  ${row.file}`);
  const rest = rows.slice(10);
  if (rest.length > 0) {
    const sum = (k) => rest.reduce((n, row) => n + row[k], 0);
    console.log(`${kb(sum('brotli'))}${kb(sum('gzip'))}  (${rest.length} scripts más pequeños)`);
  }
  console.log(`${kb(total.brotli)}${kb(total.gzip)}  en total antes de que '${page.path}' sea interactiva`);
  console.log(`Límite: ${page.budgetKb} KB en brotli (lo que recibe el navegador)`);
  if (total.brotli / 1024 > page.budgetKb) {
    console.error(
      `'${page.path}': presupuesto superado en ${(total.brotli / 1024 - page.budgetKb).toFixed(1)} KB`,
    );
    over = true;
  }
}
if (over) process.exit(1);
