import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { adminToken, uniqueEmail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';

// The purchase journeys of the catalog-and-purchase issue, on a phone-sized
// viewport (the phone project runs this file; see playwright.config.ts).

async function chooseCatalogPhone(page: Page, search: string, option: RegExp) {
  const combobox = page.getByRole('combobox', { name: 'Marca y modelo' });
  await combobox.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByText('Has elegido')).toBeVisible();
}

async function fillHolder(page: Page, email: string) {
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Primer apellido').fill('Martín');
  await page.getByLabel('DNI o NIE').fill('12345678z');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono móvil').fill('612 34 56 78');
}

async function acceptAndBook(page: Page) {
  // The precontractual document must be opened before its box can be ticked: one button opens the
  // product's IPID in a dialog, with its PDF to keep inside it (the same text).
  await page.getByRole('button', { name: 'Ver información precontractual' }).click();
  const summary = page.getByRole('dialog', { name: 'Información precontractual' });
  await expect(summary.getByText(/en los 7 días siguientes a conocerlo/)).toBeVisible();
  const popup = page.waitForEvent('popup');
  await summary.getByRole('button', { name: 'Descargar PDF' }).click();
  const pdf = await popup;
  await expect(pdf).toHaveURL(/\/api\/products\/\d+\/ipid\.pdf$/);
  await pdf.close();
  await summary.getByRole('button', { name: 'Cerrar' }).first().click();
  await page.getByRole('checkbox', { name: /acepto la información precontractual/ }).check();
  await page.getByRole('checkbox', { name: /Acepto las condiciones/ }).check();
  await page.getByRole('checkbox', { name: /Acepto la política/ }).check();
  await page.getByRole('checkbox', { name: /Tengo la factura de compra/ }).check();
  await page.getByRole('button', { name: 'Contratar' }).click();
  // A direct debit is explained on the booking's payment page; a card receipt opens its own payment page.
  await expect(page).toHaveURL(/\/contratacion\/pago|\/pagos\/\d+\/\d+/);
}

async function policyInBackOffice(page: Page, number: string) {
  const token = await adminToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get(`/api/policies?filter[search]=${number}`, { headers });
  const [summary] = (await list.json()).data;
  const detail = await page.request.get(`/api/policies/${summary.id}`, { headers });
  return detail.json();
}

test('buys a top cover for a real phone, monthly by card', async ({ page }) => {
  const email = uniqueEmail('movil');
  await page.goto('/contratacion');
  await chooseCatalogPhone(page, 'iphone 16 pro', /^Apple iPhone 16 Pro \d/);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Elige tu cobertura' })).toBeVisible();
  await expect(page.getByText('14,95 €').first()).toBeVisible();
  // The price is for the phone chosen, named as the customer knows it, not for its value.
  await expect(page.getByText('Precio para Apple iPhone 16 Pro', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await fillHolder(page, email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: '¿Cómo quieres pagar?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await acceptAndBook(page);
  // Booked by card: the first receipt's payment page, with the booking's summary one click away.
  await expect(page).toHaveURL(/\/pagos\/\d+\/\d+/);
  await expect(page.getByText('14,95 €').first()).toBeVisible();
  const number = (await page
    .getByText(/AMP-\d{4}-\d{6}/)
    .first()
    .textContent())!.match(/AMP-\d{4}-\d{6}/)![0];
  await page.getByRole('link', { name: 'Pagar más tarde' }).click();
  await expect(page).toHaveURL(/\/contratacion\/resultado/);
  await expect(page.getByText(number).first()).toBeVisible();

  const policy = await policyInBackOffice(page, number);
  expect(policy).toMatchObject({
    status: 1,
    periodicity: 1,
    payment_method_type: 1,
    premium: 1495,
    product: { name: 'Móvil Top' },
  });
  expect(policy.policy_payments).toHaveLength(12);
  expect(policy.devices).toEqual(['Apple iPhone 16 Pro']);
});

test('buys yearly by direct debit from a store page with its discount, attributed to the store', async ({
  page,
}) => {
  // The whole purchase, the mandate and the customer area in one journey: 30 s ran out twice on a
  // loaded two-core CI machine while every step passed.
  test.setTimeout(60_000);
  const email = uniqueEmail('tienda');
  await page.goto('/tienda/movilmarket-gran-via');
  await expect(page.getByText('MOVILMARKET10').first()).toBeVisible();
  await page
    .getByRole('link', { name: /Contratar/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contratacion/);

  await chooseCatalogPhone(page, 'galaxy s25', /^Samsung Galaxy S25 \d/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: 'Anual' }).click();
  await expect(page.getByText(/10 % de descuento/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await fillHolder(page, email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: /Domiciliación bancaria/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText('Necesitas al menos una cuenta para poder seguir con el proceso'),
  ).toBeVisible();
  await page.getByLabel('IBAN de la cuenta').fill('ES91 2100 0418 4502 0005 1332');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await acceptAndBook(page);
  await expect(page.getByText(/terminada en 1332/)).toBeVisible();
  const number = (await page
    .getByText(/AMP-\d{4}-\d{6}/)
    .first()
    .textContent())!.match(/AMP-\d{4}-\d{6}/)![0];

  const policy = await policyInBackOffice(page, number);
  // Galaxy S25 (909 €), top cover, 600-1.000 € band: 125,48 € a year, 10 % off.
  expect(policy).toMatchObject({
    periodicity: 12,
    payment_method_type: 3,
    premium: 11_293,
    store_name: 'MóvilMarket Madrid Gran Vía',
  });
  expect(policy.policy_payments).toHaveLength(1);
  expect(policy.discounts).toEqual([{ id: expect.any(Number), code: 'MOVILMARKET10', amount: 1255 }]);
  expect(policy.payment_methods[0].iban).toBe('ES91 **** 1332');

  // And a person in the back office sees it in the list.
  await page.goto('/admin/login');
  await page.getByLabel('Correo electrónico').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hola');
  await page.goto('/admin/polizas');
  await expect(page.getByText(number).first()).toBeVisible();
});
