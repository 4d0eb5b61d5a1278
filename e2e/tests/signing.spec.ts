import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminToken, bookPolicy, uniqueEmail, waitForMail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import {
  APPROVING_CARD,
  enterAccessCode,
  logInStaff,
  openMailLink,
  openSection,
  payOnGateway,
  shot,
} from './session-helpers.ts';
import { signWithMailedCode } from './signing-helpers.ts';

// The journey: a paid policy is signed from the signing mail's link, with the code read
// from the outbox and a signature drawn with the mouse; the signed PDF has the signature page and
// the audit page (pdftotext), pdfsig says its signature is valid, and the policy is status 3.

test('a customer signs the contract from the mail: code from the outbox, signature drawn, sealed PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('firma');
  // A laptop: no phone check, so paying the first receipt activates the policy and opens the signing.
  const policy = await bookPolicy(request, email, {
    product_id: 17,
    device: { brand: 'Lenovo', model: 'ThinkPad X1 Carbon', value: 149_900 },
  });

  const booking = await waitForMail(request, email, /: solicitud /);
  await openMailLink(page, booking, /https?:\/\/\S+\/contratacion\/pago\?acceso=[\w-]+/, 'enlace de pago');
  await page.getByRole('button', { name: /^Pagar .* con tarjeta$/ }).click();
  await payOnGateway(page, APPROVING_CARD);
  await expect(page.getByRole('heading', { name: 'Pago recibido' })).toBeVisible({ timeout: 15_000 });

  // The signing mail comes from a job once the policy is active; its link opens the signing page.
  const signingMail = await waitForMail(request, email, /^Firma el contrato de tu seguro/);
  await openMailLink(page, signingMail, /https?:\/\/\S+\/firma\/\d+\?acceso=[\w-]+/, 'enlace de firma');
  await expect(page.getByRole('heading', { level: 1, name: 'Firma tu contrato' })).toBeVisible();
  // The token left the address once exchanged for the tab's session.
  await expect(page).toHaveURL(new RegExp(`/firma/${policy.id}$`));
  await expect(page.getByRole('img', { name: /^Página 1 de \d+$/ })).toBeVisible({ timeout: 20_000 });

  await signWithMailedCode(page, request, email);

  // The return page reads the outcome from the server.
  await expect(page).toHaveURL(new RegExp(`/signature/${policy.id}/return`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Contrato firmado' })).toBeVisible({ timeout: 15_000 });
  const href = await page.getByRole('link', { name: 'Descargar contrato firmado' }).getAttribute('href');
  expect(href, 'enlace del contrato firmado').toBeTruthy();
  const download = await request.get(href!);
  expect(download.status()).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'amparo-signed-')), 'contrato.pdf');
  writeFileSync(file, await download.body());

  const pdfsig = execFileSync('pdfsig', [file]).toString();
  expect(pdfsig).toContain('Signature Validation: Signature is Valid.');
  expect(pdfsig).toMatch(/Total document signed/);
  // The drawn signature is in the sealed file as an image (pdfimages lists one row per image).
  const images = execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n').slice(2);
  expect(images.length, 'imagen de la firma en el PDF').toBeGreaterThanOrEqual(1);
  const text = execFileSync('pdftotext', [file, '-']).toString();
  expect(text).toContain('Registro de firma electrónica');
  expect(text).toContain(policy.number);

  // The policy is signed (status 3) and no longer asks for a signature.
  const token = await adminToken(request);
  const after = await request.get(`/api/policies/${policy.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(200);
  expect(await after.json()).toMatchObject({ status: 3, sign_link: null });

  // From the return page to the customer area: the policy reads signed and asks for nothing.
  await page.getByRole('link', { name: 'Ir a mi área de cliente' }).click();
  await enterAccessCode(page, request, email);
  const card = page.getByRole('article', { name: policy.product.name });
  await expect(card.getByText('Activa, pagada y firmada')).toBeVisible();
  await expect(page.getByText('Contrato sin firmar')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Firmar ahora/ })).toHaveCount(0);

  // Staff, from the menu: the policy's signing trail, its chain intact, and the PDF the customer
  // downloaded recognised as the signed contract.
  await logInStaff(page, request);
  await page.goto('/admin');
  await openSection(page, 'Pólizas');
  await page.getByLabel('Buscar').fill(policy.number);
  await page.getByRole('link', { name: policy.number }).click();
  const panel = page.getByRole('region', { name: 'Firma del contrato' });
  await expect(panel.getByText('Firmado', { exact: true })).toBeVisible();
  await expect(panel.getByText('Cadena de evidencias íntegra')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Descargar contrato firmado' })).toBeVisible();
  await panel.getByLabel('Comprobar un PDF').setInputFiles(file);
  await expect(panel.getByText(/^Es el contrato firmado de esta póliza, sin cambios/)).toBeVisible();
  await shot(page, 'staff-signing-panel');
});
