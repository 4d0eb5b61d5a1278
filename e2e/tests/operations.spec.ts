import { E2E_ADMIN } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { openSection } from './session-helpers.ts';

// An operator runs a scheduled job now from Operaciones and sees its last run change
// (docs/operations.md, "Scheduled jobs"). A back-office journey: the @staff tag runs it at desktop
// width only (playwright.config.ts), so the job is never run twice at once from two widths.
test('staff: an admin runs the daily cleanup now from Operaciones and sees its last run update', {
  tag: '@staff',
}, async ({ page }) => {
  // Login, a job run by the worker and its refreshed panel: 30 s ran out on a loaded CI machine.
  test.setTimeout(60_000);
  await page.goto('/admin/login');
  await page.getByLabel('Correo electrónico').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hola');

  await openSection(page, 'Operaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Operaciones' })).toBeVisible();
  const schedules = page.getByRole('table', { name: 'Tareas programadas' });
  const row = schedules.getByRole('row').filter({ hasText: 'Limpieza de tareas terminadas' });
  await expect(row).toContainText('Cada día a las 03:30 UTC');
  // A fresh server: the daily cleanup has not run yet.
  await expect(row).toContainText('Nunca');

  const runNow = row.getByRole('button', { name: 'Ejecutar ahora: Limpieza de tareas terminadas' });
  await runNow.click();
  // The embedded worker may finish the cleanup before the page is looked at again, so the run is
  // seen either under way or done; the button's disabled state while it runs is the unit test's
  // (operations-page.test.tsx).
  await expect(
    row
      .getByText('En marcha: el resultado aparecerá en unos segundos.')
      .or(row.getByText('Ejecutada correctamente.')),
  ).toBeVisible();
  // The embedded worker takes it within its 2 s poll; the page polls the list meanwhile.
  await expect(row.getByText('Ejecutada correctamente.')).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Correcta');
  await expect(row).not.toContainText('Nunca');
  await expect(runNow).toBeEnabled();
  await expect(page.getByRole('table', { name: 'Tareas fallidas' })).toBeVisible();
});
