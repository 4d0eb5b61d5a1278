// @vitest-environment happy-dom
import { signingConsentText } from '@amparo/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { buildPolicyAccess } from '../../../test/policy-access';
import { renderRoutes } from '../../../test/render';
import { closeModal, getOpenModal } from '../../../ui/modals/modal-bus';
import SigningPage from '../signing-page';
import { buildSigningState, DRAWN_SIGNATURE } from './signing-fixtures';

// happy-dom has no canvas: the pdf.js reader fails into its download fallback, and the pad is a
// stand-in that "draws" a PNG when its button is pressed (the real pad is seen in screenshots/e2e).
vi.mock('../pdf-loader', () => ({ renderPdf: () => Promise.reject(new Error('no canvas')) }));
vi.mock('../signature-canvas', () => ({
  SignatureCanvas: ({ onChange }: { onChange: (value: string | null) => void }) => (
    <button type="button" onClick={() => onChange(DRAWN_SIGNATURE)}>
      dibujar
    </button>
  ),
}));

const LINK = 'l'.repeat(32);
const SESSION = 's'.repeat(32);

type Answer = { status?: number; body?: unknown };
type Routes = Partial<Record<'session' | 'state' | 'code' | 'sign' | 'start', Answer>>;

function render(path: string, answers: Routes = {}) {
  const fetchMock = mockFetch((url, init) => {
    if (url.includes('/policy-access/signature/session'))
      return (
        answers.session ?? {
          body: {
            session_token: SESSION,
            expires_at: '2099-01-01T00:00:00Z',
            access: buildPolicyAccess('signature', { id: 12 }),
          },
        }
      );
    if (url.includes('/signature/code'))
      return (
        answers.code ?? {
          status: 201,
          body: {
            message: 'Te hemos enviado el código por correo a a***@correo.es',
            channel: 'mail',
            destination: 'a***@correo.es',
            expires_at: '2099-01-01T00:00:00Z',
          },
        }
      );
    if (url.includes('/signature/sign')) return answers.sign ?? { status: 200, body: {} };
    if (url.includes('/signature/start'))
      return answers.start ?? { status: 201, body: buildSigningState({}, { id: 6 }) };
    if (init.method === undefined || init.method === 'GET')
      return answers.state ?? { body: buildSigningState() };
    return { status: 404, body: { message: 'no' } };
  });
  const view = renderRoutes(
    [
      { path: '/firma/:id', element: <SigningPage /> },
      { path: '/signature/:id/return', element: <h1>Resultado de la firma</h1> },
      { path: '/area-cliente/acceso', element: <h1>Acceso clientes</h1> },
    ],
    path,
  );
  return { ...view, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, part: string) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), init: init as RequestInit }))
    .filter((call) => call.url.includes(part));

