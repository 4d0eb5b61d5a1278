import { spawnSync } from 'node:child_process';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { expect, test } from '../support/camera-browser.ts';
import { readClaimablePolicy } from '../support/claimable-policies.ts';
import { waitForMail } from './api-helpers.ts';
import { confirmImei, enterCustomerArea, sendPhotos, takeBothPhotos } from './phone-check-helpers.ts';
import { logInStaff, openMailLink, openSection, shot } from './session-helpers.ts';

// A change during the year (a suplemento, docs/contract.md): the customer replaces their phone from
// the customer area, sees the new premium before confirming, gets the suplemento by mail with the
// link to check the new phone, passes the check, and the certificate names the new phone's IMEI.

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('a customer changes phone, passes the new phone check, and the certificate shows the new IMEI', {
  tag: '@customer',
}, async ({ page, request, camera }) => {
  test.setTimeout(120_000);
  const policy = readClaimablePolicy(E2E_DATA_DIR, 'phone-change');
  await enterCustomerArea(page, request, policy.email);
  const card = page.getByRole('article').filter({ hasText: policy.number });
  await expect(card.getByText('Samsung Galaxy S24')).toBeVisible();
  await card.getByRole('button', { name: 'Cambiar de móvil' }).click();

  const dialog = page.getByRole('dialog', { name: 'Asegurar tu nuevo móvil' });
  await dialog.getByRole('button', { name: 'Ver el nuevo precio' }).click();
  await expect(dialog.getByText('Indica la marca')).toBeVisible();
  await dialog.getByLabel('Marca').fill('Google');
  await dialog.getByLabel('Modelo').fill('Pixel 9 Pro');
  await dialog.getByLabel('Precio de compra').fill('1.099');
  await dialog.getByLabel('Motivo del cambio').selectOption({ label: 'He comprado uno nuevo' });
  await shot(page, 'device-change-form');
  await dialog.getByRole('button', { name: 'Ver el nuevo precio' }).click();
  // 1.099 € falls in the next band (14,95 € a month instead of 11,95 €): the rest of the year costs more.
  await expect(dialog).toContainText('Aseguramos tu Google Pixel 9 Pro en lugar de tu Samsung Galaxy S24');
  await expect(dialog).toContainText(/pasan de [\d.,]+ € a [\d.,]+ € en total/);
  await expect(dialog).toContainText('Cada recibo pasa a ser de 14,95 € al mes.');
  await expect(dialog).toContainText('tendrás que hacer la peritación del nuevo móvil');
  await shot(page, 'device-change-quote');
  await dialog.getByRole('button', { name: 'Confirmar el cambio' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Google Pixel 9 Pro')).toBeVisible();
  await expect(page.getByText('Peritación sin hacer').first()).toBeVisible();
  // No certificate while the new phone waits for its check; the suplemento is among the papers.
  const papers = card.getByRole('list', { name: 'Documentos' });
  await expect(papers.getByRole('link', { name: /Suplemento 1: cambio de dispositivo/ })).toBeVisible();
  await expect(papers.getByRole('link', { name: /Certificado de seguro/ })).toHaveCount(0);
  await shot(page, 'device-changed');

  // The suplemento's mail: its PDF and the link to check the new phone.
  const mail = await waitForMail(request, policy.email, /^Suplemento 1 de tu póliza/);
  expect(mail.text_body).toContain(
    'Ahora aseguramos tu Google Pixel 9 Pro en lugar de tu Samsung Galaxy S24',
  );
  await openMailLink(page, mail, /https?:\/\/\S+\/peritation\/\d+\?acceso=[\w-]+/, 'Peritar mi nuevo móvil');
  const imei = await confirmImei(page);
  await takeBothPhotos(page, camera);
  await sendPhotos(page);
  await expect(page.getByRole('heading', { name: 'Tu móvil está validado' })).toBeVisible({
    timeout: 30_000,
  });

  // Back in the customer area (still signed in): the certificate is there again and names the new
  // phone and its IMEI.
  await page.goto('/area-cliente');
  const certificate = card
    .getByRole('list', { name: 'Documentos' })
    .getByRole('link', { name: /Certificado de seguro/ });
  await expect(certificate).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), certificate.click()]);
  const pdf = spawnSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' }).stdout;
  expect(pdf).toContain(`Google Pixel 9 Pro · IMEI: ${imei}`);
  expect(pdf).not.toContain('Galaxy S24');
  await shot(page, 'device-change-certificate');
});

test('staff move a policy to another tier from the policy page; the suplemento is listed with its PDF and mailed', {
  tag: '@staff',
}, async ({ page, request }) => {
  const policy = readClaimablePolicy(E2E_DATA_DIR, 'desktop-change');
  await logInStaff(page, request);
  await page.goto('/admin');
  await openSection(page, 'Pólizas');
  await page.getByLabel('Buscar').fill(policy.number);
  await page.getByRole('link', { name: policy.number }).click();
  // The back office's tab titles come with its texts, after the first load.
  await expect(page).toHaveTitle('Póliza · Amparo');
  const section = page.getByRole('region', { name: 'Suplementos' });
  await expect(section).toContainText('Sin cambios durante el periodo.');
  await section.getByRole('button', { name: 'Cambiar modalidad' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nueva modalidad').selectOption({ label: 'Móvil Intermedio' });
  await dialog.getByRole('radio', { name: 'Desde el próximo periodo' }).click();
  await dialog.getByLabel('Motivo (queda en el historial)').fill('El cliente pide la intermedia al renovar');
  await shot(page, 'staff-tier-change');
  await dialog.getByRole('button', { name: 'Hacer el cambio' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section).toContainText('N.º 1 · Cambio de modalidad');
  await expect(section).toContainText('Previsto');
  await expect(section).toContainText('Móvil Top → Móvil Intermedio');
  await expect(section.getByRole('link', { name: 'PDF del suplemento 1' })).toBeVisible();
  await shot(page, 'staff-tier-changed');
  const mail = await waitForMail(request, policy.email, /^Suplemento 1 de tu póliza/);
  expect(mail.text_body).toContain(
    'Desde el próximo periodo tu seguro pasa de Móvil Top a Móvil Intermedio.',
  );

  // Then a yearly receipt from today: this period's receipts are re-written pro rata.
  await section.getByRole('button', { name: 'Cambiar periodicidad' }).click();
  const periodicity = page.getByRole('dialog');
  await expect(periodicity).toContainText('Pagará con recibo anual');
  await periodicity.getByRole('radio', { name: 'Desde una fecha de este periodo' }).click();
  await expect(periodicity.getByLabel('Fecha de efecto')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await periodicity.getByLabel('Motivo (queda en el historial)').fill('Prefiere un solo recibo desde hoy');
  await shot(page, 'staff-periodicity-change');
  await periodicity.getByRole('button', { name: 'Hacer el cambio' }).click();
  await expect(periodicity).toHaveCount(0);
  await expect(section).toContainText('N.º 2 · Cambio de periodicidad');
  await expect(section).toContainText('mensual → anual');
  await shot(page, 'staff-periodicity-changed');
  const second = await waitForMail(request, policy.email, /^Suplemento 2 de tu póliza/);
  expect(second.text_body).toMatch(/pagarás tu seguro con recibo anual; tus recibos se han ajustado/);
});
