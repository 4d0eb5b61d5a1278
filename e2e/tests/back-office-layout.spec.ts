import type { Page } from '@playwright/test';
import { adminToken, bookPolicy, uniqueEmail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { logInStaff } from './session-helpers.ts';

// Back-office lists must fit the window: at 1280 px every column shows without
// scrolling sideways, and on a phone each row is a card. Long addresses are the
// worst case, so every test seeds one.

/** Nothing on the page, nor inside any table frame, is wider than its box. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const frames = Array.from(document.querySelectorAll('table'), (table) => {
      const frame = table.parentElement as HTMLElement;
      return { scroll: frame.scrollWidth, client: frame.clientWidth };
    });
    return { page: root.scrollWidth - root.clientWidth, frames: frames.filter((f) => f.scroll > f.client) };
  });
  expect(overflow).toEqual({ page: 0, frames: [] });
}

/** The element lies inside the window horizontally (not clipped, not behind a scroll). */
async function expectInsideWindow(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'el elemento no está a la vista').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test('staff: the policy list fits the window, store column included', async ({ page, request }) => {
  const email = uniqueEmail('maria.fernandez.rodriguez.de.la.fuente');
  await bookPolicy(request, email);
  await logInStaff(page, request);
  await page.goto('/admin/polizas');
  await page.getByLabel('Buscar').fill(email);
  const row = page.getByRole('row').filter({ hasText: 'Lucía Martín' });
  await expect(row).toHaveCount(1);
  // The search applied: no other policy's row (the seeded day-16 ones) is left on screen.
  const others = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: email });
  await expect(others).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  const store = row.getByText('Venta directa');
  await expect(store).toBeVisible();
  await expectInsideWindow(page, store);
});

test('staff: the user list fits the window, every row action in reach', async ({ page, request }) => {
  const token = await adminToken(request);
  const email = uniqueEmail('alejandra.villanueva.santamaria.movilmarket');
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      email,
      name: 'Alejandra María',
      surname1: 'Villanueva',
      surname2: 'Santamaría',
      role: 'agent',
      password: 'agente-clave-1',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await logInStaff(page, request);
  await page.goto('/admin/usuarios');
  await page.getByLabel('Buscar').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(page.getByRole('row').filter({ hasText: 'Alejandra María' })).toHaveCount(1);
  const remove = row.getByRole('button', { name: 'Eliminar a Alejandra María Villanueva Santamaría' });
  await expect(remove).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectInsideWindow(page, remove);
});

test('staff: the audit log reads in Spanish and an opened change fits the window', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const asked = await request.post('/api/call-you', {
    data: { name: 'Pedro Ruiz', phone: '612345678' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = await asked.json();
  const closed = await request.post(`/api/contact-requests/${id}/close`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(closed.status(), await closed.text()).toBe(200);

  await logInStaff(page, request);
  await page.goto(`/admin/auditoria?entity_type=contact_request&entity_id=${id}`);
  const row = page.getByRole('row').filter({ hasText: 'Llamada atendida' });
  await expect(row).toContainText(`Petición de llamada #${id}`);
  await expect(page.getByText('contact_request.close')).toHaveCount(0);
  await row.getByRole('button', { name: 'Ver cambios' }).click();

  const diff = page.getByRole('table', { name: 'Cambios del registro' });
  const closedAt = diff.getByRole('row').filter({ hasText: 'Cerrado el' });
  // Madrid time, Spanish order: '23/11/2026, 14:05', never an ISO instant.
  await expect(closedAt).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  await expect(closedAt).not.toContainText('T');
  await expect(closedAt).toContainText('—');
  await expect(diff.getByRole('row').filter({ hasText: 'Estado' })).toContainText('Atendida');
  await expect(diff).not.toContainText('null');
  await expectNoSidewaysScroll(page);
  await expectInsideWindow(page, closedAt.getByRole('rowheader'));
});