describe('the signing page /firma/:id', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opened from the mail: exchanges ?acceso= for a session, drops it from the address, shows the policy', async () => {
    const { fetchMock, router } = render(`/firma/12?acceso=${LINK}`);
    expect(await screen.findByRole('heading', { name: 'Firma tu contrato' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Póliza AMP-000012')).toBeTruthy();
    expect(screen.getByText('Móvil Top')).toBeTruthy();
    expect(screen.getByText('Apple iPhone 16')).toBeTruthy();
    expect(screen.getByText('9,99 € al mes')).toBeTruthy();
    expect(screen.getByText(`Huella SHA-256 del contrato: ${'a'.repeat(64)}`, { exact: false })).toBeTruthy();
    const exchange = calls(fetchMock, '/policy-access/signature/session')[0]!;
    expect(JSON.parse(String(exchange.init.body))).toEqual({ token: LINK });
    expect(calls(fetchMock, `/api/policies/12/signature?token=${SESSION}`)).toHaveLength(1);
    // No canvas here: the reader says so, and the download link (with the session token) stays.
    expect(
      await screen.findByText('No podemos mostrar el contrato en esta pantalla. Descárgalo para leerlo.'),
    ).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Descargar el contrato (PDF)' });
    expect(download.getAttribute('href')).toBe(`/api/policies/12/signature/document?token=${SESSION}`);
  });

  it('a logged-in policyholder signs with the login (no token in the address)', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession({ role: 'policyholder' })));
    const { fetchMock } = render('/firma/12');
    expect(await screen.findByRole('heading', { name: 'Firma tu contrato' })).toBeTruthy();
    const [state] = calls(fetchMock, '/api/policies/12/signature');
    expect(state!.url).toBe('/api/policies/12/signature');
    expect(new Headers(state!.init.headers).get('Authorization')).toBe('Bearer token-de-prueba-123');
    expect(screen.getByRole('button', { name: 'Descargar el contrato (PDF)' })).toBeTruthy();
  });

  it('without link nor login: a calm page to the customer area, back here after the code', async () => {
    render('/firma/12');
    expect(
      await screen.findByRole('heading', { name: 'Abre el enlace de tu correo para firmar' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar en el área de cliente' }).getAttribute('href')).toBe(
      '/area-cliente/acceso?volver=%2Ffirma%2F12',
    );
  });

  it('a dead mail link says so', async () => {
    render(`/firma/12?acceso=${LINK}`, {
      session: { status: 401, body: { message: 'El enlace ha caducado' } },
    });
    expect(await screen.findByRole('heading', { name: /enlace/i })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Firma tu contrato' })).toBeNull();
  });

  it('a link of another policy does not open this one', async () => {
    render(`/firma/99?acceso=${LINK}`);
    expect(
      await screen.findByText(
        'Este enlace es de otra póliza. Abre el enlace de firma de tu correo más reciente.',
      ),
    ).toBeTruthy();
  });

  it('says what is wrong before sending anything: code, signature, consent', async () => {
    const { fetchMock } = render(`/firma/12?acceso=${LINK}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Firmar contrato' }));
    expect(await screen.findByText('El código tiene 6 cifras')).toBeTruthy();
    expect(screen.getByText('Dibuja tu firma')).toBeTruthy();
    expect(
      screen.getByText('Marca la casilla para confirmar que has leído el contrato y aceptas firmarlo'),
    ).toBeTruthy();
    const code = screen.getByLabelText('Código de 6 cifras');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    expect(await screen.findByText('El código tiene 6 cifras')).toBeTruthy();
    expect(calls(fetchMock, '/signature/sign')).toHaveLength(0);
  });

  it('sends the code by SMS, then counts down before another may be asked for', async () => {
    let sent = false;
    const { fetchMock } = render(`/firma/12?acceso=${LINK}`, {
      get state() {
        return {
          body: sent
            ? buildSigningState(
                {},
                { code_channel: 'sms', code_sent_at: '2026-11-23T11:00:00Z', code_resend_in: 45 },
              )
            : buildSigningState(),
        };
      },
      get code() {
        sent = true;
        return {
          status: 201,
          body: {
            message: '',
            channel: 'sms',
            destination: '+34 6** *** 678',
            expires_at: '2099-01-01T00:00:00Z',
          },
        };
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Por SMS al \+34 6\*\* \*\*\* 678/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Recibir código' }));
    expect(
      await screen.findByText('Código enviado por SMS al +34 6** *** 678. Caduca en 10 minutos.'),
    ).toBeTruthy();
    const [send] = calls(fetchMock, '/signature/code');
    expect(send!.url).toBe(`/api/policies/12/signature/code?token=${SESSION}`);
    expect(JSON.parse(String(send!.init.body))).toEqual({ channel: 'sms' });
    expect(await screen.findByText(/Podrás pedir otro código en 4\d s/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enviar otro código' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('every code of the signing spent: the message, and a call-me-back instead of waiting', async () => {
    render(`/firma/12?acceso=${LINK}`, {
      code: {
        status: 429,
        body: {
          code: 'SIGNING_CODES_EXHAUSTED',
          message: 'Ya te hemos enviado todos los códigos posibles para esta firma.',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Recibir código' }));
    expect(
      await screen.findByText('Ya te hemos enviado todos los códigos posibles para esta firma.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pide que te llamemos' }));
    expect(getOpenModal()).toEqual({ name: 'contact', props: { reason: 'firma: códigos agotados' } });
    closeModal();
  });

  it('offers no SMS when the policy has no mobile', async () => {
    render(`/firma/12?acceso=${LINK}`, {
      state: {
        body: buildSigningState(
          {},
          { destinations: { mail: 'a***@correo.es', sms: null, sms_offered: true } },
        ),
      },
    });
    const sms = await screen.findByRole('radio', { name: 'Por SMS (no tenemos tu móvil)' });
    expect((sms as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no SMS at all where no SMS can reach a phone, and sends the code by mail', async () => {
    render(`/firma/12?acceso=${LINK}`, {
      state: {
        body: buildSigningState(
          {},
          { destinations: { mail: 'a***@correo.es', sms: '+34 6** *** 678', sms_offered: false } },
        ),
      },
    });
    expect(await screen.findByRole('radio', { name: /Por correo/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Por SMS/ })).toBeNull();
  });

  it('signs with code, drawing and consent, one Idempotency-Key per attempt, then the return page', async () => {
    let tries = 0;
    const { fetchMock, router } = render(`/firma/12?acceso=${LINK}`, {
      get sign() {
        tries += 1;
        return tries === 1
          ? { status: 422, body: { message: 'El código no es correcto. Te quedan 2 intentos.' } }
          : { status: 200, body: {} };
      },
    });
    await userEvent.type(await screen.findByLabelText('Código de 6 cifras'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'dibujar' }));
    // The consent reads exactly as the server stores it in the evidence (domain signingConsentText).
    fireEvent.click(screen.getByRole('checkbox', { name: signingConsentText('AMP-000012') }));
    await userEvent.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    expect(await screen.findByText('El código no es correcto. Te quedan 2 intentos.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signature/12/return'));
    const signs = calls(fetchMock, '/signature/sign');
    expect(signs).toHaveLength(2);
    expect(signs[0]!.url).toBe(`/api/policies/12/signature/sign?token=${SESSION}`);
    expect(JSON.parse(String(signs[0]!.init.body))).toEqual({
      code: '123456',
      signature_image: DRAWN_SIGNATURE,
      consent: true,
    });
    const keys = signs.map((call) => new Headers(call.init.headers).get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('an already signed contract goes to the return page', async () => {
    const { router } = render(`/firma/12?acceso=${LINK}`, {
      state: { body: buildSigningState({ outcome: 'signed' }, { status: 'signed' }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signature/12/return'));
  });

  it('nothing to sign (not paid, cancelled) says so', async () => {
    render(`/firma/12?acceso=${LINK}`, { state: { body: buildSigningState({ outcome: 'none' }, null) } });
    expect(
      await screen.findByRole('heading', { name: 'Este contrato no se puede firmar ahora' }),
    ).toBeTruthy();
  });

  it('an expired signing says so, and the contract is prepared again from the same page', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession({ role: 'policyholder' })));
    const answers: Routes = {
      state: { body: buildSigningState({ outcome: 'expired' }, { status: 'expired', expires_at: null }) },
    };
    const { fetchMock } = render('/firma/12', answers);
    expect(await screen.findByRole('heading', { name: 'El plazo para firmar ha caducado' })).toBeTruthy();
    expect(screen.getByText(/Pasaron 7 días sin firmar el contrato/)).toBeTruthy();
    // No contract of the lapsed signing on show, nor a code to ask for it.
    expect(screen.queryByRole('button', { name: 'Recibir código' })).toBeNull();
    // The server's state once the start is done: a fresh signing open.
    answers.state = { body: buildSigningState({}, { id: 6 }) };
    await userEvent.click(screen.getByRole('button', { name: 'Preparar el contrato de nuevo' }));
    expect(await screen.findByRole('button', { name: 'Recibir código' })).toBeTruthy();
    expect(calls(fetchMock, '/api/policies/12/signature/start')[0]!.init.method).toBe('POST');
    expect(screen.getByText(/Puedes firmar hasta el 30\/11\/2026/)).toBeTruthy();
  });
});
