// @vitest-environment happy-dom
import * as Dialog from '@radix-ui/react-dialog';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { getToasts, toast } from '../toast/toast-store';
import { ContactModal } from './contact-modal';
import { closeModal, getOpenModal } from './modal-bus';

function renderContact() {
  return renderWithProviders(
    <Dialog.Root open>
      <Dialog.Portal>
        <ContactModal reason="landing" />
      </Dialog.Portal>
    </Dialog.Root>,
  );
}

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('contact (call-me-back) form', () => {
  // The form reads the public settings (regional holidays) for its slots' hours.
  beforeEach(() => mockFetch(200, {}));
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeModal());
    for (const item of getToasts()) toast.dismiss(item.id);
  });

  it('shows the contract Spanish messages for empty fields', async () => {
    renderContact();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar llamada' }));
    expect(await screen.findByText('Indica tu nombre')).toBeTruthy();
    expect(screen.getByText('Indica un teléfono español de 9 cifras')).toBeTruthy();
    const name = screen.getByLabelText('Nombre');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('rejects a phone that is not a Spanish number', async () => {
    renderContact();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Lucía');
    await userEvent.type(screen.getByLabelText('Teléfono'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar llamada' }));
    expect(await screen.findByText('Indica un teléfono español de 9 cifras')).toBeTruthy();
  });

  it('posts the normalized phone and opens the success modal', async () => {
    const fetchMock = mockFetch(201, { id: 1 });
    renderContact();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Lucía');
    await userEvent.type(screen.getByLabelText('Teléfono'), '+34 612 34 56 78');
    await userEvent.click(screen.getByRole('radio', { name: /^Tarde \(14 a 1[89]h\)$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar llamada' }));
    await waitFor(() => expect(getOpenModal()?.name).toBe('contact-success'));
    // The confirmation is told the slot, so it promises only what the slot allows.
    expect(getOpenModal()).toMatchObject({ props: { slot: 'afternoon' } });
    // The first call reads the settings (the slots' hours honour the regional holidays).
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [url, init] = calls.find(([called]) => String(called) === '/api/call-you')!;
    expect(url).toBe('/api/call-you');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Lucía',
      phone: '612345678',
      preferred_slot: 'afternoon',
      reason: 'landing',
    });
  });

  it.each([
    ['a Monday morning', '2026-11-30T09:00:00Z', 'Mañana (9 a 14h)', 'Tarde (14 a 19h)'],
    ['a Saturday', '2026-11-28T10:00:00Z', 'Mañana (10 a 14h)', 'Tarde (14 a 18h)'],
    ['Christmas Day, a national holiday', '2026-12-25T10:00:00Z', 'Mañana (10 a 14h)', 'Tarde (14 a 18h)'],
    ['a Friday evening, for the Saturday', '2026-11-27T19:30:00Z', 'Mañana (10 a 14h)', 'Tarde (14 a 18h)'],
  ])('labels the slots with the hours of the day of the call: %s', async (_day, now, morning, afternoon) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    try {
      mockFetch(200, {});
      renderContact();
      expect(screen.getByRole('radio', { name: morning })).toBeTruthy();
      expect(screen.getByRole('radio', { name: afternoon })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message in an error toast when the call fails", async () => {
    mockFetch(422, { message: 'Ya tenemos una solicitud para este teléfono' });
    renderContact();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Lucía');
    await userEvent.type(screen.getByLabelText('Teléfono'), '612345678');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar llamada' }));
    await waitFor(() =>
      expect(getToasts().map((item) => item.message)).toContain(
        'Ya tenemos una solicitud para este teléfono',
      ),
    );
    expect(getOpenModal()).toBeNull();
  });
});
