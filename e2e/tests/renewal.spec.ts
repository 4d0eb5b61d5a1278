import fs from 'node:fs';
import { addDays, madridDate } from '@amparo/domain';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { readClaimablePolicy } from '../support/claimable-policies.ts';
import { adminToken, waitForMail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { enterAccessCode, logInStaff, openMailLink, openSection, shot } from './session-helpers.ts';

// The renewal (LCS art. 22): the daily run announces a term ending within two months with the next
// year's premium; the customer declines from the customer area, reached from the notice's link, or
// staff record a decline received by phone. Each on its own seeded policy, its term ending in 50 days.

/** The day's renewal notices, as an operator runs them from Operaciones (409: a run is already under way). */
async function runRenewalNotices(request: Parameters<typeof adminToken>[0]) {
  const res = await request.post('/api/schedules/renewals.announce/run', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect([202, 200, 409], await res.text()).toContain(res.status());
}

test('a customer reads the renewal notice, declines from the customer area and sees the day cover ends', {
  tag: '@customer',
}, async ({ page, request }) => {
  test.setTimeout(60_000);
  const policy = readClaimablePolicy(E2E_DATA_DIR, 'phone-renewal');
  await runRenewalNotices(request);
  const notice = await waitForMail(request, policy.email, /^Tu seguro se renueva el /);
  const premium = notice.text_body.match(/(\d+,\d{2}) € al mes/)?.[1];
  expect(premium, 'el precio del año siguiente en el aviso').toBeTruthy();
  const coverEnds = notice.text_body.match(/hasta el (\d{2}\/\d{2}\/\d{4}) desde tu área/)?.[1];
  expect(coverEnds, 'el plazo para no renovar en el aviso').toBeTruthy();

  await openMailLink(page, notice, /https?:\/\/\S+\/area-cliente\b\S*/, 'Ver mi póliza');
  await enterAccessCode(page, request, policy.email);
  const card = page.getByRole('article').filter({ hasText: policy.number });
  const renewal = card.getByRole('region', { name: 'Renovación' });
  await expect(renewal).toContainText(`por ${premium} € al mes`);
  await expect(renewal).toContainText(`Puedes pedirlo hasta el ${coverEnds}`);
  await shot(page, 'renewal-announced');
  await renewal.getByRole('button', { name: 'No renovar' }).click();
  const dialog = page.getByRole('dialog', { name: '¿No quieres renovar?' });
  const until = (await dialog.textContent())?.match(/te cubre hasta el (\d{2}\/\d{2}\/\d{4})/)?.[1];
  expect(until, 'el último día de cobertura en la confirmación').toBeTruthy();
  await shot(page, 'renewal-confirm');
  await dialog.getByRole('button', { name: 'No renovar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(renewal).toContainText(
    `Has pedido no renovar: tu seguro te cubre hasta el ${until}, incluido`,
  );
  await expect(renewal.getByRole('button', { name: 'No renovar' })).toHaveCount(0);
  const ack = await waitForMail(request, policy.email, /no se renovará$/);
  expect(ack.text_body).toContain(`Sigues cubierto hasta el ${until}`);
  await shot(page, 'renewal-declined');
});

test('staff record a decline received by phone from the policy page', { tag: '@staff' }, async ({
  page,
  request,
}) => {
  const policy = readClaimablePolicy(E2E_DATA_DIR, 'desktop-renewal');
  await logInStaff(page, request);
  await page.goto('/admin');
  await openSection(page, 'Pólizas');
  await page.getByLabel('Buscar').fill(policy.number);
  await page.getByRole('link', { name: policy.number }).click();
  await expect(page.getByRole('heading', { name: policy.number })).toBeVisible();
  const section = page.getByRole('region', { name: 'Renovación' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Registrar no renovación' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('El tomador lo ha pedido por teléfono').click();
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section).toContainText('No se renueva');
  await expect(section).toContainText('El tomador, por teléfono');
  await shot(page, 'staff-renewal-declined');
  const ack = await waitForMail(request, policy.email, /no se renovará$/);
  expect(ack.text_body).toMatch(/Sigues cubierto hasta el \d{2}\/\d{2}\/\d{4}/);

  // The month's renewals, from the policies list: the policy among those that will not renew, and the CSV.
  await openSection(page, 'Pólizas');
  await page.getByRole('link', { name: 'Renovaciones' }).click();
  await expect(page.getByRole('heading', { name: 'Renovaciones', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Renovaciones · Amparo');
  const month = addDays(madridDate(new Date())!, 51).slice(0, 7);
  await page.getByLabel('Mes').fill(month);
  await page.getByRole('button', { name: /^No se renuevan · \d+$/ }).click();
  const table = page.getByRole('table', { name: `Renovaciones de ${month}` });
  await expect(table.getByRole('link', { name: policy.number })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: policy.number })).toContainText('El tomador');
  await shot(page, 'staff-renewals-month');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`renovaciones-${month}.csv`);
  expect(fs.readFileSync(await download.path(), 'utf8')).toContain(`${policy.number};`);
});
