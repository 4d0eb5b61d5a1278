import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { adminToken, bookPolicy, uniqueEmail, waitForMail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { enterAccessCode } from './session-helpers.ts';

// Direct debit: staff generate the SEPA file of the day from the back
// office, download it (a pain.008 the ISO schema accepts), import the bank's
// return; the customer then sees the receipt unpaid, pays it by card from the
// 'Recibo sin pagar' notice through the sandbox gateway, and sees it paid.
// One SEPA file generates at a time on the shared server: the spec runs on the
// desktop project only (playwright.config.ts).

// Both journeys generate files on the one shared server: a file generating refuses a second one,
// and a later day's file would take the first journey's receipt. They run one after the other.
test.describe.configure({ mode: 'serial' });

const XSD = path.resolve(import.meta.dirname, '../../apps/api/src/modules/sepa/schema/pain.008.001.02.xsd');
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/screenshots');

const pain002 = (endToEndId: string, code: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt>
<GrpHdr><MsgId>BANCO-DEV-1</MsgId><CreDtTm>2026-11-23T09:00:00</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>X</OrgnlMsgId><OrgnlMsgNmId>pain.008.001.02</OrgnlMsgNmId></OrgnlGrpInfAndSts>
<OrgnlPmtInfAndSts><OrgnlPmtInfId>X-1</OrgnlPmtInfId><TxInfAndSts><OrgnlEndToEndId>${endToEndId}</OrgnlEndToEndId>
<TxSts>RJCT</TxSts><StsRsnInf><Rsn><Cd>${code}</Cd></Rsn></StsRsnInf></TxInfAndSts></OrgnlPmtInfAndSts>
</CstmrPmtStsRpt></Document>`;

/** A laptop policy (no phone check) paid by direct debit: its first receipt is due today. */
const bookLaptopByDebit = (request: APIRequestContext, email: string) =>
  bookPolicy(request, email, {
    product_id: 15,
    payment_method: 'direct_debit',
    iban: 'ES76 2077 0024 0031 0257 5766',
    device: { brand: 'Apple', model: 'MacBook Air', value: 119_900 },
  });

test('staff generate a SEPA file, download it and import a return; the customer pays the returned receipt by card from the notice', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const email = uniqueEmail('domiciliado');
  const booked = await bookLaptopByDebit(request, email);
  const token = await adminToken(request);
  const detail = await (
    await request.get(`/api/policies/${booked.id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const receiptId = detail.policy_payments[0].id as number;

  await page.goto('/admin/login');
  await page.getByLabel('Correo electrónico').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('link', { name: 'Remesas SEPA' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remesas SEPA');

  await page.getByRole('button', { name: 'Generar remesa' }).click();
  await expect(page.getByText('Remesa generada.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Recibos procesados' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await keepScreenshot(page, { path: path.join(SHOTS, 'sepa-files-1280.png'), fullPage: true });
  await page.getByRole('link', { name: 'Ver la remesa' }).click();
  await expect(page.getByRole('link', { name: booked.number })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar XML' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^AMP-SDD-\d{8}-[0-9a-f]+\.xml$/);
  const file = await download.path();
  const xml = readFileSync(file, 'utf8');
  const endToEndId = `AMP-${receiptId}-1`;
  expect(xml).toContain(`<EndToEndId>${endToEndId}</EndToEndId>`);
  const lint = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8' });
  expect(lint.status, lint.stderr).toBe(0);
  await keepScreenshot(page, { path: path.join(SHOTS, 'sepa-file-1280.png'), fullPage: true });

  await page.getByRole('link', { name: 'Volver a remesas' }).click();
  await page.getByLabel('Fichero de devoluciones').setInputFiles({
    name: 'devoluciones.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(pain002(endToEndId, 'AC04')),
  });
  await page.getByRole('button', { name: 'Importar devoluciones' }).click();
  await expect(page.getByText('1 de 1 devoluciones aplicadas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Cuenta cancelada').first()).toBeVisible();
  await keepScreenshot(page, { path: path.join(SHOTS, 'sepa-returns-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remesas SEPA');
  await keepScreenshot(page, { path: path.join(SHOTS, 'sepa-files-390.png'), fullPage: true });
  await page
    .getByRole('link', { name: /\d{2}\/\d{2}\/\d{4}/ })
    .first()
    .click();
  await expect(page.getByText('Devuelto (AC04)').first()).toBeVisible();
  await keepScreenshot(page, { path: path.join(SHOTS, 'sepa-file-390.png'), fullPage: true });

  // The customer: the mail says why, and the customer area shows the receipt unpaid.
  // Mails are written by the in-process worker a moment after the request: wait for each one.
  const mail = await waitForMail(request, email, /^Recibo sin pagar de tu póliza/);
  expect(mail?.subject).toBe(`Recibo sin pagar de tu póliza ${booked.number}`);
  expect(mail?.text_body).toContain('Indicar otra cuenta');
  await page.goto('/area-cliente/acceso');
  await enterAccessCode(page, request, email);
  await expect(page.getByText('Recibo sin pagar').first()).toBeVisible();
  await expect(page.getByText('Impagado').first()).toBeVisible();
  await keepScreenshot(page, { path: path.join(SHOTS, 'sepa-customer-390.png'), fullPage: true });

  // A closed account (AC04): the mail's two links, opened as the logged-in customer, lead to
  // this receipt's payment page, the second with the form for another account.
  const mailPath = (pattern: RegExp) => {
    const link = mail.text_body.match(pattern)?.[0];
    expect(link, `${pattern} en el correo de la devolución`).toBeTruthy();
    const url = new URL(link!);
    return `${url.pathname}${url.search}`;
  };
  const receiptPage = new RegExp(`/pagos/${booked.id}/${receiptId}(\\?|$)`);
  await page.goto(mailPath(/https?:\/\/[^\s\])]+\/contratacion\/pago\?[^\s\])]+/));
  await expect(page).toHaveURL(receiptPage);
  await expect(page.getByRole('heading', { name: 'Paga tu recibo' })).toBeVisible();
  await page.goto(mailPath(/https?:\/\/[^\s\])]+\/area-cliente\?[^\s\])]*cuenta=nueva[^\s\])]*/));
  await expect(page).toHaveURL(receiptPage);
  await expect(page.getByRole('heading', { name: 'Indicar otra cuenta' })).toBeVisible();

  // The notice's button, not a typed address, opens the receipt's payment page.
  await page.goto('/area-cliente');
  const notice = page.getByRole('article', { name: 'Recibo sin pagar' });
  await expect(notice).toHaveCount(1);
  await notice.getByRole('button', { name: 'Pagar ahora' }).click();
  await expect(page).toHaveURL(receiptPage);
  await expect(page.getByRole('heading', { name: 'Paga tu recibo' })).toBeVisible();
  await expect(page.getByText('Impagado', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Pagar .* con tarjeta$/ }).click();

  // The sandbox gateway's card form (Redsys test merchant); this card approves.
  await expect(page.getByRole('heading', { name: 'Pago con tarjeta' })).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill('4548810000000003');
  await page.getByLabel('Caducidad (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/pagos\/resultado\?estado=ok/);
  await expect(page.getByRole('heading', { name: 'Pago recibido' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Póliza ${booked.number}`)).toBeVisible();
  await expect(page.getByText('Pagado', { exact: true })).toBeVisible();
  await keepScreenshot(page, { path: path.join(SHOTS, 'sepa-card-paid-390.png'), fullPage: true });

  // Back in the customer area (still logged in): the receipt paid, no notice, nothing left to pay.
  await page.getByRole('link', { name: 'Ir a mi área de cliente' }).click();
  await expect(page).toHaveURL(/\/area-cliente\/?$/);
  const card = page.getByRole('article', { name: booked.product.name });
  await expect(card.getByText('Pagado', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('Impagado', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /^Pagar ahora/ })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Recibo sin pagar' })).toHaveCount(0);
  await keepScreenshot(page, { path: path.join(SHOTS, 'sepa-customer-paid-390.png'), fullPage: true });
});

test('a direct debit in a file for a later day reads as on its way to the bank, with nothing to pay by card', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('remesa.futura');
  const booked = await bookLaptopByDebit(request, email);
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const later = new Date(Date.now() + 4 * 24 * 3600 * 1000).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/Madrid',
  });
  const created = await request.post('/api/sepa_files', { headers, data: { collection_date: later } });
  expect(created.status()).toBe(202);
  const { id } = await created.json();
  await expect
    .poll(async () => (await (await request.get(`/api/sepa_files/${id}`, { headers })).json()).status, {
      timeout: 30_000,
    })
    .toBe('generated');

  // The customer, from the access page: the receipt says when the bank takes it, no 'Pagar ahora'.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/area-cliente/acceso');
  await enterAccessCode(page, request, email);
  const card = page.getByRole('article', { name: booked.product.name });
  await expect(card.getByText('Enviado al banco')).toBeVisible();
  await expect(
    card.getByText(`Se carga en tu cuenta el ${later.split('-').reverse().join('/')}`),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: /^Pagar ahora/ })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Recibo sin pagar' })).toHaveCount(0);
  await keepScreenshot(page, { path: path.join(SHOTS, 'sepa-in-bank-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, { path: path.join(SHOTS, 'sepa-in-bank-1280.png'), fullPage: true });
});
