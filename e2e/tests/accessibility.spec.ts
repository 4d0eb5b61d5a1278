import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { writePdf, writePhoto } from '../support/claim-files.ts';
import { readClaimablePolicy } from '../support/claimable-policies.ts';
import { bookPolicy, uniqueEmail, waitForMail } from './api-helpers.ts';
import { checkPage, expectNoViolations, serveMapTiles, settled } from './axe-helpers.ts';
import { expect, test } from './fixtures.ts';
import {
  APPROVING_CARD,
  enterAccessCode,
  enterCustomerArea,
  logInStaff,
  openMailLink,
  payOnGateway,
} from './session-helpers.ts';

// Accessibility of the pages: axe finds no WCAG 2.1 A or AA violation on any customer page nor any
// back-office screen, each as it shows once loaded, at each step of the journeys and with the
// main dialogs open. Both browser projects run it: the phone's layout and the desktop's differ.
// The phone check, which needs the fake camera, is in accessibility-evaluation.spec.ts.

/** Pages that show without a session, a token or data of their own. */
const PUBLIC_PAGES: [path: string, heading?: string][] = [
  ['/'],
  ['/pricing'],
  ['/multi'],
  ['/comofunciona'],
  ['/destacados'],
  ['/faqs'],
  ['/tienda/movilmarket-gran-via'],
  ['/esta-pagina-no-existe', 'No encontramos esta página'],
  ['/error'],
  ['/error/repeated-imei'],
  ['/invalid'],
  ['/invalid/device'],
  ['/permission-required'],
  ['/pagos/resultado'],
  ['/contratacion/resultado'],
  ['/area-cliente'],
  ['/area-cliente/acceso'],
  ['/admin/login'],
  ['/admin/recordar-contrasena'],
  ['/admin/restablecer-contrasena'],
];

// A few pages per test: one browser context loads the app's scripts once for all of them, and each
// page's violations are reported even when an earlier one had some (expect.soft in the helper).
const GROUP = 7;
for (let from = 0; from < PUBLIC_PAGES.length; from += GROUP) {
  const group = PUBLIC_PAGES.slice(from, from + GROUP);
  test(`axe: ${group.map(([path]) => path).join(' ')}`, async ({ page }) => {
    test.setTimeout(60_000);
    for (const [path, heading] of group) await checkPage(page, path, heading);
  });
}

test('axe: /map with its stores, on the map and in the list', async ({ page }) => {
  await serveMapTiles(page);
  await page.goto('/map');
  await settled(page);
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expectNoViolations(page, '/map');
});

