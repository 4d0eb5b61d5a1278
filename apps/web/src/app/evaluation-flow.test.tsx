// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fixtures';
import { buildPolicyAccess } from '../test/policy-access';
import { renderRoutes, setUserAgent, USER_AGENTS } from '../test/render';
import { appRoutes } from './routes';

// Spec 4, evaluation flow order: IMEI entry, instructions, front pre-capture,
// front capture, back pre-capture, back capture, summary, then a result screen.
// Spec 2 adds the photo overview (/evaluation/precapture) between the
// instructions and the front pre-capture. Paths, titles and progress labels are
// written out here, not read from the code under test, so a reordered step fails.
const FLOW = [
  { path: '/evaluation', title: 'Tu IMEI', progress: 'Paso 1 de 6: IMEI' },
  { path: '/evaluation/instructions', title: 'Antes de empezar', progress: 'Paso 2 de 6: Preparación' },
  { path: '/evaluation/precapture', title: 'Las dos fotos', progress: 'Paso 2 de 6: Preparación' },
  { path: '/evaluation/precapture/front', title: 'Foto frontal', progress: 'Paso 3 de 6: Foto frontal' },
  // The capture pages take the photo (capture/*.test.tsx): here only where they sit.
  { path: '/evaluation/capture/front', title: null, progress: 'Paso 3 de 6: Foto frontal' },
  { path: '/evaluation/precapture/back', title: 'Foto trasera', progress: 'Paso 4 de 6: Foto trasera' },
  { path: '/evaluation/capture/back', title: null, progress: 'Paso 4 de 6: Foto trasera' },
  { path: '/evaluation/summary', title: null, progress: 'Paso 5 de 6: Resumen' },
] as const;

const [
  IMEI,
  INSTRUCTIONS,
  PRECAPTURE,
  PRECAPTURE_FRONT,
  CAPTURE_FRONT,
  PRECAPTURE_BACK,
  CAPTURE_BACK,
  SUMMARY,
] = FLOW;

const SEARCH = '?acceso=tok_abcdefghijklmnopqrstuvwxyz';

const ACCESS = buildPolicyAccess('evaluation', {}, { imei: '490154203237518' });

async function expectStep(router: ReturnType<typeof renderRoutes>['router'], step: (typeof FLOW)[number]) {
  // The first visit waits for the lazily loaded pages module (the camera pages made it larger; the
  // IMEI step has a chunk of its own, so leaving it loads the rest): the router changes the address
  // only once the next step's module is there.
  const lazyLoad = { timeout: 10_000 };
  await waitFor(() => expect(router.state.location.pathname).toBe(step.path), lazyLoad);
  if (step.title) {
    expect(await screen.findByRole('heading', { level: 1, name: step.title }, lazyLoad)).toBeTruthy();
  }
  expect(await screen.findByText(step.progress, {}, lazyLoad)).toBeTruthy();
  // The mail-link token leaves the address once read (docs/security.md, "Link tokens"), and no
  // step's link brings it back (they are drawn from the address before the removal is); the tab
  // keeps the session.
  await waitFor(() => expect(router.state.location.search).toBe(''));
}

describe('phone check step order (spec 4)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // A phone: on a desktop the IMEI step hands the check to the phone with a QR code first.
    setUserAgent(USER_AGENTS.ios17);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setUserAgent(USER_AGENTS.desktop);
  });

  function answerPolicy() {
    mockFetch((url) =>
      url === '/api/policy-access/evaluation/session'
        ? {
            body: {
              session_token: 'ses_abcdefghijklmnopqrstuvwxyz',
              expires_at: '2030-01-01T00:00:00Z',
              access: ACCESS,
            },
          }
        : url.startsWith('/api/policy-access/evaluation')
          ? { body: ACCESS }
          : {},
    );
  }

  it('Siguiente walks IMEI → instructions → photos → front capture, and Atrás walks it back', async () => {
    answerPolicy();
    const { router } = renderRoutes(appRoutes, `/evaluation${SEARCH}`);
    const forward = [IMEI, INSTRUCTIONS, PRECAPTURE, PRECAPTURE_FRONT, CAPTURE_FRONT];
    for (const [index, step] of forward.entries()) {
      await expectStep(router, step);
      if (index < forward.length - 1) {
        await userEvent.click(screen.getByRole('link', { name: index === 0 ? 'Continuar' : 'Siguiente' }));
      }
    }
    // The capture page has no Siguiente: the photo moves on. With no phone to check it leads back.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Siguiente' })).toBeNull());
    await userEvent.click(await screen.findByRole('link', { name: 'Cancelar' }));
    for (const step of [PRECAPTURE_FRONT, PRECAPTURE, INSTRUCTIONS]) {
      await expectStep(router, step);
      await userEvent.click(screen.getByRole('link', { name: 'Atrás' }));
    }
    await expectStep(router, IMEI);
    expect(screen.queryByRole('link', { name: 'Atrás' })).toBeNull();
  });

  it('after the front photo: the back instructions lead to the back capture; the summary back to it', async () => {
    answerPolicy();
    const { router } = renderRoutes(appRoutes, `/evaluation/precapture/back${SEARCH}`);
    await expectStep(router, PRECAPTURE_BACK);
    await userEvent.click(screen.getByRole('link', { name: 'Siguiente' }));
    await expectStep(router, CAPTURE_BACK);
    await userEvent.click(await screen.findByRole('link', { name: 'Cancelar' }));
    await expectStep(router, PRECAPTURE_BACK);
    await router.navigate(SUMMARY.path);
    await expectStep(router, SUMMARY);
    await userEvent.click(await screen.findByRole('link', { name: 'Atrás' }));
    await expectStep(router, CAPTURE_BACK);
  });

  it.each([
    ['/evaluation/rejected', 'Tenemos que repetir las fotos', 'Rejected'],
    ['/evaluation/breakage', 'Hemos visto daños en tu móvil', 'Breakage'],
  ])('%s is the last step, the result', async (path, title, label) => {
    sessionStorage.setItem(
      'amparo.enlace.evaluation',
      JSON.stringify({ id: 'x1', kind: 'session', token: 'ses_abcdefghijklmnopqrstuvwxyz' }),
    );
    mockFetch((url) =>
      url.startsWith('/api/policy-access/evaluation')
        ? { body: ACCESS }
        : url.includes('/evaluation-status')
          ? {
              body: {
                evaluation_id: 5,
                status: 4,
                frontal: { label },
                trasera: { label: 'Validated' },
                payment_link: null,
                partner_card: false,
                reasons: [],
                retries_left: 2,
                decided_at: '2026-11-20T10:00:00Z',
                with_expert: false,
              },
            }
          : {},
    );
    renderRoutes(appRoutes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Paso 6 de 6: Resultado')).toBeTruthy();
  });
});
