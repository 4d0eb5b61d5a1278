import { E2E_ADMIN } from '../playwright.config.ts';
import { adminToken, bookPolicy, uniqueEmail, waitForMail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';

test('staff: the back office asks for a login, refuses a wrong password, and logs out', {
  tag: '@staff',
}, async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Correo electrónico').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña').fill('no-es-la-contraseña');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('Correo o contraseña incorrectos');

  await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hola');
  const nav = page.getByRole('navigation', { name: 'Navegación del back office' }).first();
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('link', { name: 'Usuarios' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Auditoría' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto('/admin/usuarios');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('staff: a store seller sees only what the role allows', { tag: '@staff' }, async ({ page, request }) => {
  const token = await adminToken(request);
  const email = uniqueEmail('vendedor');
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, name: 'Pablo', surname1: 'Vendedor', role: 'store_seller', password: 'vendedor-clave-1' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('vendedor-clave-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hola, Pablo');
  await expect(page.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Auditoría' })).toHaveCount(0);
  await page.goto('/admin/auditoria');
  await expect(page.getByText(/No tienes permiso/).first()).toBeVisible();
});

test('customer: enters the customer area with a one-time code read from the mail outbox', {
  tag: '@customer',
}, async ({ page, request }) => {
  const email = uniqueEmail('tomador');
  const policy = await bookPolicy(request, email);

  await page.goto('/area-cliente/acceso');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviarme el código' }).click();
  await expect(page.getByLabel('Código de 6 cifras')).toBeVisible();

  const mail = await waitForMail(request, email, /código de acceso/);
  const code = mail.text_body.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'código en el correo').toBeTruthy();
  await page.getByLabel('Código de 6 cifras').fill(code!);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hola, Lucía');
  await expect(page.getByText(policy.number).first()).toBeVisible();
  await expect(page.getByText('Móvil Top').first()).toBeVisible();
});
