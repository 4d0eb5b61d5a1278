import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminToken, bookPolicy, uniqueEmail, waitForMail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { logInStaff, openSection, shot } from './session-helpers.ts';

// The journey: an admin creates a distributor, imports its stores from a CSV with one bad row
// and reads the report, and gives a store seller that store; the seller logs in and sees only that
// store's policies; the admin filters the policies, opens one, adds a discount, sends the documents by
// mail and exports the list as a CSV with the right columns.

const SELLER_PASSWORD = 'vendedor-e2e-2026';

/** The template's header line, then three stores as a clerk fills them in (one with no name). */
function storesCsv(header: string, prefix: string) {
  return [
    header,
    `${prefix}-001;Tienda ${prefix} Peñíscola;Calle Mayor 1;Madrid;Madrid;28013;910000001;centro@tienda.test;40,4168;-3,7038`,
    `${prefix}-002;Tienda ${prefix} Norte;Calle de Bravo Murillo 200;Madrid;Madrid;28020;910000002;;40,4530;-3,7040`,
    `${prefix}-003;;Calle sin nombre 3;Madrid;Madrid;28001;;;;`,
  ].join('\r\n');
}

async function storeIdOf(request: APIRequestContext, code: string): Promise<number> {
  const res = await request.get(`/api/stores?filter[search]=${encodeURIComponent(code)}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const store = ((await res.json()).data as { id: number; code: string }[]).find((s) => s.code === code);
  expect(store, `la tienda ${code}`).toBeTruthy();
  return store!.id;
}

async function markFirstReceiptPaid(
  request: APIRequestContext,
  booked: { id: number; payments: { id: number; pending_amount: number }[] },
) {
  const first = booked.payments[0]!;
  const res = await request.put(`/api/policies/${booked.id}/payments/${first.id}/mark-as-paid`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { payment_date: new Date().toISOString().slice(0, 10), reference: 'TRANSFERENCIA-E2E' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function createDiscount(request: APIRequestContext, code: string) {
  const res = await request.post('/api/discounts', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { code, description: 'Campaña de la red comercial', kind: 'percent', value: 1000 },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The seller logs in from the back office's own login page, in a browser of their own. */
async function sellerPage(browser: Browser, email: string, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(SELLER_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  return page;
}

test('a distributor, its stores from a CSV, a store seller who sees only their store', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = `${testInfo.project.name === 'phone' ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;
  const distributorName = `Red Comercial ${tag}`;

  // The admin creates the distributor from the menu.
  await logInStaff(page, request);
  await page.goto('/admin');
  await openSection(page, 'Distribuidores');
  await page.getByRole('button', { name: 'Nuevo distribuidor' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo distribuidor' });
  await form.getByLabel('Nombre *').fill(distributorName);
  await form.getByLabel('CIF/NIF').fill('B12345674');
  await form.getByLabel('Comisión (%)').fill('12,5');
  await form.getByLabel('Persona de contacto').fill('Nuria Campos');
  await form.getByRole('button', { name: 'Crear distribuidor' }).click();
  await expect(form).toBeHidden();
  await page.getByLabel('Buscar').fill(distributorName);
  const row = page.getByRole('row').filter({ hasText: distributorName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('12,5');

  // Its stores arrive as a CSV with one bad row: two are written, the third is reported.
  await page.getByRole('button', { name: `Importar tiendas (CSV) de ${distributorName}` }).click();
  const importer = page.getByRole('dialog', { name: 'Importar tiendas' });
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    importer.getByRole('button', { name: 'Descargar plantilla' }).click(),
  ]);
  const templateHeader = (await readFile(await template.path(), 'utf8'))
    .replace('\uFEFF', '')
    .split('\r\n')[0]!;
  expect(templateHeader).toMatch(/^Código;Nombre;Dirección;Localidad;Provincia;Código postal;/);
  // Saved by Excel in Spanish as "CSV (delimitado por comas)": Windows-1252, so the ñ is one byte.
  await importer.getByLabel('Fichero CSV').setInputFiles({
    name: 'tiendas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(storesCsv(templateHeader, tag), 'latin1'),
  });
  await importer.getByRole('button', { name: 'Importar' }).click();
  await expect(importer.getByText(/2 tiendas importadas \(2 nuevas y 0 actualizadas\)/)).toBeVisible({
    timeout: 30_000,
  });
  const errors = importer.getByRole('region', { name: /Filas con errores/ });
  await expect(errors.getByRole('row').filter({ hasText: 'Nombre' })).toContainText('4');
  await shot(page, 'stores-import-report');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    importer.getByRole('button', { name: 'Descargar informe' }).click(),
  ]);
  const report = await readFile(await download.path(), 'utf8');
  expect(report.split('\r\n')[0]).toBe('\uFEFFFila;Columna;Motivo');
  expect(report).toMatch(/\r\n4;Nombre;/);
  await importer.getByRole('button', { name: 'Cerrar' }).first().click();

  // A store seller for the first shop: created, then given the store.
  const sellerEmail = uniqueEmail('vendedor').toLowerCase();
  await openSection(page, 'Usuarios');
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const userForm = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await userForm.getByLabel('Correo electrónico *').fill(sellerEmail);
  await userForm.getByLabel('Nombre *').fill(`Vendedor ${tag}`);
  await userForm.getByLabel('Rol *').selectOption({ label: 'Vendedor de tienda' });
  await userForm.getByLabel('Contraseña *').fill(SELLER_PASSWORD);
  await userForm.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(userForm).toBeHidden();
  await page.getByLabel('Buscar').fill(sellerEmail);
  await page.getByRole('button', { name: `Asignar distribuidores y tiendas a Vendedor ${tag}` }).click();
  const assign = page.getByRole('dialog', { name: `Asignaciones de Vendedor ${tag}` });
  // Each box saves as it is ticked, and shows ticked once the server has the assignment.
  const shopBox = assign.getByRole('checkbox', { name: `Tienda ${tag} Peñíscola (${tag}-001)` });
  await shopBox.click();
  await expect(shopBox).toBeChecked();
  await assign.getByRole('button', { name: 'Hecho' }).click();

  // Customers buy: one in the seller's shop, one in the other shop, one online.
  const inShop = await bookPolicy(request, uniqueEmail('cliente.tienda'), {
    store_id: await storeIdOf(request, `${tag}-001`),
  });
  const inOtherShop = await bookPolicy(request, uniqueEmail('cliente.otra'), {
    store_id: await storeIdOf(request, `${tag}-002`),
  });
  const online = await bookPolicy(request, uniqueEmail('cliente.web'));

  // The seller sees their shop's policy and nothing else.
  const seller = await sellerPage(browser, sellerEmail, `Vendedor ${tag}`);
  await openSection(seller, 'Pólizas');
  await expect(seller.getByRole('link', { name: inShop.number })).toBeVisible();
  const rows = seller.getByRole('row').filter({ has: seller.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  for (const other of [inOtherShop, online]) {
    await seller.getByLabel('Buscar').fill(other.number);
    // The search has applied once the seller's own row has gone; the other policy never shows.
    await expect(seller.getByRole('link', { name: inShop.number })).toHaveCount(0);
    await expect(seller.getByRole('link', { name: other.number })).toHaveCount(0);
  }
  await shot(seller, 'seller-policies');
  await seller.context().close();

  // A laptop sold in the other shop and paid: a policy in force, which has documents to send.
  const laptopEmail = uniqueEmail('cliente.portatil');
  const laptop = await bookPolicy(request, laptopEmail, {
    product_id: 15,
    device: { brand: 'Lenovo', model: 'ThinkPad X1 Carbon', value: 149_900 },
    store_id: await storeIdOf(request, `${tag}-002`),
  });
  await markFirstReceiptPaid(request, laptop);
  const discountCode = `E2E${tag}`.slice(0, 20);
  await createDiscount(request, discountCode);

  // The admin filters the policies by the new distributor: its three policies, and only those.
  await page.goto('/admin');
  await openSection(page, 'Pólizas');
  await page
    .getByRole('combobox', { name: 'Distribuidor', exact: true })
    .selectOption({ label: distributorName });
  const listed = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(listed).toHaveCount(3);
  for (const policy of [inShop, inOtherShop, laptop])
    await expect(page.getByRole('link', { name: policy.number })).toBeVisible();
  await expect(page).toHaveURL(/distributor_id=\d+/);

  // The list exports as the spreadsheet staff open, with the screen's filter applied.
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const csv = (await readFile(await csvDownload.path(), 'utf8')).split('\r\n').filter(Boolean);
  expect(csv[0]?.replace('\uFEFF', '').split(';')).toEqual([
    'Número',
    'Estado',
    'Producto',
    'Tomador',
    'Correo electrónico',
    'Teléfono',
    'Dispositivos',
    'Periodicidad',
    'Prima por recibo (€)',
    'Prima anual (€)',
    'Tienda',
    'Alta',
  ]);
  expect(
    csv
      .slice(1)
      .map((line) => line.split(';')[0])
      .sort(),
  ).toEqual([inShop.number, inOtherShop.number, laptop.number].sort());

  // It opens the laptop's policy and adds the discount: the premium goes down.
  await page.getByRole('link', { name: laptop.number }).click();
  await expect(page.getByRole('heading', { name: laptop.number })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir descuento' }).click();
  const discountDialog = page.getByRole('dialog', { name: 'Añadir un descuento' });
  await discountDialog.getByLabel('Código del descuento').fill(discountCode);
  await discountDialog.getByRole('button', { name: 'Aplicar' }).click();
  // The toast (the screen reader hears it from its live region too).
  await expect(
    page.getByText(new RegExp(`Descuento ${discountCode} aplicado: nueva prima`)).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Quitar el descuento ${discountCode}` })).toBeVisible();

  // And sends the documents by mail: the customer receives the IPID and the contract.
  await page.getByRole('button', { name: 'Reenviar documentación' }).click();
  await page
    .getByRole('dialog', { name: '¿Reenviar la documentación?' })
    .getByRole('button', { name: 'Enviar documentación' })
    .click();
  await expect(page.getByRole('dialog', { name: '¿Reenviar la documentación?' })).toBeHidden();
  const mail = await waitForMail(
    request,
    laptopEmail,
    new RegExp(`Documentación de tu póliza ${laptop.number}`),
  );
  expect(mail.subject).toContain(laptop.number);
  await shot(page, 'policy-after-discount');
});
