import type { Browser, Page, TestInfo } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { writePdf, writePhoto } from '../support/claim-files.ts';
import { readClaimablePolicy } from '../support/claimable-policies.ts';
import { waitForMail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { enterCustomerArea, logInStaff, openSection, shot } from './session-helpers.ts';

// The journey: a policyholder on a phone declares a water-damage claim with the invoice and
// photos; staff reject the invoice; the customer sees 'Documentación rechazada', uploads a new one;
// staff close the claim. And a scooter theft asks for the police report and the lock invoice, and
// the third-party fields appear where they apply. On a multi-device policy the item decides the types.

/** This project's seeded policy of a kind ('phone-mobile' on the phone, 'desktop-mobile' on desktop). */
const policyOf = (testInfo: TestInfo, kind: 'mobile' | 'scooter' | 'multi') =>
  readClaimablePolicy(E2E_DATA_DIR, `${testInfo.project.name === 'phone' ? 'phone' : 'desktop'}-${kind}`);

/** The customer signs in and opens the claim form from the policy's card, as from the menu. */
async function declareFrom(
  page: Page,
  request: Parameters<typeof enterCustomerArea>[1],
  number: string,
  email: string,
) {
  await enterCustomerArea(page, request, email);
  await page
    .getByRole('article')
    .filter({ hasText: number })
    .getByRole('link', { name: /Declarar siniestro/ })
    .click();
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Staff work in their own browser context: the customer's session stays in the customer's. */
async function staffPage(browser: Browser, request: Parameters<typeof logInStaff>[1]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInStaff(page, request);
  return page;
}

async function openClaimAsStaff(page: Page, number: string) {
  await page.goto('/admin');
  await openSection(page, 'Siniestros');
  await page.getByRole('link', { name: number }).first().click();
  await expect(page.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
}

test('a water-damage claim: declared with invoice and photos, invoice rejected and sent again, closed', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const policy = policyOf(testInfo, 'mobile');
  const invoice = await writePdf(testInfo.outputPath('factura.pdf'), 'Factura de compra');
  const invoiceAgain = await writePdf(
    testInfo.outputPath('factura-legible.pdf'),
    'Factura de compra (copia legible)',
  );
  const photos = [
    await writePhoto(testInfo.outputPath('danos-1.jpg'), 200),
    await writePhoto(testInfo.outputPath('danos-2.jpg'), 20),
  ];

  // The customer declares it from the policy in the customer area.
  await declareFrom(page, request, policy.number, policy.email);
  await expect(page.getByRole('heading', { name: 'Declarar un siniestro' })).toBeVisible();
  await page.getByRole('radio', { name: 'Daños por agua', exact: true }).check();
  await page.getByLabel('Fecha en que ocurrió').fill(yesterday());
  await page.getByLabel('Descripción').fill('Se me cayó el móvil a la piscina y ya no enciende.');
  await shot(page, 'claim-form');
  await page.getByRole('button', { name: 'Guardar y adjuntar documentos' }).click();

  // The draft asks for its documents; sending waits until they are there.
  await expect(page.getByText('Borrador: tendrá número cuando lo envíes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar siniestro' })).toBeDisabled();
  await page.getByLabel('Archivo para Factura de compra').setInputFiles(invoice);
  await expect(page.getByText('factura.pdf').first()).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Archivo para Fotos de los daños').setInputFiles(photos);
  await expect(page.getByText('2 archivos adjuntados', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Enviar siniestro' }).click();
  const sent = page.getByText(/^Siniestro enviado: SIN-\d{4}-\d{6}$/);
  await expect(sent).toBeVisible({ timeout: 15_000 });
  const number = (await sent.textContent())!.match(/SIN-\d{4}-\d{6}/)![0];
  await waitForMail(request, policy.email, new RegExp(`Hemos recibido tu siniestro ${number}`));
  await shot(page, 'claim-sent');

  // Staff reject the invoice with a reason the customer will read.
  const staff = await staffPage(browser, request);
  await openClaimAsStaff(staff, number);
  await staff.getByRole('button', { name: 'Rechazar: Factura de compra: factura.pdf' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Motivo').fill('No se lee la fecha de compra: adjunta una copia más nítida.');
  await dialog.getByRole('button', { name: 'Rechazar documento' }).click();
  await expect(
    staff.getByText('Documento rechazado: se ha avisado al cliente', { exact: true }),
  ).toBeVisible();
  await shot(staff, 'staff-claim-rejected');

  // The customer: the mail's link opens the claim, which asks for the invoice again.
  const rejected = await waitForMail(
    request,
    policy.email,
    new RegExp(`Necesitamos otro documento para tu siniestro ${number}`),
  );
  const link = rejected.text_body.match(/https?:\/\/\S+\/area-cliente\/siniestros\/\d+/)?.[0];
  expect(link, 'enlace al siniestro en el correo').toBeTruthy();
  // The mail's link opens in a new tab of the same browser, where the customer area's session is.
  const mailTab = await page.context().newPage();
  await mailTab.goto(new URL(link!).pathname);
  await expect(
    mailTab.getByText('Hay documentación rechazada: vuelve a adjuntar lo que te indicamos abajo.'),
  ).toBeVisible();
  await expect(mailTab.getByText(/No se lee la fecha de compra/).first()).toBeVisible();
  await shot(mailTab, 'claim-rejected');
  await mailTab.getByLabel('Archivo para Factura de compra').setInputFiles(invoiceAgain);
  await expect(mailTab.getByText('factura-legible.pdf').first()).toBeVisible({ timeout: 20_000 });

  // The customer area's home no longer asks for documentation.
  await mailTab.getByRole('link', { name: 'Volver a mis pólizas' }).click();
  await expect(mailTab.getByRole('article').filter({ hasText: policy.number })).toBeVisible();
  await expect(mailTab.getByText('Documentación rechazada')).toHaveCount(0);

  // Staff close the claim; the customer reads it closed.
  await staff.reload();
  await staff.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Cerrar siniestro' }).click();
  await expect(staff.getByText('Siniestro cerrado', { exact: true })).toBeVisible();
  await shot(staff, 'staff-claim-closed');
  await waitForMail(request, policy.email, new RegExp(`Tu siniestro ${number}`));
  await mailTab.goto(new URL(link!).pathname);
  await expect(mailTab.getByText('CERRADO').first()).toBeVisible();
  await shot(mailTab, 'claim-closed');
  await staff.context().close();
});

test('a scooter theft asks for the police report and the lock invoice; third-party damage asks for the third party', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const policy = policyOf(testInfo, 'scooter');
  await declareFrom(page, request, policy.number, policy.email);

  // Third-party damage: the third party's name and the damage are asked, and required.
  await page.getByRole('radio', { name: 'Daños a terceros', exact: true }).check();
  await expect(page.getByLabel('Nombre y apellidos del tercero')).toBeVisible();
  await expect(page.getByLabel('Descripción de los daños')).toBeVisible();

  // Theft of the scooter: no third party; the police report and the lock invoice are asked.
  await page.getByRole('radio', { name: 'Robo del patinete', exact: true }).check();
  await expect(page.getByLabel('Nombre y apellidos del tercero')).toHaveCount(0);
  await page.getByLabel('Fecha en que ocurrió').fill(yesterday());
  await page.getByLabel('Descripción').fill('Me robaron el patinete atado en la calle, cortaron el candado.');
  await page.getByRole('button', { name: 'Guardar y adjuntar documentos' }).click();
  await expect(page.getByText('Borrador: tendrá número cuando lo envíes')).toBeVisible();
  for (const title of ['Factura de compra', 'Denuncia', 'Factura del candado'])
    await expect(page.getByLabel(`Archivo para ${title}`)).toBeAttached();
  await expect(page.getByLabel('Archivo para Fotos de los daños')).toHaveCount(0);
  await shot(page, 'scooter-theft-checklist');
});

test('multi-device: the item decides the claim types; a fridge takes a breakdown but no screen break', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const policy = policyOf(testInfo, 'multi');
  await declareFrom(page, request, policy.number, policy.email);
  await expect(
    page.getByText('Elige primero el aparato: lo que cubrimos depende de cuál sea.'),
  ).toBeVisible();

  // The TV takes a screen break; the fridge does not, so switching to it clears the choice.
  await page.getByRole('radio', { name: 'Samsung QE55Q80D', exact: true }).check();
  await page.getByRole('radio', { name: 'Rotura de pantalla frontal', exact: true }).check();
  await page.getByRole('radio', { name: 'Bosch KGN39VIDA', exact: true }).check();
  await expect(page.getByRole('radio', { name: 'Rotura de pantalla frontal' })).toHaveCount(0);
  await expect(page.getByLabel('Detalle de la rotura o avería')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Avería', exact: true }).check();
  await page.getByLabel('Fecha en que ocurrió').fill(yesterday());
  await page.getByLabel('Descripción').fill('El frigorífico dejó de enfriar de un día para otro.');
  await page.getByLabel('Detalle de la rotura o avería').fill('No enfría y el motor no arranca.');
  await page.getByLabel('Tipo de electrodoméstico').selectOption('Frigorífico');
  await page.getByLabel('Marca').fill('Bosch');
  await page.getByLabel('Modelo').fill('KGN39VIDA');
  await page.getByLabel('Fecha de compra').fill('2025-06-01');
  await page.getByRole('radio', { name: 'Sí', exact: true }).check();
  await shot(page, 'multi-device-fridge-breakdown');
  await page.getByRole('button', { name: 'Guardar y adjuntar documentos' }).click();
  await expect(page.getByText('Borrador: tendrá número cuando lo envíes')).toBeVisible();
  await expect(page.getByLabel('Archivo para Factura de compra')).toBeAttached();
});
