// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestOf } from '../../../test/fixtures';
import { getOpenModal } from '../../../ui/modals/modal-bus';
import { ReviewStep } from '../components/review/review-step';
import { buildBookedPolicy, completeDraft, QUOTE, renderStep } from './purchase-fixtures';

const BOOKED = buildBookedPolicy({
  id: 7,
  number: 'AMP-2026-000007',
  product: { id: 3, name: 'Móvil Top', product_type_id: 1 },
  premium: 1495,
  annual_premium: 17940,
  payments: [{ id: 1, sequence: 1, price: 1495, pending_amount: 1495, activation_date: '2026-11-22' }],
  holder: { complete_name: 'Lucía García', email: 'lucia@example.com' },
  created_at: '2026-11-22T10:00:00.000Z',
});

type Answer = { status?: number; body?: unknown };

function api(onBooking: () => Answer = () => ({ status: 201, body: BOOKED })) {
  return mockFetch((url) => {
    if (url.startsWith('/api/policies/price')) return { body: QUOTE };
    if (url === '/api/policies') return onBooking();
    return { body: {} };
  });
}

const bookingCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map((_, i) => requestOf(fetchMock, i)).filter((r) => r.url === '/api/policies');

/** The four boxes of spec 5: invoice confirmed; terms, precontractual information and privacy accepted. */
const ACCEPTANCES = [
  { key: 'precontractual', box: /información precontractual/ },
  { key: 'terms', box: /Acepto las/ },
  { key: 'privacy', box: /Acepto la política/ },
  { key: 'has_invoice', box: /Tengo la factura/ },
] as const;

async function accept(boxes: readonly RegExp[]) {
  await userEvent.click(screen.getByRole('button', { name: 'Ver información precontractual' }));
  for (const name of boxes) await userEvent.click(screen.getByRole('checkbox', { name }));
}

const acceptAll = () => accept(ACCEPTANCES.map((a) => a.box));

describe('review step', () => {
  beforeEach(() => {
    vi.stubGlobal('open', vi.fn());
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Contratar disabled until the IPID is opened and all four boxes are ticked', async () => {
    api();
    renderStep(ReviewStep, completeDraft(), 'review');
    const book = await screen.findByRole('button', { name: 'Contratar' });
    const precontractual = screen.getByRole('checkbox', { name: /información precontractual/ });
    expect(precontractual.hasAttribute('disabled')).toBe(true);
    for (const name of [/Acepto las/, /Acepto la política/, /Tengo la factura/]) {
      await userEvent.click(screen.getByRole('checkbox', { name }));
    }
    expect(book.hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Ver información precontractual' }));
    // One button, one document: the product's IPID in the modal (its PDF is a button inside it).
    expect(getOpenModal()).toEqual({ name: 'precontractual-info', props: { productId: 3 } });
    expect(window.open).not.toHaveBeenCalled();
    expect(screen.getByText('Has abierto la información precontractual.')).toBeTruthy();
    expect(precontractual.hasAttribute('disabled')).toBe(false);
    expect(book.hasAttribute('disabled')).toBe(true);
    await userEvent.click(precontractual);
    expect(book.hasAttribute('disabled')).toBe(false);
  });

  it.each(ACCEPTANCES)('cannot book with every box ticked but $key', async ({ key, box }) => {
    const fetchMock = api();
    const { router } = renderStep(ReviewStep, completeDraft(), 'review');
    const book = await screen.findByRole('button', { name: 'Contratar' });
    const start = router.state.location.pathname;
    await accept(ACCEPTANCES.filter((a) => a.key !== key).map((a) => a.box));
    const missing = screen.getByRole('checkbox', { name: box });
    expect(missing.getAttribute('aria-checked')).toBe('false');
    expect(book.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Marca las cuatro casillas para contratar.')).toBeTruthy();
    fireEvent.click(book);
    expect(bookingCalls(fetchMock)).toHaveLength(0);
    expect(router.state.location.pathname).toBe(start);

    // The one missing box is what held the booking back.
    await userEvent.click(missing);
    expect(book.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Marca las cuatro casillas para contratar.')).toBeNull();
    await userEvent.click(book);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contratacion/pago'));
    expect(bookingCalls(fetchMock)[0]?.body).toMatchObject({ acceptances: { [key]: true } });
  });

  it('a double click books once, with an Idempotency-Key', async () => {
    const fetchMock = api();
    const { router } = renderStep(ReviewStep, completeDraft(), 'review');
    await screen.findByRole('button', { name: 'Contratar' });
    await acceptAll();
    const book = screen.getByRole('button', { name: 'Contratar' });
    fireEvent.click(book);
    fireEvent.click(book);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contratacion/pago'));
    const calls = bookingCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]?.body).toMatchObject({
      product_id: 3,
      periodicity: 1,
      payment_method: 'card',
      device: { generic_item_id: 2, brand: 'Apple', model: 'iPhone 16 Pro', value: 121900 },
      holder: { name: 'Lucía', surname1: 'García', document_code: '12345678Z', phone: '612345678' },
      acceptances: { terms: true, precontractual: true, privacy: true, has_invoice: true },
    });
    expect(router.state.location.search).toBe('?poliza=AMP-2026-000007');
    expect(sessionStorage.getItem('amparo:booked-policy')).toContain('AMP-2026-000007');
  });

  it('a failed booking shows the error panel; Reintentar keeps the data and the key', async () => {
    let attempt = 0;
    const fetchMock = api(() => {
      attempt += 1;
      return attempt === 1
        ? {
            status: 422,
            body: { message: 'La tienda indicada no existe o no está activa', code: 'unprocessable' },
          }
        : { status: 201, body: BOOKED };
    });
    const { router } = renderStep(ReviewStep, completeDraft(), 'review');
    await screen.findByRole('button', { name: 'Contratar' });
    await acceptAll();
    await userEvent.click(screen.getByRole('button', { name: 'Contratar' }));
    expect(await screen.findByText('Error en el alta')).toBeTruthy();
    expect(screen.getByText('Hubo un error: Por favor, revisa los datos e inténtalo de nuevo')).toBeTruthy();
    expect(screen.getByText('La tienda indicada no existe o no está activa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ayuda de un agente' })).toBeTruthy();
    // Everything typed is still there.
    expect(screen.getByText('Lucía García')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Tengo la factura/ }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contratacion/pago'));
    const calls = bookingCalls(fetchMock);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe(calls[0]?.headers.get('Idempotency-Key'));
    expect(calls[1]?.body).toEqual(calls[0]?.body);
  });

  it("maps the server's field errors ('body.holder.email') back to their step", async () => {
    api(() => ({
      status: 400,
      body: {
        message: 'Revisa los datos',
        errors: [{ path: 'body.holder.email', message: 'El correo electrónico no es válido' }],
      },
    }));
    const { visited } = renderStep(ReviewStep, completeDraft(), 'review');
    await screen.findByRole('button', { name: 'Contratar' });
    await acceptAll();
    await userEvent.click(screen.getByRole('button', { name: 'Contratar' }));
    expect(await screen.findByText('El correo electrónico no es válido')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Corregir' }));
    expect(visited).toEqual(['holder']);
  });
});
