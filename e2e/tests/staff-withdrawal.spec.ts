import { keepScreenshot } from '../support/screenshots.ts';
import { bookPolicy, uniqueEmail, waitForMail } from './api-helpers.ts';
import { openPolicyFromList } from './cancel-helpers.ts';
import { expect, test } from './fixtures.ts';
import { APPROVING_CARD, logInStaff, payOnGateway } from './session-helpers.ts';

// A customer phones within the 15 days to withdraw: staff record it from the policy page, see
// the full refund to the card and the last day of cover before confirming (docs/cancellation.md).

const SHOTS = 'e2e/.artifacts/screenshots';

test('staff record a withdrawal with its refund shown before confirming', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('desiste.telefono');
  const booked = await bookPolicy(request, email, {
    product_id: 17,
    device: { brand: 'Lenovo', model: 'ThinkPad X1 Carbon', value: 149_900 },
  });
  // The customer paid the first receipt by card, from the booking's payment page.
  await page.goto(`/contratacion/pago?acceso=${booked.payment_access}`);
  await page.getByRole('button', { name: /^Pagar .* con tarjeta$/ }).click();
  await payOnGateway(page, APPROVING_CARD);
  await expect(page.getByRole('heading', { name: 'Pago recibido' })).toBeVisible({ timeout: 15_000 });
  const paid = booked.payments[0].price as number;
  const amount = `${(paid / 100).toFixed(2).replace('.', ',')} €`;

  await logInStaff(page, request);
  await openPolicyFromList(page, booked);
  await page.getByRole('button', { name: 'Anular póliza' }).click();
  const dialog = page.getByRole('dialog', { name: `Anular la póliza ${booked.number}` });
  await dialog.getByRole('radio', { name: /Desistimiento \(15 días\)/ }).click();
  const outcome = dialog.getByText('Qué pasará con esta póliza').locator('..');
  await expect(outcome).toContainText(`Se devuelven ${amount} del recibo 1 a la tarjeta con la que se pagó.`);
  const today = new Date().toLocaleDateString('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  await expect(outcome).toContainText(`La cobertura termina el ${today}.`);
  await keepScreenshot(page, { path: `${SHOTS}/staff-withdrawal-dialog-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, { path: `${SHOTS}/staff-withdrawal-dialog-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  // The other reasons say what they would do too; back to the withdrawal before confirming.
  // What the insurer's decision gives back depends on the cancellation_mode setting, which
  // day16-staff-cancel changes meanwhile: either way, never the whole receipt the withdrawal returns.
  await dialog.getByRole('radio', { name: /Decisión de la aseguradora/ }).click();
  await expect(outcome).not.toContainText(`Se devuelven ${amount} del recibo 1`);
  await dialog.getByRole('radio', { name: /Desistimiento \(15 días\)/ }).click();
  await expect(outcome).toContainText(`Se devuelven ${amount}`);
  await dialog.getByRole('button', { name: 'Anular póliza' }).click();
  await expect(dialog).toBeHidden();
  const result = page.getByRole('status').filter({ hasText: `Póliza ${booked.number} anulada.` });
  await expect(result).toContainText(`Devolución: ${amount}.`);
  const mail = await waitForMail(request, email, new RegExp(booked.number));
  expect(mail.text_body).toContain(booked.number);
});
