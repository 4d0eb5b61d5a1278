import type { Page } from '@playwright/test';
import { expect, test } from '../support/camera-browser.ts';
import { uniqueEmail } from './api-helpers.ts';
import { expectNoViolations, settled } from './axe-helpers.ts';
import { bookPhone, uploadImeiScreenshot } from './phone-check-helpers.ts';

// axe on the phone check's steps (with accessibility.spec.ts). Its own file: the capture
// step needs Chromium's fake camera, which support/camera-browser.ts gives to the workers of its tests.

/** The phone check's steps from the mail link to the front photo with the camera live, on a phone. */
async function phoneCheckSteps(page: Page, request: Parameters<typeof bookPhone>[0]) {
  const { path } = await bookPhone(request, uniqueEmail('axe.peritacion'));
  await page.goto(path);
  await settled(page, 'Identifica tu móvil');
  await expectNoViolations(page, 'peritación: IMEI');
  await uploadImeiScreenshot(page);
  await expect(page.getByText('Hemos leído este IMEI')).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, 'peritación: IMEI leído');
  await page.getByRole('button', { name: 'Sí, es mi IMEI' }).click();
  const next = page.getByRole('link', { name: 'Siguiente' });
  for (const heading of ['Antes de empezar', 'Las dos fotos', 'Foto frontal']) {
    await settled(page, heading);
    await expectNoViolations(page, `peritación: ${heading}`);
    await next.click();
  }
  await expect(page).toHaveURL(/\/evaluation\/capture\/front/);
  await expect(page.getByRole('button', { name: 'Empezar cuenta atrás' })).toBeEnabled({ timeout: 10_000 });
  await expectNoViolations(page, 'peritación: cámara frontal');
}

test('axe: the phone check from the booking mail, step by step', async ({ page, request }, { project }) => {
  test.setTimeout(60_000);
  if (project.name === 'phone') {
    await phoneCheckSteps(page, request);
  } else {
    // On a laptop the link asks to continue on the phone.
    const { path } = await bookPhone(request, uniqueEmail('axe.peritacion.portatil'));
    await page.goto(path);
    // It waits for the phone meanwhile (a spinner that stays): only its heading is awaited.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expectNoViolations(page, 'peritación abierta en un portátil');
  }
});
