// @vitest-environment happy-dom
import type { EvaluationStatusView } from '@amparo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fixtures';
import { buildEvaluationStatus, LINK_SESSION, renderEvaluationPage } from '../flow/test-context';
import { BreakagePage } from './breakage-page';
import { CheckingPage } from './checking-page';
import { RejectedPage } from './rejected-page';

const STATUS_URL = `/api/policies/12/risk/30/evaluation-status?token=${LINK_SESSION}`;

function answers(...statuses: (Partial<EvaluationStatusView> | 'error')[]) {
  let index = 0;
  return mockFetch((url) => {
    if (url !== STATUS_URL) return {};
    const next = statuses[Math.min(index, statuses.length - 1)];
    index += 1;
    return next === 'error'
      ? { status: 500, body: { message: 'Error' } }
      : { body: buildEvaluationStatus(next) };
  });
}

function renderChecking() {
  return renderEvaluationPage(
    [
      { path: 'checking', element: <CheckingPage intervalMs={5} attempts={12} /> },
      { path: 'rejected', element: <RejectedPage /> },
      { path: 'breakage', element: <BreakagePage /> },
      { path: 'instructions', element: <h1>Instrucciones</h1> },
    ],
    '/evaluation/checking',
  );
}

const VALIDATED = {
  status: 3,
  frontal: { label: 'Validated' as const },
  trasera: { label: 'Validated' as const },
};

describe('waiting for the check and its result (spec 4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks again while pending, then shows Validated with a pay button inside the app', async () => {
    const fetchMock = answers({ status: 2 }, { status: 2 }, { ...VALIDATED, payment_link: '/pagos/12/31' });
    renderChecking();
    expect(screen.getByRole('heading', { name: 'Estamos revisando tus fotos' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Tu móvil está validado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pagar ahora' }).getAttribute('href')).toBe('/pagos/12/31');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('with the partner card, skips the payment and says the contract comes next', async () => {
    answers({ ...VALIDATED, partner_card: true, payment_link: '/pagos/12/31' });
    renderChecking();
    expect(await screen.findByRole('heading', { name: 'Tu móvil está validado' })).toBeTruthy();
    expect(screen.getByText(/no tienes que pagar nada ahora/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pagar ahora' })).toBeNull();
  });

  it('still pending after 12 calls: an expert is looking, never "rejected"', async () => {
    const fetchMock = answers({ status: 2 });
    renderChecking();
    expect(await screen.findByRole('heading', { name: 'Un perito está revisando tus fotos' })).toBeTruthy();
    expect(screen.getByText(/Te avisaremos por correo/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(12);
    expect(screen.queryByText(/repetir/i)).toBeNull();
  });

  it('with the expert (checked, still pending): says so at once and stops asking', async () => {
    const fetchMock = answers({ status: 2 }, { status: 2, with_expert: true });
    renderChecking();
    expect(await screen.findByRole('heading', { name: 'Un perito está revisando tus fotos' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('Rejected opens the refusal with its Spanish reasons and Repetir fotos while attempts are left', async () => {
    answers({
      status: 4,
      frontal: { label: 'Rejected' },
      trasera: { label: 'Validated' },
      reasons: ['La foto frontal está demasiado oscura: busca más luz.'],
      retries_left: 2,
    });
    const { router } = renderChecking();
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/rejected'));
    expect(await screen.findByText('La foto frontal está demasiado oscura: busca más luz.')).toBeTruthy();
    expect(screen.getByText('Te quedan 2 intentos.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Repetir fotos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/instructions'));
  });

  it('Rejected with no attempts left offers contact instead of a retake', async () => {
    answers({ status: 4, frontal: { label: 'Rejected' }, trasera: { label: 'Rejected' }, retries_left: 0 });
    const { router } = renderChecking();
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/rejected'));
    expect(await screen.findByText(/Has usado todos los intentos/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Repetir fotos' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Te llamamos' })).toBeTruthy();
  });

  it('Breakage opens its page with the next steps', async () => {
    answers({
      status: 4,
      frontal: { label: 'Breakage' },
      trasera: { label: 'Validated' },
      reasons: ['Pantalla rota en la esquina superior.'],
    });
    const { router } = renderChecking();
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/breakage'));
    expect(await screen.findByRole('heading', { name: 'Hemos visto daños en tu móvil' })).toBeTruthy();
    expect(screen.getByText('Pantalla rota en la esquina superior.')).toBeTruthy();
    expect(screen.getByText(/No se te cobrará nada/)).toBeTruthy();
  });

  it('an error says so and asks again on demand', async () => {
    answers('error', { ...VALIDATED });
    renderChecking();
    expect(await screen.findByText('No hemos podido consultar el resultado.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a consultar' }));
    expect(await screen.findByRole('heading', { name: 'Tu móvil está validado' })).toBeTruthy();
  });
});
