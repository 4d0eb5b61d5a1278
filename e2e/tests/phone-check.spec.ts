import sharp from 'sharp';
import { expect, test } from '../support/camera-browser.ts';
import { writeImeiScreenshot } from '../support/imei-screenshot.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { adminToken, uniqueEmail, waitForMail } from './api-helpers.ts';
import {
  bookPhone,
  confirmImei,
  enterCustomerArea,
  LAPTOP,
  linkSession,
  runCountdown,
  sendPhotos,
  takeBothPhotos,
  uploadImeiScreenshot,
} from './phone-check-helpers.ts';

// The journey: the phone check from the booking mail's link, in Chromium with a fake
// camera (support/camera-browser.ts), on the phone project (a Pixel 7, Android 13, at 390 px).

const APPROVING_CARD = '4548810000000003';

// The page's clock runs as usual; the capture countdowns jump it a second at a time (runCountdown).
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});
const shot = (name: string) => test.info().outputPath(`${name}.png`);

test('from the booking mail: IMEI screenshot, both photos, automatic validation, card payment, active policy', async ({
  page,
  request,
  camera,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('peritacion.ok');
  const { policy, path } = await bookPhone(request, email);

  await page.goto(path);
  await expect(page).toHaveURL(/\/evaluation(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Identifica tu móvil' })).toBeVisible({ timeout: 10_000 });
  await keepScreenshot(page, { path: shot('imei'), fullPage: true });
  const imei = await confirmImei(page);
  await takeBothPhotos(page, camera);
  await keepScreenshot(page, { path: shot('summary'), fullPage: true });
  await sendPhotos(page);

  // The server's worker checks the photos; clear photos are validated without an expert.
  await expect(page.getByRole('heading', { name: 'Tu móvil está validado' })).toBeVisible({
    timeout: 30_000,
  });
  await keepScreenshot(page, { path: shot('validated'), fullPage: true });
  await waitForMail(request, email, /Tu móvil ha pasado la peritación/);

  await page.getByRole('link', { name: 'Pagar ahora' }).click();
  await expect(page.getByRole('heading', { name: 'Paga tu recibo' })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: /^Pagar .* con tarjeta$/ }).click();
  await expect(page.getByRole('heading', { name: 'Pago con tarjeta' })).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill(APPROVING_CARD);
  await page.getByLabel('Caducidad (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/pagos\/resultado\?estado=ok/);
  await expect(page.getByRole('heading', { name: 'Pago recibido' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Tu póliza ya está activa.')).toBeVisible();
  await waitForMail(request, email, /ya está activo: póliza/);

  // The customer area: the policy active and its phone's IMEI.
  await enterCustomerArea(page, request, email);
  const card = page.getByRole('article', { name: policy.product.name });
  await expect(card.getByText(/^Activa/)).toBeVisible();
  await keepScreenshot(page, { path: shot('customer-area'), fullPage: true });
  expect(imei).toMatch(/^\d{15}$/);
});

test('an IMEI already on another policy: the IMEI step opens the repeated-IMEI page', async ({
  page,
  request,
}) => {
  // The first policy's phone has the IMEI, saved through its own mail link.
  const first = await bookPhone(request, uniqueEmail('imei.primera'));
  const session = await linkSession(request, first.token);
  const riskId = session.access.policy.phones[0]?.risk_id;
  const { imei } = await writeImeiScreenshot();
  const saved = await request.put(
    `/api/policies/${first.policy.id}/risk/${riskId}/imei?token=${session.session_token}`,
    { data: { imei, source: 'barcode' } },
  );
  expect(saved.status(), await saved.text()).toBe(200);

  const second = await bookPhone(request, uniqueEmail('imei.repetido'));
  await page.goto(second.path);
  // The server knows the IMEI is taken as soon as it reads the screenshot: nothing to confirm.
  await uploadImeiScreenshot(page, imei);
  await expect(page).toHaveURL(/\/evaluation\/imei-repeated/);
  await expect(page.getByRole('heading', { name: 'Este IMEI ya tiene un seguro' })).toBeVisible();
  await expect(page.getByText('ya está asociado a otra póliza activa')).toBeVisible();
  await keepScreenshot(page, { path: shot('imei-repeated'), fullPage: true });
});

test("the mail link asks for the guard's settings and the link's policy once: the page takes the early requests", async ({
  page,
  request,
}) => {
  const { path } = await bookPhone(request, uniqueEmail('peritacion.temprana'));
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    // The HTML's `<link rel="preload" as="fetch">` is 'other'; the app's own calls are 'fetch'.
    if (url.pathname.startsWith('/api/')) calls.push(`${req.method()} ${req.resourceType()} ${url.pathname}`);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Identifica tu móvil' })).toBeVisible({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  // One preload of the settings, which the guard's fetch takes (no 'fetch' of its own), and the IMEI
  // step's query takes the guard's answer (readSettingsAndHandOn). One exchange of the link: started as the
  // app starts, taken by the page's query (usePolicyAccess) instead of asking again.
  expect(calls.filter((call) => call.endsWith(' /api/settings'))).toEqual(['GET other /api/settings']);
  expect(calls.filter((call) => call.endsWith('/session'))).toEqual([
    'POST fetch /api/policy-access/evaluation/session',
  ]);
});

test('an iPhone on iOS 12 opening the mail link is sent to /invalid/device', async ({ browser, request }) => {
  const { path } = await bookPhone(request, uniqueEmail('ios.antiguo'));
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-ES',
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  // The default build and the seeded setting check_os_version both have the guard on.
  const page = await context.newPage();
  // A phone the guard may send away does not open the link early (openMailLinkEarly).
  const exchanges: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/policy-access/')) exchanges.push(req.url());
  });
  await page.goto(path);
  await expect(page).toHaveURL(/\/invalid\/device$/);
  expect(exchanges).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await keepScreenshot(page, { path: shot('invalid-device'), fullPage: true });
  await context.close();
});

test('doubtful photos go to the expert queue; an expert refuses the front one from Peritaciones and the customer is told', async ({
  page,
  request,
  camera,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('peritacion.perito');
  const { policy, path } = await bookPhone(request, email);

  await page.goto(path);
  await confirmImei(page);
  // The phone's screen shows another check's code: maybe an old photo, a doubt for a person.
  await takeBothPhotos(page, camera, { frontCode: 'AMP-OTRO-CODIGO' });
  await sendPhotos(page);
  // Once the checks have sent it to the queue, the page says so and stops asking.
  await expect(page.getByRole('heading', { name: 'Un perito está revisando tus fotos' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Te avisaremos por correo en cuanto termine.')).toBeVisible();
  await keepScreenshot(page, { path: shot('with-expert'), fullPage: true });

  // An expert, in the back office on a laptop.
  const token = await adminToken(request);
  const expertEmail = uniqueEmail('perito');
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      email: expertEmail,
      name: 'Elena',
      surname1: 'Perito',
      role: 'expert',
      password: 'perito-clave-1',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const office = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-ES',
    ...LAPTOP,
  });
  const staff = await office.newPage();
  await staff.goto('/admin/login');
  await staff.getByLabel('Correo electrónico').fill(expertEmail);
  await staff.getByLabel('Contraseña').fill('perito-clave-1');
  await staff.getByRole('button', { name: 'Entrar' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Hola, Elena');
  await staff.getByRole('link', { name: 'Peritaciones', exact: true }).click();
  await expect(staff.getByRole('heading', { name: 'Peritaciones', level: 1 })).toBeVisible();
  // The job may still be checking the photos: the check joins the queue when it is done.
  await expect(async () => {
    await staff.reload();
    await expect(staff.getByRole('link', { name: `Ver la peritación de ${policy.number}` })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await staff.getByRole('link', { name: `Ver la peritación de ${policy.number}` }).click();
  await expect(
    staff.getByRole('heading', { name: new RegExp(`Peritación de.*${policy.number}`) }),
  ).toBeVisible();
  await expect(staff.getByText(/Se lee otro código, no el de esta peritación/)).toBeVisible();
  await keepScreenshot(staff, { path: shot('backoffice-check'), fullPage: true });

  // The front photo is refused with a comment the customer reads; the back one is fine.
  const label = (side: string, name: RegExp) =>
    staff
      .getByRole('radiogroup', { name: `Etiqueta de la ${side}` })
      .getByRole('radio', { name })
      .check();
  await label('foto frontal', /Rechazada/);
  await label('foto trasera', /Validada/);
  const comment =
    'En la pantalla se ve el código de otra comprobación: repite la foto frontal con el código de ahora.';
  await staff.getByLabel('Comentario para el cliente (foto frontal)').fill(comment);
  await staff.getByRole('button', { name: 'Revisar y enviar' }).click();
  const confirm = staff.getByRole('dialog', { name: '¿Enviar la decisión?' });
  await expect(confirm).toContainText('La peritación queda rechazada');
  await confirm.getByRole('button', { name: 'Enviar decisión' }).click();
  await expect(
    staff.getByText('Decisión enviada. El cliente recibirá un correo.', { exact: true }),
  ).toBeVisible();
  await keepScreenshot(staff, { path: shot('backoffice-decided'), fullPage: true });
  await office.close();

  // The customer is told by mail, with the expert's words and a link to take the photos again.
  const mail = await waitForMail(request, email, /Necesitamos otras fotos de tu móvil/);
  expect(mail.text_body).toContain(policy.number);
  expect(mail.text_body).toContain(comment);
  const retry = mail.text_body.match(/https?:\/\/\S+\/peritation\/\d+\?acceso=[\w-]+/)?.[0];
  expect(retry, 'enlace para repetir las fotos en el correo').toBeTruthy();
  const retryUrl = new URL(retry!);
  await page.goto(`${retryUrl.pathname}${retryUrl.search}`);
  // The IMEI stays: the retry starts at the photos.
  await expect(page.getByRole('heading', { name: 'Tu IMEI' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Continuar' })).toBeVisible();
  await keepScreenshot(page, { path: shot('retry-link'), fullPage: true });
  // The customer area lists no notice for a policy still in draft (spec 4, notifications rule 4).
  await enterCustomerArea(page, request, email);
  await expect(page.getByRole('article', { name: policy.product.name })).toBeVisible();
  await keepScreenshot(page, { path: shot('customer-area-after-expert'), fullPage: true });
});

test('a front photo without the screen code is flagged before sending, kept, refused by the checks; the retake from the result page is validated', async ({
  page,
  request,
  camera,
}) => {
  test.setTimeout(150_000);
  const { path } = await bookPhone(request, uniqueEmail('peritacion.repetir'));
  await page.goto(path);
  await confirmImei(page);
  // The phone's screen shows no code: flagged before sending (takeBothPhotos keeps it anyway), then
  // refused by the server, a clear problem the customer can fix, no expert needed.
  await takeBothPhotos(page, camera, { frontCode: null });
  await sendPhotos(page);
  await expect(page).toHaveURL(/\/evaluation\/rejected/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Tenemos que repetir las fotos' })).toBeVisible();
  await expect(page.getByText(/En la foto frontal no se ve el código de la pantalla/)).toBeVisible();
  await expect(page.getByText('Te quedan 2 intentos.')).toBeVisible();
  await keepScreenshot(page, { path: shot('rejected'), fullPage: true });

  await page.getByRole('link', { name: 'Repetir fotos' }).click();
  await takeBothPhotos(page, camera);
  await sendPhotos(page);
  await expect(page.getByRole('heading', { name: 'Tu móvil está validado' })).toBeVisible({
    timeout: 30_000,
  });
});

test('a dark photo is flagged before it is sent, with the reason, and retaken with the camera', async ({
  page,
  request,
  camera,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('peritacion.oscura');
  const { path } = await bookPhone(request, email);
  await page.goto(path);
  await confirmImei(page);
  const next = page.getByRole('link', { name: 'Siguiente' });
  for (const heading of ['Antes de empezar', 'Las dos fotos', 'Foto frontal']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await next.click();
  }
  await expect(page).toHaveURL(/\/evaluation\/capture\/front/);

  // A photo taken in a dark room, chosen from the gallery: the page measures it as the server would.
  const dark = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#0c0c10' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="1600"><rect x="300" y="300" width="600" height="1000" rx="60" fill="#1e1e24"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Subir una foto')
    .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: dark });
  await expect(page.getByText('Es probable que no podamos validar esta foto')).toBeVisible({
    timeout: 10_000,
  });
  await expect(
    page.getByText(
      'La foto frontal (la pantalla en el espejo) está demasiado oscura. Repítela en un sitio con más luz.',
    ),
  ).toBeVisible();
  await keepScreenshot(page, { path: shot('precheck-dark'), fullPage: true });
  await page.getByRole('button', { name: 'Repetir la foto' }).click();

  // The camera is still on: the retake with the countdown passes and the check goes on.
  await camera.showScreenCode(page.getByTestId('screen-code').first());
  const start = page.getByRole('button', { name: 'Empezar cuenta atrás' });
  await expect(start).toBeEnabled({ timeout: 10_000 });
  await start.click();
  await runCountdown(page);
  await expect(page).toHaveURL(/\/evaluation\/precapture\/back/, { timeout: 20_000 });
});
