// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastXhr, stubXhr } from '../../../test/fake-xhr';
import { mockFetch } from '../../../test/fixtures';
import { renderRoutes, setUserAgent, USER_AGENTS } from '../../../test/render';
import { evaluationFlow } from '../flow/evaluation-flow-store';
import {
  ACCESS,
  buildPhoto,
  inEvaluation,
  openLinkSession,
  POLICY_ID,
  RISK_ID,
  SESSION_TOKEN,
} from './capture-test-utils';
import { SummaryPage } from './summary-page';

const FRONT = buildPhoto({ dataUrl: 'data:image/jpeg;base64,RlJPTlQ=' });
const BACK = buildPhoto({ dataUrl: 'data:image/jpeg;base64,QkFDSw==' });

function renderSummary(settings: { evaluation_can_attach_invoice?: boolean } = {}) {
  mockFetch((url) => {
    if (url.startsWith('/api/policy-access/evaluation')) return { body: ACCESS };
    if (url.startsWith('/api/settings'))
      return { body: { evaluation_can_attach_invoice: false, ...settings } };
    return { status: 404, body: {} };
  });
  return renderRoutes(
    [
      { path: '/evaluation/summary', element: inEvaluation(<SummaryPage />) },
      { path: '/evaluation/checking', element: <h1>Revisando tus fotos</h1> },
      { path: '/evaluation/capture/front', element: <h1>Foto frontal</h1> },
    ],
    '/evaluation/summary',
  );
}

function seedPhotos() {
  evaluationFlow.open(POLICY_ID, RISK_ID);
  evaluationFlow.setScreenCode('QX7P2K9M');
  evaluationFlow.setPhoto('front', FRONT);
  evaluationFlow.setPhoto('back', BACK);
}

describe('evaluation summary', () => {
  beforeEach(() => {
    sessionStorage.clear();
    evaluationFlow.resetForTests();
    openLinkSession();
    stubXhr();
    setUserAgent(USER_AGENTS.android6);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends both photos with the screen code, shows the upload progress, then waits for the checks', async () => {
    seedPhotos();
    const { router } = renderSummary();
    expect(await screen.findByRole('img', { name: 'Foto frontal que vas a enviar' })).toHaveProperty(
      'src',
      FRONT.dataUrl,
    );
    expect(screen.getByRole('link', { name: 'Repetir la foto trasera' }).getAttribute('href')).toBe(
      '/evaluation/capture/back',
    );

    expect(screen.queryByRole('heading', { name: 'Factura de compra (opcional)' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Enviar fotos' }).click());
    const xhr = lastXhr();
    expect(xhr.url).toBe(`/api/policies/${POLICY_ID}/evaluations?token=${SESSION_TOKEN}`);
    expect(JSON.parse(xhr.body ?? '')).toEqual({
      risk_id: RISK_ID,
      screen_code: 'QX7P2K9M',
      device_type: 'android',
      photos: { front: { image: FRONT.dataUrl }, back: { image: BACK.dataUrl } },
    });

    act(() => xhr.progress(400, 1000));
    const bar = screen.getByRole('progressbar', { name: 'Progreso del envío' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText(/Enviado el 40 %/)).toBeTruthy();

    await act(async () => xhr.respond(202, { id: 7, status: 2, attempt: 1, policy_risks: [] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/checking'));
    // Sent: the photos leave the tab.
    expect(evaluationFlow.get().photos).toEqual({});
    expect(evaluationFlow.get().screenCode).toBeNull();
  });

  it('an expired screen code shows the API message and leads back to the front photo', async () => {
    seedPhotos();
    renderSummary();
    const send = await screen.findByRole('button', { name: 'Enviar fotos' });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    act(() => send.click());
    await act(async () =>
      lastXhr().respond(422, {
        code: 'EVALUATION_CODE_INVALID',
        message:
          'El código de la pantalla ha caducado o no es de esta peritación. Vuelve a hacer la foto frontal',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('El código de la pantalla ha caducado');
    expect(screen.getByRole('link', { name: 'Hacer de nuevo la foto frontal' }).getAttribute('href')).toBe(
      '/evaluation/capture/front',
    );
    expect(evaluationFlow.get().photos.front).toEqual(FRONT);
  });

  it('a check already under way goes to the waiting page', async () => {
    seedPhotos();
    const { router } = renderSummary();
    const send = await screen.findByRole('button', { name: 'Enviar fotos' });
    act(() => send.click());
    await act(async () =>
      lastXhr().respond(409, { code: 'EVALUATION_IN_PROGRESS', message: 'Ya estamos revisando' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/checking'));
  });

  it('cannot send until both photos are there, and offers to take the missing one', async () => {
    evaluationFlow.open(POLICY_ID, RISK_ID);
    evaluationFlow.setScreenCode('QX7P2K9M');
    evaluationFlow.setPhoto('front', FRONT);
    renderSummary();
    expect(await screen.findByText('Falta esta foto')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hacer la foto' }).getAttribute('href')).toBe(
      '/evaluation/capture/back',
    );
    expect(screen.getByRole('button', { name: 'Enviar fotos' })).toHaveProperty('disabled', true);
  });

  it('offers the invoice photo only when the setting allows it, and sends it', async () => {
    seedPhotos();
    evaluationFlow.setPhoto('invoice', buildPhoto({ dataUrl: 'data:image/jpeg;base64,SU5W' }));
    renderSummary({ evaluation_can_attach_invoice: true });
    expect(await screen.findByRole('heading', { name: 'Factura de compra (opcional)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Factura de compra (opcional) que vas a enviar' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Enviar fotos' }).click());
    expect(JSON.parse(lastXhr().body ?? '').photos.invoice).toEqual({ image: 'data:image/jpeg;base64,SU5W' });
  });
});
