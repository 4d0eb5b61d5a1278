import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { waitForMail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';

// The ways in that many journeys share: the customer area by a one-time code
// read from the outbox, and the back office with a stored staff login.

/** Types the address where the page asks for it, then the code mailed to it, and enters. */
export async function enterAccessCode(page: Page, request: APIRequestContext, email: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviarme el código' }).click();
  await expect(page.getByLabel('Código de 6 cifras')).toBeVisible();
  // The newest mail may still be another (the policy's activation): wait for the code's.
  const mail = await waitForMail(request, email, /código de acceso/);
  const code = mail.text_body.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'código en el correo').toBeTruthy();
  await page.getByLabel('Código de 6 cifras').fill(code!);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The customer area, entered from its own address with the one-time code. */
export async function enterCustomerArea(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/area-cliente');
  await enterAccessCode(page, request, email);
}

let staffSession: unknown = null;

/** The stored staff login, made once per worker: staff logins are rate-limited per IP. */
export async function logInStaff(page: Page, request: APIRequestContext) {
  if (!staffSession) {
    const res = await request.post('/api/users/login', { data: E2E_ADMIN });
    expect(res.status(), await res.text()).toBe(200);
    staffSession = await res.json();
  }
  const stored = JSON.stringify(staffSession);
  await page.addInitScript((value) => window.localStorage.setItem('amparo:user', value), stored);
}

/** The back-office menu: in the sidebar on a desktop, behind the menu button on a phone. */
export async function openSection(page: Page, name: string) {
  // The sidebar shows from 1024 px (Tailwind lg); below, the menu opens from the header.
  if ((page.viewportSize()?.width ?? 0) < 1024)
    await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name, exact: true }).click();
}

/**
 * A full-page screenshot of a step, kept with the test's results
 * (e2e/.artifacts/results/<test>/) for people to look at after a run, when asked
 * (E2E_SCREENSHOTS=1, support/screenshots.ts).
 */
export async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await keepScreenshot(page, { path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

/** The sandbox gateway's card that is always approved. */
export const APPROVING_CARD = '4548810000000003';

/** Follows a mail's link as the customer would (its path on this server). */
export async function openMailLink(page: Page, mail: { text_body: string }, pattern: RegExp, what: string) {
  const link = mail.text_body.match(pattern)?.[0];
  expect(link, what).toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
}

/** Fills the sandbox gateway's card form and pays. */
export async function payOnGateway(page: Page, card: string) {
  await expect(page.getByRole('heading', { name: 'Pago con tarjeta' })).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill(card);
  await page.getByLabel('Caducidad (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
}
