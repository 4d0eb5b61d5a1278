import { addDays, madridDate } from '@amparo/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { readClaimablePolicy } from '../support/claimable-policies.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { bookPolicy, uniqueEmail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { logInStaff, openSection } from './session-helpers.ts';

/** A new policy, booked by card and not yet paid, opened from the back office's policy list. */
async function openNewPolicy(page: Page, request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const booked = await bookPolicy(request, email);
  await logInStaff(page, request);
  await page.goto('/admin');
  await openSection(page, 'Pólizas');
  await page.getByLabel('Buscar').fill(email);
  await page.getByRole('link', { name: booked.number }).click();
  await expect(page.getByRole('heading', { name: booked.number })).toBeVisible();
  return booked;
}

test('staff mark a receipt as paid from the policy page and find it in Cobros', async ({ page, request }) => {
  // Three pages and a payment: on a busy machine this may take longer than one page's 30 s.
  test.setTimeout(60_000);
  const booked = await openNewPolicy(page, request, 'cobro.manual');

  const first = page.getByTestId('receipt-1');
  // Booked a moment ago: owed today, not yet overdue (packages/domain receipt-collection).
  await expect(first).toContainText('Pendiente de pago');
  await first.getByRole('button', { name: 'Marcar como pagado el recibo 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar como pagado el recibo 1' });
  const submit = dialog.getByRole('button', { name: 'Marcar como pagado' });
  await submit.click();
  await expect(dialog.getByText('Indica la referencia del pago')).toBeVisible();
  await dialog.getByLabel('Referencia').fill('TRF-E2E-0001');
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(first).toContainText('Pagado');
  await expect(page.getByRole('list', { name: 'Movimientos del recibo 1' })).toContainText('TRF-E2E-0001');
  // Nothing more to do with a paid receipt.
  await expect(first.getByRole('button', { name: 'Marcar como pagado el recibo 1' })).toHaveCount(0);

  await openSection(page, 'Cobros');
  await expect(page.getByRole('heading', { name: 'Cobros', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar').fill(booked.number);
  await page.getByLabel('Estado').selectOption('PAGADO');
  const row = page.getByRole('row').filter({ hasText: booked.number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pagado');
  await expect(row).toContainText('Manual');
  await expect(page.getByRole('table', { name: 'Importes por día' })).toBeAttached();
});

test('staff refund a paid receipt and pay the credit out by transfer', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await openNewPolicy(page, request, 'devolucion');

  // Paid by transfer first, so its refund is owed by transfer too.
  const first = page.getByTestId('receipt-1');
  await first.getByRole('button', { name: 'Marcar como pagado el recibo 1' }).click();
  const paying = page.getByRole('dialog', { name: 'Marcar como pagado el recibo 1' });
  await paying.getByLabel('Referencia').fill('TRF-E2E-IN');
  await paying.getByRole('button', { name: 'Marcar como pagado' }).click();
  await expect(paying).toBeHidden();

  await first.getByRole('button', { name: 'Devolver el recibo 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Devolver el recibo 1' });
  const amount = dialog.getByLabel('Importe a devolver');
  await expect(amount).not.toHaveValue('');
  await amount.fill('5');
  await dialog.getByLabel('Motivo').fill('Cobro de más por error');
  await keepScreenshot(page, { path: testInfo.outputPath('refund-dialog.png') });
  // A double click sends one refund: the same Idempotency-Key answers the same credit.
  await dialog.getByRole('button', { name: 'Devolver' }).dblclick();
  await expect(dialog).toBeHidden();

  // The credit is a new receipt after the policy's others; one only, however many clicks.
  const credit = page.locator('[data-testid^="receipt-"]').filter({ hasText: '-5,00' });
  await expect(credit).toHaveCount(1);
  await expect(credit).toContainText('Pendiente de abono');
  const sequence = Number((await credit.getAttribute('data-testid'))?.replace('receipt-', ''));
  const moves = page.getByRole('list', { name: `Movimientos del recibo ${sequence}` });
  await expect(moves).toContainText('Reembolso');
  await credit.scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: testInfo.outputPath('refund-list.png') });

  await credit.getByRole('button', { name: `Marcar como abonado el recibo ${sequence}` }).click();
  const payout = page.getByRole('dialog', { name: `Marcar como abonado el recibo ${sequence}` });
  await payout.getByLabel('Referencia').fill('TRF-E2E-OUT');
  await payout.getByRole('button', { name: 'Marcar como abonado' }).click();
  await expect(payout).toBeHidden();
  await expect(credit).toContainText('Abonado');
  await expect(moves).toContainText('TRF-E2E-OUT');
  await credit.scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: testInfo.outputPath('refund-paid-out.png') });
});

test('a receipt unpaid for over a month: the policy page says cover is suspended, and when it comes back once paid', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const policy = readClaimablePolicy(E2E_DATA_DIR, 'desktop-unpaid');
  await logInStaff(page, request);
  await page.goto('/admin');
  await openSection(page, 'Pólizas');
  await page.getByLabel('Buscar').fill(policy.number);
  await page.getByRole('link', { name: policy.number }).click();
  await expect(page.getByRole('heading', { name: policy.number })).toBeVisible();
  // Calendar days back from today in Madrid, as the seed counted them (subtracting hours would cross
  // a summer-time change and land on another day late in the evening).
  const day = (ago: number) => addDays(madridDate(new Date())!, -ago).split('-').reverse().join('/');
  await expect(page.getByRole('alert')).toContainText(
    `por el recibo impagado que vencía el ${day(70)}. Vuelve a cubrir desde el día siguiente al pago`,
  );
  // Where its dunning stands: suspended a month after the due date, the contract's end next.
  const dunning = page.getByRole('region', { name: 'Impagos' });
  await expect(dunning).toContainText('Cobertura suspendida (art. 15 LCS, un mes sin pagar)');
  await expect(dunning).toContainText('Siguiente: ');
  await keepScreenshot(page, { path: test.info().outputPath('suspended.png'), fullPage: true });

  // Paid today by transfer: cover is back tomorrow, not today.
  await page.getByTestId('receipt-2').getByRole('button', { name: 'Marcar como pagado el recibo 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar como pagado el recibo 2' });
  await dialog.getByLabel('Referencia').fill('TRF-E2E-SUSP');
  await dialog.getByRole('button', { name: 'Marcar como pagado' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'pagado: la cobertura' })).toContainText(
    `vuelve el ${day(-1)}`,
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Cobertura suspendida' })).toHaveCount(0);
  await expect(dunning).toHaveCount(0);
});
