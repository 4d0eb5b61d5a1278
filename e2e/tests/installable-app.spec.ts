import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config.ts';
import { bookPolicy, uniqueEmail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { bookPhone } from './phone-check-helpers.ts';
import { enterCustomerArea } from './session-helpers.ts';

// The journey: the app the customer installs is the web app (docs/installable-app.md). Chromium
// finds nothing missing to install it (DevTools' Page.getInstallabilityErrors, as Lighthouse 12 no
// longer audits it), its service worker controls the page, a customer's session leaves nothing of
// theirs in the caches, and a reload without a network shows the offline page, then the app again.

// A browser profile of its own: Chromium installs nothing from an incognito context, which is what
// Playwright's contexts are ('in-incognito'), so this journey runs in a persistent one.

/** Every URL in the service worker's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });

test('the app installs from its manifest, keeps no customer data, and says so when offline', {
  tag: '@customer',
}, async ({ request }) => {
  test.setTimeout(60_000);
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'amparo-app-')), {
    ...CHROMIUM_LAUNCH,
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  // The worker registers once the page is idle, and controls the pages loaded after it.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    short_name: 'Amparo',
    display: 'standalone',
    scope: '/',
    start_url: '/area-cliente',
    theme_color: '#D6007E',
    background_color: '#F5F5F5',
  });
  expect(
    manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
  ).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
  // The mail's links (/peritation/{id}, /firma/{id}, /pagos/...) are inside the app's scope.
  expect(new URL('/peritation/12', page.url()).pathname.startsWith(manifest.scope)).toBe(true);

  // A customer's session in the installed app: their area, their policy.
  const email = uniqueEmail('app.instalada');
  const booked = await bookPolicy(request, email);
  await enterCustomerArea(page, request, email);
  await expect(page.getByText(`Póliza ${booked.number}`)).toBeVisible({ timeout: 15_000 });
  const cached = await cachedUrls(page);
  expect(cached.length).toBeGreaterThan(10);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
  expect(
    cached.filter((url) => url.includes(booked.number) || url.includes(encodeURIComponent(email))),
  ).toEqual([]);

  // Without a network the page says what needs one; back online, the same address is the app again.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
  await page.context().setOffline(false);
  await page.getByRole('link', { name: 'Volver a intentarlo' }).click();
  await expect(page.getByText(`Póliza ${booked.number}`)).toBeVisible({ timeout: 15_000 });
  // The booking mail's phone-check link opens in the app: inside its scope (with `handle_links` and
  // `launch_handler`, an installed app takes it where the platform lets it), the page served under its
  // worker, the IMEI step shown. Headless Chromium cannot install, so this is as far as a test can see.
  const phone = await bookPhone(request, uniqueEmail('app.peritacion'));
  expect(manifest).toMatchObject({ handle_links: 'preferred' });
  await page.goto(phone.path);
  await expect(page.getByRole('heading', { name: 'Identifica tu móvil' })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
    /\/sw\.js$/,
  );

  expect(errors, 'errores en la página').toEqual([]);
  await context.close();
});
