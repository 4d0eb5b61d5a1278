import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// What a new customer tripped on in the purchase flow, on a phone
// (the name ends in purchase.spec.ts: the phone project runs it, see
// playwright.config.ts).

const LONG_EMAIL = 'maria.fernandez.rodriguez@gmail.com';

async function choosePhone(page: Page, search: string, option: RegExp) {
  await page.getByRole('combobox', { name: 'Marca y modelo' }).fill(search);
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByText('Has elegido')).toBeVisible();
}

/** How many pixels the page is wider than the screen (0 when nothing scrolls sideways). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the purchase survives a reload of "Tus datos" and leaving through the logo', async ({ page }) => {
  await page.goto('/contratacion');
  await choosePhone(page, 'galaxy a55', /^Samsung Galaxy A55 5G \d/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Elige tu cobertura' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Tus datos', level: 1 })).toBeVisible();

  // Half typed, not yet sent: a reload keeps it.
  await page.getByLabel('Nombre', { exact: true }).fill('María');
  await page.getByLabel('Primer apellido').fill('Fernández');
  await page.getByLabel('DNI o NIE').fill('11111111H');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tus datos', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('María');
  await expect(page.getByLabel('Primer apellido')).toHaveValue('Fernández');
  await expect(page.getByLabel('DNI o NIE')).toHaveValue('11111111H');

  // The logo, then 'Contratar online' on the home page: back on the same step, same data.
  await page
    .getByRole('link', { name: /inicio/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Contratar online' }).first().click();
  await expect(page.getByRole('heading', { name: 'Tus datos', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('María');
  await expect(page.getByText('Samsung Galaxy A55 5G').first()).toBeVisible();
});

test('a long email widens neither the payment page nor the booking summary at 390 px', async ({ page }) => {
  await page.goto('/contratacion');
  await choosePhone(page, 'redmi note 13', /^Xiaomi Redmi Note 13 \d/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill('María');
  await page.getByLabel('Primer apellido').fill('Fernández');
  await page.getByLabel('DNI o NIE').fill('11111111H');
  await page.getByLabel('Correo electrónico').fill(LONG_EMAIL);
  await page.getByLabel('Teléfono móvil').fill('612345678');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: '¿Cómo quieres pagar?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.getByRole('button', { name: 'Ver información precontractual' }).click();
  await page
    .getByRole('dialog', { name: 'Información precontractual' })
    .getByRole('button', { name: 'Cerrar' })
    .first()
    .click();
  for (const box of [
    /acepto la información precontractual/,
    /Acepto las condiciones/,
    /Acepto la política/,
    /Tengo la factura/,
  ]) {
    await page.getByRole('checkbox', { name: box }).check();
  }
  await page.getByRole('button', { name: 'Contratar' }).click();
  // Booked by card: the first receipt's payment page, then the booking's summary with the email.
  await expect(page).toHaveURL(/\/pagos\/\d+\/\d+/);
  expect(await horizontalOverflow(page)).toBe(0);
  const viewport = page.viewportSize()!;
  const pay = await page.getByRole('button', { name: /^Pagar .* con tarjeta$/ }).boundingBox();
  expect(pay!.x + pay!.width).toBeLessThanOrEqual(viewport.width);
  await page.getByRole('link', { name: 'Pagar más tarde' }).click();
  await expect(page.getByText(LONG_EMAIL)).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});

test('a model not in the catalog can be added by hand, and nothing covers "No encuentro mi modelo"', async ({
  page,
}) => {
  await page.goto('/contratacion');
  const search = page.getByRole('combobox', { name: 'Marca y modelo' });
  await expect(search).toHaveAttribute('placeholder', /Galaxy S25/);
  await search.fill('Fairphone 5');
  await expect(page.getByText('No encontramos «Fairphone 5»').first()).toBeVisible();
  // Clickable means not covered: Playwright refuses a click another element would take.
  await page.getByRole('button', { name: 'No encuentro mi modelo' }).click({ trial: true });
  await page.getByRole('button', { name: 'Añadirlo a mano' }).click();
  await expect(page.getByLabel('Modelo')).toHaveValue('Fairphone 5');
  await expect(page.getByText('Verás el precio en cuanto elijas el dispositivo')).toHaveCount(0);

  // Each line's search suggests its own kind of device.
  await page.getByRole('radio', { name: /Patinete/ }).click();
  await expect(page.getByRole('combobox', { name: 'Marca y modelo' })).toHaveAttribute(
    'placeholder',
    /Scooter/,
  );
});

test('every product line fits its tile at 390 px, and the customer area is in the phone menu', async ({
  page,
}) => {
  await page.goto('/contratacion');
  const multi = page.getByRole('radio', { name: /Multidispositivo/ });
  await expect(multi).toBeVisible();
  const clipped = await page
    .getByRole('radiogroup', { name: 'Tipo de seguro' })
    .getByRole('radio')
    .evaluateAll(
      (tiles) =>
        tiles.filter((tile) => {
          const label = tile.querySelector('span.font-semibold');
          return label && label.scrollWidth > label.clientWidth + 1;
        }).length,
    );
  expect(clipped).toBe(0);
  expect(await horizontalOverflow(page)).toBe(0);

  // On a phone the bar has no room for it: the menu opens with it first.
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Área de cliente' }).click();
  await expect(page).toHaveURL(/\/area-cliente/);
});
