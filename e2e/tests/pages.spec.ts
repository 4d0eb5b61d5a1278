import type { Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Each page names itself in the browser tab, and the server tells
// real pages from unknown paths and from stale asset links.

test.describe('tab titles', () => {
  for (const { path, title } of [
    { path: '/', title: 'Amparo · Seguro para tu móvil y tus dispositivos' },
    { path: '/pricing', title: 'Precios · Amparo' },
    { path: '/contratacion', title: 'Contratar tu seguro · Amparo' },
    { path: '/faqs', title: 'Preguntas frecuentes · Amparo' },
    { path: '/admin/login', title: 'Acceso al back office · Amparo' },
    { path: '/no-existe', title: 'Página no encontrada · Amparo' },
  ]) {
    test(`${path} is titled "${title}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    });
  }

  test('the title follows in-app navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Precios' }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).toHaveTitle('Precios · Amparo');
  });
});

test('an unknown path answers 404 and still shows the not-found page', async ({ page }) => {
  const response = await page.goto('/esto/no/existe');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
});

test('known pages answer 200 and are revalidated on every visit', async ({ request }) => {
  for (const path of ['/', '/pricing', '/admin', '/area-cliente', '/index.html']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('a missing hashed asset is a 404, not the page', async ({ request }) => {
  const response = await request.get('/assets/index-OLDHASH.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).not.toMatch(/text\/html/);
});

test('scripts are sent compressed and cached for good', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const headers = script.headers();
    expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
    // The build leaves files of a few hundred bytes as they are: compressing them gains nothing.
    if ((await script.body()).length > 1024)
      expect(headers['content-encoding'], script.url()).toMatch(/^(br|gzip)$/);
  }
});

test('a lazily loaded page logs no React Router warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Precios · Amparo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('/ already shows the header and the hero (prerendered)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Amparo, ir al inicio' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contratar' }).first()).toBeVisible();
  });

  test('/contratacion already shows its title and first step (prerendered)', async ({ page }) => {
    await page.goto('/contratacion');
    await expect(page).toHaveTitle('Contratar tu seguro · Amparo');
    await expect(page.getByRole('heading', { level: 1, name: '¿Qué quieres asegurar?' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Móvil' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Amparo, ir al inicio' })).toBeVisible();
    // Without the app it takes no tap or typing (that would be lost): it is inert until adopted.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
  });
});

test('/contratacion: the app adopts the prerendered step, and a purchase kept in the tab replaces it', async ({
  page,
}) => {
  // The step's title as the HTML brought it, before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { prerenderedTitle?: Element | null }).prerenderedTitle = document.querySelector('h1');
    });
  });
  const titleIsPrerendered = () =>
    page.evaluate(() => {
      const prerendered = (window as { prerenderedTitle?: Element | null }).prerenderedTitle;
      return prerendered != null && prerendered === document.querySelector('h1');
    });
  await page.goto('/contratacion');
  // The prerendered form is inert until React has adopted it; Playwright waits for that.
  await page.getByRole('radio', { name: 'Portátil' }).check();
  // React answered the choice (the summary follows it) on the very elements the HTML brought.
  await expect(page.getByRole('complementary').getByText('Portátil')).toBeVisible();
  expect(await titleIsPrerendered()).toBe(true);

  // The tab keeps the purchase: its own values, not the HTML's first visit (and no hydration error).
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Portátil' })).toBeChecked();
  expect(await titleIsPrerendered()).toBe(false);
});
