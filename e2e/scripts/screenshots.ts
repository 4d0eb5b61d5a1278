// Screenshots of pages at phone and desktop widths, for a person to look at.
// Usage: BASE_URL=http://localhost:3000 npx tsx e2e/scripts/screenshots.ts OUT_DIR /path [/path ...]
// A path may end with "@admin" to log in to the back office first (demo admin or E2E_ADMIN_*).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const [outDir = '/tmp/amparo-shots', ...paths] = process.argv.slice(2);
const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@amparo.local',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'amparo-demo-2026',
};
const widths = [390, 1280];

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
    const page = await context.newPage();
    page.on('console', (msg) => msg.type() === 'error' && console.error(`[${width}] consola: ${msg.text()}`));
    let loggedIn = false;
    for (const entry of paths) {
      const [target = '/', flag] = entry.split('@');
      if (flag === 'admin' && !loggedIn) {
        await page.goto(`${base}/admin/login`);
        await page.getByLabel('Correo electrónico').fill(admin.email);
        await page.getByLabel('Contraseña').fill(admin.password);
        await page.getByRole('button', { name: 'Entrar' }).click();
        await page.waitForURL((url) => !url.pathname.endsWith('/login'));
        loggedIn = true;
      }
      await page.goto(`${base}${target}`, { waitUntil: 'networkidle' });
      const file = path.join(outDir, `${target.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
