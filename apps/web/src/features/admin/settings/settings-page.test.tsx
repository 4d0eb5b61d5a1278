// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fixtures';
import { getToasts, toast } from '../../../ui/toast/toast-store';
import { renderAdminPage } from '../admin-test-utils';
import SettingsPage from './settings-page';

const SETTINGS = {
  customer_service_phone: '900000000',
  customer_service_hours: 'Lunes a viernes de 9 a 19h',
  check_os_version: true,
  sepa_creditor_id: 'ES97000B12345678',
};

const patches = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');

// Toasts live in a store (the page is rendered without the toaster): read what was announced there.
const announced = () => getToasts().map((item) => item.message);

async function changePhone(value: string) {
  const phone = await screen.findByLabelText('Teléfono de atención al cliente');
  await userEvent.clear(phone);
  await userEvent.type(phone, value);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
}

describe('settings page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const item of getToasts()) toast.dismiss(item.id);
  });

  it('marks a phone that is not a phone with the contract rule and sends nothing', async () => {
    const fetchMock = mockFetch(() => ({ body: SETTINGS }));
    renderAdminPage(<SettingsPage />, { path: '/admin/ajustes' });
    await changePhone('abc');
    expect(await screen.findByText('Indica un teléfono español de 9 cifras')).toBeTruthy();
    expect(patches(fetchMock)).toHaveLength(0);
    expect(announced()).toEqual([]);
  });

  it("shows the server's field errors and never says 'Ajustes guardados' when the save fails", async () => {
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'PATCH'
        ? {
            status: 422,
            body: {
              message: 'Algún ajuste no es válido: revisa los campos marcados',
              code: 'SETTING_INVALID',
              errors: [{ path: 'body.customer_service_phone', message: 'Número dado de baja' }],
            },
          }
        : { body: SETTINGS },
    );
    renderAdminPage(<SettingsPage />, { path: '/admin/ajustes' });
    await changePhone('911222333');
    expect(await screen.findByText('Número dado de baja')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Algún ajuste no es válido');
    expect(patches(fetchMock)).toHaveLength(1);
    expect(announced()).not.toContain('Ajustes guardados');
  });

  it('sends only what changed and says so once saved', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'PATCH'
        ? { body: { ...SETTINGS, customer_service_phone: '911222333' } }
        : { body: SETTINGS },
    );
    renderAdminPage(<SettingsPage />, { path: '/admin/ajustes' });
    await changePhone('+34 911 222 333');
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    const [, init] = patches(fetchMock)[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ customer_service_phone: '+34 911 222 333' });
    await waitFor(() => expect(announced()).toEqual(['Ajustes guardados']));
  });

  it("edits the insurer's legal text in a multi-line box and sends it", async () => {
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'PATCH'
        ? { body: { ...SETTINGS, insurer_legal_text: 'Aseguradora Ejemplo, inscrita en la DGSFP.' } }
        : { body: SETTINGS },
    );
    renderAdminPage(<SettingsPage />, { path: '/admin/ajustes' });
    const box = await screen.findByLabelText('Texto legal de la aseguradora');
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'Aseguradora Ejemplo, inscrita en la DGSFP.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    const [, init] = patches(fetchMock)[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      insurer_legal_text: 'Aseguradora Ejemplo, inscrita en la DGSFP.',
    });
  });

  it('shows the cancellation mode as a choice in Spanish and sends the chosen value', async () => {
    const current = { ...SETTINGS, cancellation_mode: 'end_of_period' };
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'PATCH' ? { body: { ...current, cancellation_mode: 'pro_rata' } } : { body: current },
    );
    renderAdminPage(<SettingsPage />, { path: '/admin/ajustes' });
    const select = (await screen.findByLabelText(
      'Cancelación pasados los 15 días de desistimiento',
    )) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('end_of_period');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Elige una opción',
      'Hasta el final del periodo pagado, sin devolución',
      'Al momento, devolviendo la parte no consumida (prorrata)',
    ]);
    await userEvent.selectOptions(select, 'pro_rata');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    const [, init] = patches(fetchMock)[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ cancellation_mode: 'pro_rata' });
    await waitFor(() => expect(announced()).toEqual(['Ajustes guardados']));
  });
});
