import type { Periodicity } from '@amparo/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AgedPolicy } from '../support/aged-policies.ts';
import { adminToken } from './api-helpers.ts';
import { expect } from './fixtures.ts';

import { shot } from './session-helpers.ts';

export { enterCustomerArea, logInStaff, shot } from './session-helpers.ts';

// Helpers of the day-16 specs: the customer area, the back office's policy page and
// settings, reached the way people reach them.

/** Staff's way in: the menu, the policy list searched by number, the policy. */
export async function openPolicyFromList(page: Page, policy: AgedPolicy) {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Pólizas', exact: true }).click();
  await page.getByLabel('Buscar').fill(policy.number);
  await page.getByRole('link', { name: policy.number }).click();
  await expect(page.getByRole('heading', { name: policy.number })).toBeVisible();
}

export async function policyDetail(request: APIRequestContext, id: number) {
  const token = await adminToken(request);
  const res = await request.get(`/api/policies/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json() as Promise<{
    status: number;
    periodicity: Periodicity;
    created_at: string;
    policy_payments: {
      id: number;
      sequence: number;
      price: number;
      pending_amount: number;
      activation_date: string;
      payment_date: string | null;
    }[];
  }>;
}

/** Sets `cancellation_mode` on the settings page, as an admin would. */
export async function setCancellationMode(page: Page, label: string) {
  await page.getByRole('link', { name: 'Ajustes', exact: true }).click();
  const select = page.getByLabel('Cancelación pasados los 15 días de desistimiento');
  await select.selectOption({ label });
  await page.getByRole('button', { name: 'Guardar ajustes' }).click();
  // The toast is also announced to screen readers: two nodes with the text.
  await expect(page.getByText('Ajustes guardados').first()).toBeVisible();
}

/**
 * Opens 'Anular póliza', picks the reason, reads the outcome the dialog shows before confirming,
 * confirms, and returns the outcome shown and the result panel.
 */
export async function cancelFromPolicyPage(
  page: Page,
  policy: { number: string },
  name: string,
  reason = 'Decisión de la aseguradora',
) {
  await page.getByRole('button', { name: 'Anular póliza' }).click();
  const dialog = page.getByRole('dialog', { name: `Anular la póliza ${policy.number}` });
  const confirm = dialog.getByRole('button', { name: 'Anular póliza' });
  // Nothing to confirm until a reason is chosen and its outcome is known.
  await expect(dialog.getByText('Elige un motivo para ver cuánto se devuelve')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('radio', { name: new RegExp(reason) }).click();
  const outcome = dialog.getByText('Qué pasará con esta póliza').locator('..');
  await expect(outcome).toContainText('La cobertura termina el');
  const outcomeText = (await outcome.textContent()) ?? '';
  await dialog.getByLabel('Comentario (opcional)').fill('Baja pedida por teléfono (e2e)');
  await shot(page, `${name}-dialog`);
  await confirm.click();
  await expect(dialog).toBeHidden();
  const result = page.getByRole('status').filter({ hasText: `Póliza ${policy.number} anulada.` });
  await expect(result).toBeVisible();
  await expect(page.getByText('Cancelada', { exact: true }).first()).toBeVisible();
  await shot(page, `${name}-result`);
  return Object.assign(result, { outcomeText });
}

/** '07/11/2026' from '2026-11-07', as the back office shows dates. */
export const spanishDate = (iso: string) => iso.split('-').reverse().join('/');

export const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
