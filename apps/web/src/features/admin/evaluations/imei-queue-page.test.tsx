// @vitest-environment happy-dom
import type { ImeiPendingItem } from '@amparo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import ImeiQueuePage from './imei-queue-page';

// A valid IMEI (Luhn check digit 9) and the same with its last digit changed.
const GOOD_IMEI = '353325112975119';
const BAD_IMEI = '353325112975114';

const WAITING: ImeiPendingItem = {
  policy_id: 7,
  policy_number: 'AMP-2026-000007',
  risk_id: 11,
  user_id: 5,
  holder_name: 'Lucía Martín',
  email: 'lucia@example.com',
  phone: '612345678',
  device: 'Apple iPhone 15',
  waiting_since: '2026-03-02T10:00:00Z',
  attempts: [
    {
      at: '2026-03-02T09:50:00Z',
      kind: 'screenshot',
      imei: null,
      outcome: 'unreadable',
      counted: false,
      screenshot_url: '/api/files/shot-1',
    },
    {
      at: '2026-03-02T09:55:00Z',
      kind: 'entry',
      imei: '111111111111111',
      outcome: 'invalid',
      counted: true,
      screenshot_url: null,
    },
  ],
};

const isList = (url: string) => url.startsWith('/api/evaluations/imei-pending');

describe('the phones without IMEI', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who waits, how to reach them and what they tried, free tries apart from counted ones', async () => {
    mockFetch((url) => (isList(url) ? { body: { data: [WAITING] } } : {}));
    renderAdminPage(<ImeiQueuePage />, { path: '/admin/peritaciones/imei' });
    const card = await screen.findByRole('article', { name: 'Lucía Martín · Apple iPhone 15' });
    expect(within(card).getByRole('link', { name: 'Llamar al 612345678' }).getAttribute('href')).toBe(
      'tel:+34612345678',
    );
    expect(within(card).getByRole('link', { name: 'Escribir a lucia@example.com' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Póliza AMP-2026-000007' }).getAttribute('href')).toBe(
      '/admin/polizas/7',
    );
    const attempts = within(card).getAllByRole('listitem');
    expect(attempts[0]?.textContent).toContain('No se pudo leer ningún IMEI');
    expect(attempts[0]?.textContent).not.toContain('gastó un intento');
    expect(attempts[1]?.textContent).toContain('111111111111111');
    expect(attempts[1]?.textContent).toContain('gastó un intento');
  });

  it('refuses an IMEI whose check digit is wrong without calling the server, then saves a good one', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'POST') return { status: 201, body: { imei: GOOD_IMEI } };
      return isList(url) ? { body: { data: [WAITING] } } : {};
    });
    renderAdminPage(<ImeiQueuePage />, { path: '/admin/peritaciones/imei' });
    const form = await screen.findByRole('form', {
      name: 'Escribir el IMEI de Apple iPhone 15 de Lucía Martín',
    });
    const input = within(form).getByLabelText('IMEI (15 cifras)');
    await userEvent.type(input, BAD_IMEI);
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar el IMEI' }));
    expect(await within(form).findByText(/El IMEI no es válido/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, '35 332511 297511 9');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar el IMEI' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const postIndex = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    const request = requestOf(fetchMock, postIndex);
    expect(request.url).toBe('/api/users/5/mobile-imei');
    expect(request.body).toEqual({ policy_id: 7, risk_id: 11, extra_fields: { imei: GOOD_IMEI } });
  });

  it('lets a role that cannot change policies read the queue but not type', async () => {
    mockFetch((url) => (isList(url) ? { body: { data: [WAITING] } } : {}));
    renderAdminPage(<ImeiQueuePage />, {
      path: '/admin/peritaciones/imei',
      session: buildSession({ role: 'expert' }),
    });
    const card = await screen.findByRole('article', { name: 'Lucía Martín · Apple iPhone 15' });
    expect(within(card).queryByRole('form')).toBeNull();
    expect(within(card).getByText('Solo quien puede modificar pólizas escribe el IMEI.')).toBeTruthy();
  });

  it('says when nobody waits', async () => {
    mockFetch((url) => (isList(url) ? { body: { data: [] } } : {}));
    renderAdminPage(<ImeiQueuePage />, { path: '/admin/peritaciones/imei' });
    expect(await screen.findByText(/Ningún cliente espera/)).toBeTruthy();
  });
});
