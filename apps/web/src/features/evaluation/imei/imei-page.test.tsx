// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestOf } from '../../../test/fixtures';
import { setUserAgent, USER_AGENTS } from '../../../test/render';
import { buildEvaluationPolicy, LINK_SESSION, renderEvaluationPage } from '../flow/test-context';
import type { EvaluationContextValue } from '../flow/use-evaluation-context';
import { ImeiPage } from './imei-page';

const IMEI_URL = `/api/policies/12/risk/30/imei?token=${LINK_SESSION}`;
const VALID_IMEI = '490154203237518';

type Answer = { status?: number; body?: unknown };

/** Settings, then the IMEI routes answered by method. */
function api(answers: { read?: Answer; save?: Answer; manualImei?: boolean } = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/settings') {
      return {
        body: {
          customer_service_phone: '900000000',
          customer_service_hours: 'L-V',
          check_os_version: false,
          evaluation_can_attach_invoice: false,
          evaluation_manual_imei: answers.manualImei ?? true,
        },
      };
    }
    if (url.startsWith('/api/policies/12/risk/30/imei')) {
      return (init.method === 'PUT' ? answers.save : answers.read) ?? {};
    }
    return {};
  });
}

function imeiCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .map((_call, index) => requestOf(fetchMock, index))
    .filter((request) => request.url.includes('/imei'));
}

function renderImei(context: Partial<EvaluationContextValue> = {}) {
  return renderEvaluationPage(
    [
      { index: true, element: <ImeiPage /> },
      { path: 'instructions', element: <h1>Instrucciones</h1> },
      { path: 'imei-repeated', element: <h1>IMEI repetido</h1> },
    ],
    '/evaluation',
    context,
  );
}

const screenshot = () => new File([new Uint8Array([137, 80, 78, 71])], 'captura.png', { type: 'image/png' });

