import { spawnSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { keepScreenshot } from '../support/screenshots.ts';
import { bookPolicy, uniqueEmail, waitForMail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { APPROVING_CARD, enterAccessCode, payOnGateway } from './session-helpers.ts';

// The first receipt paid by card through the built-in sandbox gateway (Redsys
// protocol, test merchant 999008881), from the booking mail's payment link.

const DENYING_CARD = '4548810000000011';
const CARD_ERROR = 'Por favor revisa los datos de la tarjeta e inténtalo de nuevo';

/** A laptop policy: no phone check, so paying the first receipt activates it at once. */
async function bookLaptop(request: APIRequestContext, email: string) {
  return bookPolicy(request, email, {
    product_id: 17,
    device: { brand: 'Lenovo', model: 'ThinkPad X1 Carbon', value: 149_900 },
  });
}

/** The booking mail's payment link, opened as the customer would (its path on this server). */
async function openPaymentLinkFromMail(page: Page, request: APIRequestContext, email: string) {
  const mail = await waitForMail(request, email, /: solicitud /);
  const link = mail?.text_body.match(/https?:\/\/\S+\/contratacion\/pago\?acceso=[\w-]+/)?.[0];
  expect(link, 'enlace de pago en el correo de la contratación').toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
}

async function expectPaid(page: Page, policyNumber: string) {
  await expect(page).toHaveURL(/\/pagos\/resultado\?estado=ok/);
  await expect(page.getByRole('heading', { name: 'Pago recibido' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Póliza ${policyNumber}`)).toBeVisible();
  await expect(page.getByText('Pagado', { exact: true })).toBeVisible();
  await expect(page.getByText('Tu póliza ya está activa.')).toBeVisible();
}

test('a customer pays the first receipt by card from the booking mail and the policy becomes active', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('pago.tarjeta');
  const policy = await bookLaptop(request, email);
  await openPaymentLinkFromMail(page, request, email);

  // The booking's payment page hands the card receipt to its payment page.
  await expect(page).toHaveURL(new RegExp(`/pagos/${policy.id}/${policy.payments[0].id}`));
  await expect(page.getByRole('heading', { name: 'Paga tu recibo' })).toBeVisible();
  await expect(page.getByText('Lenovo ThinkPad X1 Carbon')).toBeVisible();
  await expect(page.getByText('Pendiente de pago', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Pagar .* con tarjeta$/ }).click();

  await payOnGateway(page, APPROVING_CARD);
  await expectPaid(page, policy.number);

  // The customer area tells the same: the receipt paid, the policy active.
  await page.getByRole('link', { name: 'Ir a mi área de cliente' }).click();
  await enterAccessCode(page, request, email);
  const card = page.getByRole('article', { name: policy.product.name });
  await expect(card.getByText('Activa, pagada y sin firmar')).toBeVisible();
  await expect(card.getByText('Pagado', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('link', { name: /^Pagar ahora/ })).toHaveCount(0);

  // The papers the customer keeps: the IPID, the certificate now that it is active, the paid receipt.
  const papers = card.getByRole('list', { name: 'Documentos' });
  await papers.scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: 'e2e/.artifacts/screenshots/customer-documents-390.png' });
  await expect(papers.getByRole('link')).toHaveText([
    /Información previa del seguro \(IPID\)/,
    /Certificado de seguro/,
    /Recibo 1/,
  ]);
  for (const [name, text] of [
    [/Recibo 1/, 'Recibo de prima n.º 1'],
    [/Certificado de seguro/, `la póliza ${policy.number}`],
    [/IPID/, '¿Qué no está asegurado?'],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      papers.getByRole('link', { name }).click(),
    ]);
    const pdf = spawnSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' });
    expect(pdf.stdout).toContain(text);
  }
});

test('a denied card shows the card message; the retry pays with another card', async ({ page, request }) => {
  const email = uniqueEmail('pago.denegado');
  const policy = await bookLaptop(request, email);
  await openPaymentLinkFromMail(page, request, email);

  await page.getByRole('button', { name: /^Pagar .* con tarjeta$/ }).click();
  await payOnGateway(page, DENYING_CARD);
  await expect(page).toHaveURL(/\/pagos\/resultado\?estado=ko/);
  await expect(page.getByText(CARD_ERROR)).toBeVisible();
  await expect(page.getByText('Pendiente de pago', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Reintentar el pago' }).click();
  await payOnGateway(page, APPROVING_CARD);
  await expectPaid(page, policy.number);
});
