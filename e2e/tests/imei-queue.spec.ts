import { E2E_ADMIN } from '../playwright.config.ts';
import { writeImeiScreenshot } from '../support/imei-screenshot.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { uniqueEmail, waitForMail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { bookPhone, LAPTOP, linkSession, uploadImeiScreenshot } from './phone-check-helpers.ts';

// After three refused IMEI attempts a person takes over (docs/phone-check.md): the customer on
// the phone project (390 px), the staff member in the back office on a laptop.

const shot = (name: string) => test.info().outputPath(`${name}.png`);
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('three refused IMEIs: staff type it from Peritaciones › móviles sin IMEI, and the mail takes the customer on to the photos', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  // The customer's screenshots are of a phone insured already (their old one, say): each is refused.
  const other = await bookPhone(request, uniqueEmail('imei.otra'));
  const otherSession = await linkSession(request, other.token);
  const { imei: takenImei } = await writeImeiScreenshot();
  const taken = await request.put(
    `/api/policies/${other.policy.id}/risk/${otherSession.access.policy.phones[0]?.risk_id}/imei?token=${otherSession.session_token}`,
    { data: { imei: takenImei, source: 'barcode' } },
  );
  expect(taken.status(), await taken.text()).toBe(200);

  const email = uniqueEmail('imei.agotado');
  const surname = `Sanz${letters()}`;
  const holderName = `Remedios ${surname}`;
  const { policy, path } = await bookPhone(request, email, {
    holder: { name: 'Remedios', surname1: surname, document_code: '12345678Z', email, phone: '612345678' },
  });

  await page.goto(path);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await uploadImeiScreenshot(page, takenImei);
    await expect(page).toHaveURL(/\/evaluation\/imei-repeated/, { timeout: 15_000 });
    await page.getByRole('link', { name: 'Volver a intentarlo' }).click();
  }
  // Back on the IMEI step, it knows the three attempts are used and offers no more uploads.
  await expect(page.getByText(/Has agotado los 3 intentos/)).toBeVisible();
  await expect(page.getByLabel('Subir la captura')).toHaveCount(0);
  await keepScreenshot(page, { path: shot('customer-exhausted'), fullPage: true });

  // A staff member, from the back office's menu.
  const office = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-ES',
    ...LAPTOP,
  });
  const staff = await office.newPage();
  await staff.goto('/admin/login');
  await staff.getByLabel('Correo electrónico').fill(E2E_ADMIN.email);
  await staff.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await staff.getByRole('button', { name: 'Entrar' }).click();
  await staff.getByRole('link', { name: 'Peritaciones', exact: true }).click();
  await staff.getByRole('link', { name: /móvil(es)? sin IMEI/ }).click();
  await expect(staff.getByRole('heading', { name: 'Móviles sin IMEI', level: 1 })).toBeVisible();
  const card = staff.getByRole('article', { name: `${holderName} · Apple iPhone 16 Pro` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: `Póliza ${policy.number}` })).toBeVisible();
  // Each of the three screenshots, read and refused because another policy has that IMEI.
  await expect(card.getByText('Ya está asegurado en otra póliza activa')).toHaveCount(3);
  await expect(card.getByText(takenImei)).toHaveCount(3);
  await keepScreenshot(staff, { path: shot('staff-queue-1280'), fullPage: true });
  // The same card on a phone: staff on call may answer from one.
  await staff.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(staff, { path: shot('staff-queue-390'), fullPage: true });
  await staff.setViewportSize(LAPTOP.viewport);

  // The customer reads out the real IMEI on the phone; a slip of the check digit is caught first.
  const { imei: realImei } = await writeImeiScreenshot();
  const wrongDigit = `${realImei.slice(0, 14)}${(Number(realImei[14]) + 1) % 10}`;
  const field = card.getByLabel('IMEI (15 cifras)');
  await field.fill(wrongDigit);
  await card.getByRole('button', { name: 'Guardar el IMEI' }).click();
  await expect(card.getByText(/El IMEI no es válido/)).toBeVisible();
  await field.fill(realImei);
  await card.getByRole('button', { name: 'Guardar el IMEI' }).click();
  // .first(): the toast's own text, not Radix's live-region copy of it for screen readers.
  await expect(
    staff.getByText(`IMEI guardado. Hemos enviado a ${holderName} un correo`).first(),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await office.close();

  // The customer's mail takes them to the photos, with the IMEI staff saved.
  const mail = await waitForMail(request, email, /Ya tenemos el IMEI de tu móvil/);
  expect(mail.text_body).toContain(policy.number);
  const link = mail.text_body.match(/https?:\/\/\S+\/peritation\/\d+\?[\w&=-]+/)?.[0];
  expect(link, 'enlace para seguir con las fotos').toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Tu IMEI' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(realImei, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Antes de empezar' })).toBeVisible();
  await keepScreenshot(page, { path: shot('customer-after-staff'), fullPage: true });
});