describe('IMEI step', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setUserAgent(USER_AGENTS.ios17);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setUserAgent(USER_AGENTS.desktop);
  });

  it('shows the IMEI already saved and goes on to the instructions', async () => {
    api();
    renderImei({ policy: buildEvaluationPolicy({ imei: VALID_IMEI }) });
    expect(await screen.findByRole('heading', { name: 'Tu IMEI' })).toBeTruthy();
    expect(screen.getByText(VALID_IMEI)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe(
      '/evaluation/instructions',
    );
  });

  it('reads the *#06# screenshot, shows the IMEI to confirm and saves it with its source', async () => {
    const fetchMock = api({
      read: { body: { imei: VALID_IMEI, source: 'barcode' } },
      save: { body: { imei: VALID_IMEI, source: 'barcode', retries_left: 3 } },
    });
    const { router } = renderImei();
    expect(screen.getByText(/Marca \*#06#/)).toBeTruthy();
    expect(screen.getByRole('img', { name: /teclado de llamadas/ })).toBeTruthy();
    const input = screen.getByLabelText('Subir la captura') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.hasAttribute('capture')).toBe(false);
    await userEvent.upload(input, screenshot());
    expect(await screen.findByText('Hemos leído este IMEI')).toBeTruthy();
    expect(screen.getByText(VALID_IMEI)).toBeTruthy();
    const [read] = imeiCalls(fetchMock);
    expect(read?.url).toBe(IMEI_URL);
    expect(read?.init.method).toBe('POST');
    expect(read?.body).toEqual({
      image: 'data:image/png;base64,iVBORw==',
      filename: 'captura.png',
      extension: 'png',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Sí, es mi IMEI' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/instructions'));
    const save = imeiCalls(fetchMock)[1];
    expect(save?.init.method).toBe('PUT');
    expect(save?.url).toBe(IMEI_URL);
    expect(save?.body).toEqual({ imei: VALID_IMEI, source: 'barcode' });
  });

  it("says 'No podemos leer tu IMEI' without using an attempt and offers manual entry checked with Luhn", async () => {
    const fetchMock = api({
      read: { status: 422, body: { message: 'No podemos leer el IMEI', code: 'IMEI_UNREADABLE' } },
      save: { body: { imei: VALID_IMEI, source: 'manual', retries_left: 3 } },
    });
    const { router } = renderImei();
    await userEvent.upload(screen.getByLabelText('Subir la captura'), screenshot());
    expect(await screen.findByText('No podemos leer tu IMEI')).toBeTruthy();
    expect(
      screen.getByText(/la palabra IMEI y el número entero.*no gasta ninguno de tus intentos/),
    ).toBeTruthy();
    expect(screen.getByText('Te quedan 3 intentos.')).toBeTruthy();

    // The manual form is a lazy chunk: its first import can take over a second under load.
    const field = await screen.findByLabelText('IMEI (15 dígitos)');
    await userEvent.type(field, '490154203237519');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar IMEI' }));
    expect(await screen.findByText('Este IMEI no es válido: revisa los números')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '49015420323');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar IMEI' }));
    expect(await screen.findByText('El IMEI tiene 15 dígitos')).toBeTruthy();
    expect(imeiCalls(fetchMock)).toHaveLength(1);

    await userEvent.clear(field);
    await userEvent.type(field, '49 015420 323751 8');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar IMEI' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/instructions'));
    expect(imeiCalls(fetchMock)[1]?.body).toEqual({ imei: VALID_IMEI, source: 'manual' });
  });

  it('offers no manual entry when the setting evaluation_manual_imei is off', async () => {
    api({ manualImei: false, read: { status: 422, body: { message: 'x', code: 'IMEI_UNREADABLE' } } });
    renderImei();
    await userEvent.upload(screen.getByLabelText('Subir la captura'), screenshot());
    expect(await screen.findByText('No podemos leer tu IMEI')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('IMEI (15 dígitos)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Subir otra captura' })).toBeTruthy();
  });

  it('says in Spanish when to try again after too many screenshots (429), not a generic error', async () => {
    const message = 'Demasiados intentos. Espera 4 minutos y vuelve a probar.';
    api({ read: { status: 429, body: { message, code: 'RATE_LIMITED' } } });
    renderImei();
    await userEvent.upload(screen.getByLabelText('Subir la captura'), screenshot());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('Ha ocurrido un error')).toBeNull();
    expect(screen.queryByText(/Te quedan/)).toBeNull();
  });

  it('goes to the repeated-IMEI page on 409 IMEI_REPEATED', async () => {
    api({ read: { status: 409, body: { message: 'Repetido', code: 'IMEI_REPEATED' } } });
    const { router } = renderImei();
    await userEvent.upload(screen.getByLabelText('Subir la captura'), screenshot());
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/imei-repeated'));
  });

  it('says clearly when the attempts are used up, and offers no more uploads', async () => {
    api({ read: { status: 409, body: { message: 'Agotados', code: 'IMEI_RETRIES_EXHAUSTED' } } });
    renderImei();
    await userEvent.upload(screen.getByLabelText('Subir la captura'), screenshot());
    expect(await screen.findByText(/Has agotado los 3 intentos/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Subir/ })).toBeNull();
  });

  it('starts with the attempts used up when the policy says none are left', async () => {
    api();
    renderImei({ policy: buildEvaluationPolicy({ imei_retries_left: 0 }) });
    expect(await screen.findByText(/Has agotado los 3 intentos/)).toBeTruthy();
  });

  it('for a logged-in policyholder (no link token), calls with the login', async () => {
    const fetchMock = api({ read: { body: { imei: VALID_IMEI, source: 'ocr' } } });
    localStorage.setItem(
      'amparo:user',
      JSON.stringify({
        id: 7,
        role: 'policyholder',
        email: 'ana@example.com',
        name: 'Ana',
        surname1: null,
        surname2: null,
        api_token: 'login-token-123',
        expires_at: '2099-01-01T00:00:00.000Z',
        distributor_ids: [],
        store_ids: [],
      }),
    );
    renderImei({ token: null, policy: undefined });
    await userEvent.upload(screen.getByLabelText('Subir la captura'), screenshot());
    expect(await screen.findByText('Hemos leído este IMEI')).toBeTruthy();
    const [read] = imeiCalls(fetchMock);
    expect(read?.url).toBe('/api/policies/12/risk/30/imei');
    expect(read?.headers.get('Authorization')).toBe('Bearer login-token-123');
    localStorage.clear();
  });
});
