#!/usr/bin/env node
// Web layering, checked on every `npm run lint` (docs/architecture.md, "Web"):
//   app/ (routes, router)  ->  features/<name>/  ->  shared layers (ui, api, navigation, i18n, ...)
// A feature imports its own files and the shared layers, never another feature nor app/;
// a shared layer imports neither features nor app/. And only api/ calls fetch: every call to the API
// goes through the typed client (api/client.ts).
// The back office (features/admin) is one feature made of pages (claims/, policies/, evaluations/, ...):
// a page imports its own files, the admin root files and the back office's shared folders (components/,
// shared/, shell/), never another page; what two pages show (a detail page's sections, the zoomable
// photo, the claim badges) lives in shared/.
// Biome's noRestrictedImports matches the text of an import, not the file it resolves to, so
// "any feature but this one" would need one override per pair of features, kept up to date by
// hand; this script resolves every relative import instead, and covers a new feature by itself.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'apps/web/src');

// `import x from '...'`, `export { x } from '...'`, `import '...'`, `import('...')`, `vi.mock('...')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts|js|jsx)$/.test(entry.name)) yield full;
  }
}

/** 'app', 'features/purchase', or the shared layer's folder ('ui', 'api', ...); null for files at the root. */
function areaOf(file) {
  const [first, second] = path.relative(webSrc, file).split(path.sep);
  if (second === undefined) return null; // main.tsx, env.d.ts: the entry point may import anything
  return first === 'features' ? `features/${second}` : first;
}

// Calls `fetch(` itself, not `refetch(` nor `x.fetch(` of a test double.
const FETCH_CALL = /(?<![\w.])fetch\s*\(/;

/** Files outside api/ allowed their own fetch, each with its reason. */
const OWN_FETCH = new Map([
  // The landing's campaign banner: kept off the client so the landing's first chunk stays light;
  // a failure only hides the banner. Its address is still the contract's (GET /public-discount).
  ['ui/public-discount-banner.tsx', 'first-load weight'],
]);

const ADMIN = 'features/admin';
/** The back office's folders every admin page may import; shell/ (the frame) composes pages itself. */
const ADMIN_SHARED = new Set(['components', 'shared', 'shell']);
/** Page-to-page imports allowed, each with its reason. */
const ADMIN_PAGE_IMPORTS = new Map([
  // A store's landing page offers one of the discounts the discounts page lists (useAllDiscounts).
  ['stores -> discounts', 'the landing picks one of the listed discounts'],
]);

/** The admin folder of a file of features/admin ('claims', 'shared', ...); null for the admin root files. */
function adminFolderOf(file) {
  const parts = path.relative(path.join(webSrc, ADMIN), file).split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

function adminViolation(file, target, specifier) {
  const from = adminFolderOf(file);
  const to = adminFolderOf(target);
  if (from === null || from === 'shell' || to === null || to === from || ADMIN_SHARED.has(to)) return null;
  if (ADMIN_PAGE_IMPORTS.has(`${from} -> ${to}`)) return null;
  return ADMIN_SHARED.has(from)
    ? `the back office's shared admin/${from}/ imports the page admin/${to}/ ('${specifier}')`
    : `the admin page ${from}/ imports the page ${to}/ ('${specifier}'); share it through admin/shared/`;
}

function importsOf(text) {
  const found = [];
  for (const line of text.split('\n').entries()) {
    for (const match of line[1].matchAll(SPECIFIER)) found.push({ line: line[0] + 1, specifier: match[1] });
  }
  return found;
}

export function findViolations(files = [...sourceFiles(webSrc)], read = (f) => readFileSync(f, 'utf8')) {
  const violations = [];
  for (const file of files) {
    const from = areaOf(file);
    const text = read(file);
    const relative = path.relative(webSrc, file).split(path.sep).join('/');
    if (from !== 'api' && !/\.test\.tsx?$/.test(file) && !OWN_FETCH.has(relative)) {
      const line = text.split('\n').findIndex((content) => FETCH_CALL.test(content));
      if (line >= 0)
        violations.push(
          `${path.relative(root, file)}:${line + 1} calls fetch: call the API through api/client.ts`,
        );
    }
    if (from === null || from === 'app') continue; // app/ composes the features
    for (const { line, specifier } of importsOf(text)) {
      if (!specifier.startsWith('.')) continue; // packages (@amparo/contract, react, ...)
      const target = path.resolve(path.dirname(file), specifier);
      const to = areaOf(target);
      const where = `${path.relative(root, file)}:${line}`;
      if (from === ADMIN && to === ADMIN) {
        const violation = adminViolation(file, target, specifier);
        if (violation) violations.push(`${where}: ${violation}`);
      }
      if (to === null || to === from) continue;
      if (to === 'app') violations.push(`${where} imports app/ ('${specifier}')`);
      else if (to.startsWith('features/') && from.startsWith('features/'))
        violations.push(`${where}: ${from} imports ${to} ('${specifier}'); share it through a shared layer`);
      else if (to.startsWith('features/'))
        violations.push(`${where}: the shared layer ${from}/ imports ${to} ('${specifier}')`);
    }
  }
  return violations;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = findViolations();
  if (violations.length > 0) {
    console.error(`Límites de la web incumplidos (${violations.length}):`);
    for (const violation of violations) console.error(`  ${violation}`);
    console.error('Una feature importa solo sus archivos y las capas compartidas (docs/architecture.md).');
    process.exit(1);
  }
  console.log(
    'Límites de la web: ninguna feature importa otra feature ni app/, ninguna página del back office otra página, y solo api/ llama a fetch.',
  );
}