test('axe: the legal texts, each in its dialog', async ({ page }) => {
  await checkPage(page, '/');
  for (const name of ['Condiciones', 'Privacidad', 'Información precontractual']) {
    await page.getByRole('contentinfo').getByRole('button', { name, exact: false }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, `diálogo ${name}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});

test('axe: /contratacion at each step, its errors, the precontractual dialog and the booked result', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const next = page.getByRole('button', { name: 'Continuar' });
  await checkPage(page, '/contratacion');
  await page.getByRole('combobox', { name: 'Marca y modelo' }).fill('iphone 16 pro');
  await expectNoViolations(page, 'paso 1 con la lista de modelos');
  await page
    .getByRole('option', { name: /^Apple iPhone 16 Pro \d/ })
    .first()
    .click();
  await expect(page.getByText('Has elegido')).toBeVisible();
  await expectNoViolations(page, 'paso 1 con el móvil elegido');
  await next.click();
  await settled(page, 'Elige tu cobertura');
  await expectNoViolations(page, 'paso 2 (cobertura)');
  await next.click();
  await expect(page.getByLabel('Primer apellido')).toBeVisible();
  await next.click(); // empty: every field tells its error
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoViolations(page, 'paso 3 (titular) con errores');
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Primer apellido').fill('Martín');
  await page.getByLabel('DNI o NIE').fill('12345678z');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('axe.compra'));
  await page.getByLabel('Teléfono móvil').fill('612 34 56 78');
  await next.click();
  await settled(page, '¿Cómo quieres pagar?');
  await expectNoViolations(page, 'paso 4 (pago)');
  await next.click();
  await expect(page.getByRole('button', { name: 'Contratar' })).toBeVisible();
  await expectNoViolations(page, 'paso 5 (aceptaciones)');
  await page.getByRole('button', { name: 'Ver información precontractual' }).click();
  const summary = page.getByRole('dialog', { name: 'Información precontractual' });
  await expect(summary.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
  await expectNoViolations(page, 'diálogo de información precontractual');
  await page.keyboard.press('Escape');
  await expect(summary).toHaveCount(0);
  for (const name of [/acepto la información precontractual/, /Acepto las condiciones/, /Acepto la política/])
    await page.getByRole('checkbox', { name }).check();
  await page.getByRole('checkbox', { name: /Tengo la factura de compra/ }).check();
  await page.getByRole('button', { name: 'Contratar' }).click();
  await expect(page).toHaveURL(/\/pagos\/\d+\/\d+/);
  await settled(page, 'Paga tu recibo');
  await expectNoViolations(page, 'pago del primer recibo tras contratar');
  await page.getByRole('link', { name: 'Pagar más tarde' }).click();
  await expect(page).toHaveURL(/\/contratacion\/resultado/);
  await settled(page);
  await expectNoViolations(page, 'resultado de la contratación');
});

test('axe: paying by card from the mail, the gateway, the result, signing, the customer area and the withdrawal', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('axe.firma');
  // A laptop: no phone check, so paying the first receipt activates the policy and opens the signing.
  const policy = await bookPolicy(request, email, {
    product_id: 17,
    device: { brand: 'Lenovo', model: 'ThinkPad X1 Carbon', value: 149_900 },
  });
  const booking = await waitForMail(request, email, /: solicitud /);
  await openMailLink(page, booking, /https?:\/\/\S+\/contratacion\/pago\?acceso=[\w-]+/, 'enlace de pago');
  await settled(page, 'Paga tu recibo');
  await expectNoViolations(page, 'pago del recibo desde el correo');
  await page.getByRole('button', { name: /^Pagar .* con tarjeta$/ }).click();
  await settled(page, 'Pago con tarjeta');
  await expectNoViolations(page, 'pasarela de pago');
  await payOnGateway(page, APPROVING_CARD);
  await settled(page, 'Pago recibido');
  await expectNoViolations(page, 'pago recibido');

  const signing = await waitForMail(request, email, /^Firma el contrato de tu seguro/);
  await openMailLink(page, signing, /https?:\/\/\S+\/firma\/\d+\?acceso=[\w-]+/, 'enlace de firma');
  await settled(page, 'Firma tu contrato');
  await expect(page.getByRole('img', { name: /^Página 1 de \d+$/ })).toBeVisible({ timeout: 20_000 });
  await expectNoViolations(page, 'firma del contrato');
  await page.getByRole('button', { name: 'Recibir código' }).click();
  await expect(page.getByRole('button', { name: 'Enviar otro código' })).toBeVisible();
  await expectNoViolations(page, 'firma con el código enviado');

  await page.goto('/area-cliente');
  await enterAccessCode(page, request, email);
  await expect(page.getByRole('article', { name: policy.product.name })).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'área de cliente');
  await checkPage(page, `/area-cliente/polizas/${policy.id}/desistir`);
});

test('axe: declaring a claim, its draft, sent, and the staff view of it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const { project } = testInfo;
  const outputPath = (name: string) => testInfo.outputPath(name);
  test.setTimeout(90_000);
  const policy = readClaimablePolicy(E2E_DATA_DIR, project.name === 'phone' ? 'phone-axe' : 'desktop-axe');
  await enterCustomerArea(page, request, policy.email);
  await settled(page);
  const card = page.getByRole('article').filter({ hasText: policy.number });
  await card.getByRole('link', { name: /Declarar siniestro/ }).click();
  await settled(page, 'Declarar un siniestro');
  await expectNoViolations(page, 'declarar un siniestro');
  await page.getByRole('button', { name: 'Guardar y adjuntar documentos' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoViolations(page, 'declarar un siniestro con errores');
  await page.getByRole('radio', { name: 'Daños por agua', exact: true }).check();
  await page
    .getByLabel('Fecha en que ocurrió')
    .fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel('Descripción').fill('Se me cayó el móvil a la piscina y ya no enciende.');
  await page.getByRole('button', { name: 'Guardar y adjuntar documentos' }).click();
  await expect(page.getByText('Borrador: tendrá número cuando lo envíes')).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'borrador del siniestro');
  await page
    .getByLabel('Archivo para Factura de compra')
    .setInputFiles(await writePdf(outputPath('f.pdf'), 'Factura'));
  await expect(page.getByText('f.pdf').first()).toBeVisible({ timeout: 20_000 });
  await page
    .getByLabel('Archivo para Fotos de los daños')
    .setInputFiles(await writePhoto(outputPath('d.jpg'), 200));
  await expect(page.getByText('d.jpg').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Enviar siniestro' }).click();
  const sent = page.getByText(/^Siniestro enviado: SIN-\d{4}-\d{6}$/);
  await expect(sent).toBeVisible({ timeout: 15_000 });
  // Read while the notice is up: it goes after a few seconds, and axe under CI's load can take longer.
  const number = (await sent.textContent())!.match(/SIN-\d{4}-\d{6}/)![0];
  await expectNoViolations(page, 'siniestro enviado');

  const staff = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await logInStaff(staff, request);
  await checkPage(staff, '/admin/siniestros');
  await staff.getByRole('link', { name: number }).first().click();
  await settled(staff, new RegExp(number));
  await expectNoViolations(staff, 'ficha del siniestro en el back office');
  await staff.context().close();
});

/** Every back-office section of the menu, as an administrator sees it. */
const BACK_OFFICE_PAGES = [
  '/admin',
  '/admin/polizas',
  '/admin/siniestros',
  '/admin/peritaciones',
  '/admin/cobros',
  '/admin/remesas',
  '/admin/catalogo',
  '/admin/descuentos',
  '/admin/distribuidores',
  '/admin/tiendas',
  '/admin/talleres',
  '/admin/usuarios',
  '/admin/auditoria',
  '/admin/correos',
  '/admin/llamadas',
  '/admin/ajustes',
  '/admin/no-existe',
];

// In groups of four: each section takes 3 to 5 s under CI's load (load, settle, axe) and up to
// 9 s at its worst; seven in one 60 s test ran out of time once. The budget grows with the group.
const STAFF_GROUP = 4;
for (let from = 0; from < BACK_OFFICE_PAGES.length; from += STAFF_GROUP) {
  const group = BACK_OFFICE_PAGES.slice(from, from + STAFF_GROUP);
  test(`axe: back-office sections ${group.join(' ')}`, async ({ page, request }) => {
    test.setTimeout(20_000 + 15_000 * group.length);
    await logInStaff(page, request);
    for (const path of group) await checkPage(page, path);
  });
}

/** Opens each page's dialog by its button and runs axe on it. */
async function checkDialogs(page: Page, dialogs: readonly (readonly [string, string])[]) {
  for (const [path, button] of dialogs) {
    await page.goto(path);
    await settled(page);
    await page.getByRole('button', { name: button }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, `${path}: ${button}`);
  }
}

// Two tests of three or four axe runs each: seven in one outlasted a minute under CI's load.
test('axe: a policy in the back office and its discount dialog, the users and distributors dialogs', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const policy = await bookPolicy(request, uniqueEmail('axe.ficha'));
  await logInStaff(page, request);
  await checkPage(page, `/admin/polizas/${policy.id}`, new RegExp(policy.number));
  await checkDialogs(page, [
    [`/admin/polizas/${policy.id}`, 'Añadir descuento'],
    ['/admin/usuarios', 'Nuevo usuario'],
    ['/admin/distribuidores', 'Nuevo distribuidor'],
  ]);
});

test('axe: the stores, discounts and repair centers dialogs', async ({ page, request }) => {
  test.setTimeout(60_000);
  await logInStaff(page, request);
  await checkDialogs(page, [
    ['/admin/tiendas', 'Nueva tienda'],
    ['/admin/descuentos', 'Nuevo descuento'],
    ['/admin/talleres', 'Nuevo taller'],
  ]);
});
