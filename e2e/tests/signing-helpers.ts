import type { APIRequestContext, Page } from '@playwright/test';
import { waitForMail } from './api-helpers.ts';
import { expect } from './fixtures.ts';

/**
 * On the signing page with the contract shown: asks for the code, reads it from the outbox,
 * draws a signature with the mouse (three strokes), accepts and signs.
 */
export async function signWithMailedCode(page: Page, request: APIRequestContext, email: string) {
  await page.getByRole('button', { name: 'Recibir código' }).click();
  await expect(page.getByRole('button', { name: 'Enviar otro código' })).toBeVisible();
  const codeMail = await waitForMail(request, email, /^Tu código para firmar la póliza/);
  // The policy number (AMP-2026-000004) holds six digits too: the code is the one after "es:".
  const code = codeMail.text_body.match(/es: (\d{6})\b/)?.[1];
  expect(code, 'código en el correo').toBeTruthy();
  await page.getByLabel('Código de 6 cifras').fill(code!);

  const pad = page.getByRole('img', { name: /^Recuadro para dibujar la firma/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  for (const [from, to] of [
    [0.15, 0.45],
    [0.45, 0.75],
    [0.75, 0.9],
  ] as const) {
    await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.7);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * ((from + to) / 2), box.y + box.height * 0.3, { steps: 8 });
    await page.mouse.move(box.x + box.width * to, box.y + box.height * 0.6, { steps: 8 });
    await page.mouse.up();
  }
  await page.getByLabel(/^He leído el contrato de la póliza/).check();
  await page.getByRole('button', { name: 'Firmar contrato' }).click();
}
