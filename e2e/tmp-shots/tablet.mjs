import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3399';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 768, height: 1024 } });
const page = await ctx.newPage();
const login = await (await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@amparo.local', password: 'amparo-demo-2026' }) })).json();
await page.addInitScript((v) => localStorage.setItem('amparo:user', v), JSON.stringify(login));
for (const [name, path] of [['dashboard', '/admin'], ['distributors', '/admin/distribuidores'], ['stores', '/admin/tiendas'], ['policies', '/admin/polizas'], ['map', '/map']]) {
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/tab-${name}.png` });
}
await page.goto(base + '/admin/polizas');
await page.waitForTimeout(1500);
await page.getByRole('link', { name: /AMP-/ }).first().click();
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/tab-policy.png' });
await browser.close();
