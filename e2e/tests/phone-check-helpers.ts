import type { APIRequestContext, Page } from '@playwright/test';
import type { FakeCamera } from '../support/camera-browser.ts';
import { expect } from '../support/camera-browser.ts';
import { writeImeiScreenshot } from '../support/imei-screenshot.ts';
import { bookPolicy, waitForMail } from './api-helpers.ts';
import { enterAccessCode, shot } from './session-helpers.ts';

// Steps of the phone check shared by its journeys (phone-check.spec.ts).

/**
 * A laptop's context options. In a test, `browser.newContext()` starts from the project's
 * options (here a Pixel 7: its agent, touch, mobile viewport): a laptop overrides them all.
 */
export const LAPTOP = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.0.0 Safari/537.36',
};

/** A phone policy (iPhone 16 Pro, product 3) booked by card, and its booking mail's check link. */
export async function bookPhone(
  request: APIRequestContext,
  email: string,
  overrides: Record<string, unknown> = {},
) {
  const policy = await bookPolicy(request, email, overrides);
  const mail = await waitForMail(request, email, /: solicitud /);
  const link = mail.text_body.match(/https?:\/\/\S+\/peritation\/\d+\?acceso=[\w-]+/)?.[0];
  expect(link, 'enlace de la peritación en el correo de la contratación').toBeTruthy();
  const url = new URL(link!);
  expect(url.pathname).toBe(`/peritation/${policy.id}`);
  return {
    policy: policy as { id: number; number: string; product: { name: string } },
    path: `${url.pathname}${url.search}`,
    token: url.searchParams.get('acceso')!,
  };
}

/** The IMEI step: a `*#06#` screenshot of `imei` (a new one unless given) chosen in the file input. */
export async function uploadImeiScreenshot(page: Page, imei?: string) {
  const screenshot = await writeImeiScreenshot(imei ? { imei } : {});
  await expect(page.getByRole('heading', { name: 'Identifica tu móvil' })).toBeVisible({ timeout: 10_000 });
  await page.getByLabel('Subir la captura').setInputFiles(screenshot.file);
  return screenshot;
}

/** The mail link's IMEI step: the `*#06#` screenshot, read by the server and confirmed. */
export async function confirmImei(page: Page, imei?: string) {
  const screenshot = await uploadImeiScreenshot(page, imei);
  await expect(page.getByText('Hemos leído este IMEI')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(screenshot.imei, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sí, es mi IMEI' }).click();
  return screenshot.imei;
}

/**
 * From the instructions to the summary: both photos with the camera and its 10 s countdown.
 * `frontCode` points the camera at another code than the page's (a doubt for the expert), or with
 * null at a screen with no code (a retake, decided by the machine).
 */
export async function takeBothPhotos(
  page: Page,
  camera: FakeCamera,
  options: { frontCode?: string | null } = {},
) {
  const next = page.getByRole('link', { name: 'Siguiente' });
  await expect(page.getByRole('heading', { name: 'Antes de empezar' })).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Las dos fotos' })).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Foto frontal' })).toBeVisible();
  await next.click();

  // Front: the page shows its one-time code; the camera sees a phone whose screen shows its QR.
  await expect(page).toHaveURL(/\/evaluation\/capture\/front/);
  const code = page.getByTestId('screen-code').first();
  await expect(code).toBeVisible({ timeout: 10_000 });
  if (options.frontCode === null) await camera.setScene();
  else if (options.frontCode) await camera.setScene({ code: options.frontCode });
  else await camera.showScreenCode(code);
  const start = page.getByRole('button', { name: 'Empezar cuenta atrás' });
  await expect(start).toBeEnabled({ timeout: 10_000 });
  await start.click();
  // The countdown fills the screen with the QR and the code, on one line (read in the mirror).
  const shown = page.getByTestId('screen-code').last();
  await expect(shown).toBeVisible();
  const line = await shown.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(line.height, 'el código de la pantalla cabe en una línea').toBeLessThan(line.lineHeight * 1.5);
  await runCountdown(page);
  if (options.frontCode === null) {
    // The page reads the code back before sending: no code, so it says so and offers the retake.
    await expect(page.getByText('Es probable que no podamos validar esta foto')).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByText(/En la foto frontal no se ve el código de la pantalla/)).toBeVisible();
    await shot(page, 'precheck-no-code');
    await page.getByRole('button', { name: 'Usarla igualmente' }).click();
  }
  await expect(page).toHaveURL(/\/evaluation\/precapture\/back/, { timeout: 20_000 });

  // Back: the same wall, no code on the screen.
  await camera.setScene();
  await expect(page.getByRole('heading', { name: 'Foto trasera' })).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(/\/evaluation\/capture\/back/);
  await expect(start).toBeEnabled({ timeout: 10_000 });
  await start.click();
  await runCountdown(page);
  await expect(page).toHaveURL(/\/evaluation\/summary/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Revisa y envía' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto frontal que vas a enviar' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto trasera que vas a enviar' })).toBeVisible();
}

/**
 * The capture countdown, a second at a time on the page's clock (`page.clock.install()` before the
 * page loaded): each jump waits until the page shows the second before, so every number is still
 * shown and the photo is still taken at zero, in about one second instead of ten. It stops jumping
 * once the page is taking the photo, so nothing after it runs on jumped time.
 */
export async function runCountdown(page: Page) {
  const seconds = page.getByTestId('countdown-seconds');
  await expect(seconds).toBeVisible();
  // What the countdown shows now, or null once it has gone (the photo taken): never waits for it.
  const shownNow = () => seconds.evaluateAll((found) => found[0]?.textContent?.trim() ?? null);
  for (;;) {
    const shown = await shownNow();
    const left = shown && /^\d+$/.test(shown) ? Number(shown) : 0; // '•' while the photo is taken
    if (left <= 0) return;
    await page.clock.fastForward(1_000);
    await expect.poll(shownNow).not.toBe(shown);
  }
}

/** Sends the photos from the summary and lands on the page that waits for the check. */
export async function sendPhotos(page: Page) {
  await page.getByRole('button', { name: 'Enviar fotos' }).click();
  await expect(page).toHaveURL(/\/evaluation\/checking/, { timeout: 20_000 });
}

/** The mail link's tab session and what it shows (the API the pages use). */
export async function linkSession(request: APIRequestContext, token: string) {
  const res = await request.post('/api/policy-access/evaluation/session', { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as {
    session_token: string;
    access: { policy: { id: number; phones: { risk_id: number; imei: string | null }[] } };
  };
}

/** The customer area, entered at its access page with the one-time code from the mail. */
export async function enterCustomerArea(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/area-cliente/acceso');
  await enterAccessCode(page, request, email);
}
