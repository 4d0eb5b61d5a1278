// The manifest's screenshots (docs/installable-app.md): the landing page at a phone's and a
// desktop's size, taken with Debian's Chromium from a running app. Run after a visible change:
// `npm start` in one terminal, then `node scripts/make-app-screenshots.mjs [http://localhost:3000]`;
// the PNGs are committed under apps/web/public/app/.
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = path.resolve(import.meta.dirname, '../apps/web/public/app');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, width, height] of [
  ['screenshot-narrow.png', 390, 844],
  ['screenshot-wide.png', 1280, 800],
]) {
  const page = await browser.newPage({ viewport: { width, height }, locale: 'es-ES' });
  await page.goto(base, { waitUntil: 'networkidle' });
  await page.screenshot({ path: path.join(out, name) });
  await page.close();
}
await browser.close();
console.log(`screenshots written to ${out}`);
