// @vitest-environment happy-dom
import type { EvaluationDetail } from '@amparo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { getToasts } from '../../../ui/toast/toast-store';
import { renderAdminPage } from '../admin-test-utils';
import EvaluationDetailPage from './evaluation-detail-page';
import { buildEvaluation } from './evaluation-fixtures';

const PATCH_URL = '/api/policies/7/evaluations/31';
const COMMENT_RULE = 'Explica al cliente el motivo: es lo que leerá en el correo';

function renderForm(patch: { status: number; body: unknown } = { status: 200, body: buildEvaluation() }) {
  let current: EvaluationDetail = buildEvaluation();
  const fetchMock = mockFetch((url, init) => {
    if (url === PATCH_URL && init.method === 'PATCH') {
      // Someone else got there first: the next read shows their decision.
      if (patch.status === 409)
        current = buildEvaluation({
          status: 3,
          frontal: { label: 'Validated', comment: null },
          trasera: { label: 'Validated', comment: null },
          decided_at: '2026-03-03T11:30:00Z',
          expert_name: 'Ana Perito',
        });
      return patch;
    }
    if (url === '/api/evaluations/31') return { body: current };
    return { body: { data: [], meta: { page: 1, per_page: 25, total: 0 } } };
  });
  const view = renderAdminPage(<EvaluationDetailPage />, {
    path: '/admin/peritaciones/31',
    pattern: '/admin/peritaciones/:id',
    session: buildSession({ role: 'expert' }),
  });
  return { ...view, fetchMock };
}

const group = (side: 'frontal' | 'trasera') =>
  screen.getByRole('radiogroup', { name: `Etiqueta de la foto ${side}` });
const pick = (side: 'frontal' | 'trasera', label: RegExp) =>
  userEvent.click(within(group(side)).getByRole('radio', { name: label }));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Revisar y enviar' }));
const patches = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === PATCH_URL && init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the expert decision', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a label on each side before anything is sent', async () => {
    const { fetchMock } = renderForm();
    await screen.findByRole('radiogroup', { name: 'Etiqueta de la foto frontal' });
    await submit();
    expect(await screen.findAllByText('Elige Validada, Rechazada o Daños')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches(fetchMock)).toEqual([]);
  });

  it('asks for the comment the customer will read when a side is refused, even a blank one', async () => {
    const { fetchMock } = renderForm();
    await screen.findByRole('radiogroup', { name: 'Etiqueta de la foto frontal' });
    await pick('frontal', /^Validada/);
    expect(screen.queryByLabelText(/Comentario para el cliente \(foto frontal\)/)).toBeNull();
    await pick('trasera', /^Daños/);
    const comment = screen.getByLabelText('Comentario para el cliente (foto trasera)');
    await userEvent.type(comment, '   ');
    await submit();
    await waitFor(() => expect(comment.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(COMMENT_RULE).className).toContain('text-danger');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches(fetchMock)).toEqual([]);
  });

  it('confirms the outcome, then sends the labels and comments and goes back to the queue', async () => {
    const { fetchMock, router } = renderForm();
    await screen.findByRole('radiogroup', { name: 'Etiqueta de la foto frontal' });
    // A comment typed on a side later validated is not sent: its box is gone.
    await pick('frontal', /^Rechazada/);
    await userEvent.type(screen.getByLabelText('Comentario para el cliente (foto frontal)'), 'Borrador');
    await pick('frontal', /^Validada/);
    await pick('trasera', /^Rechazada/);
    await userEvent.type(
      screen.getByLabelText('Comentario para el cliente (foto trasera)'),
      '  No se ve la tapa entera: repite la foto con el móvil completo.  ',
    );
    await submit();
    const dialog = await screen.findByRole('dialog', { name: '¿Enviar la decisión?' });
    expect(within(dialog).getByText('El cliente recibirá un correo')).toBeTruthy();
    expect(dialog.textContent).toContain(
      'La peritación queda rechazada: el cliente tendrá que repetir las fotos.',
    );
    expect(dialog.textContent).toContain('No se ve la tapa entera: repite la foto con el móvil completo.');
    expect(patches(fetchMock)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar decisión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/peritaciones'));
    expect(patches(fetchMock)).toEqual([
      {
        frontal_label: 'Validated',
        trasera_label: 'Rejected',
        trasera_comment: 'No se ve la tapa entera: repite la foto con el móvil completo.',
      },
    ]);
    expect(getToasts().map((toast) => toast.message)).toContain(
      'Decisión enviada. El cliente recibirá un correo.',
    );
  });

  it('goes back to the form from the confirmation without sending', async () => {
    const { fetchMock } = renderForm();
    await screen.findByRole('radiogroup', { name: 'Etiqueta de la foto frontal' });
    await pick('frontal', /^Validada/);
    await pick('trasera', /^Validada/);
    await submit();
    const dialog = await screen.findByRole('dialog', { name: '¿Enviar la decisión?' });
    expect(dialog.textContent).toContain('La peritación queda validada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches(fetchMock)).toEqual([]);
  });

  it('on a 409 says someone else decided and reloads the check, which shows their decision', async () => {
    const { fetchMock, router } = renderForm({
      status: 409,
      body: { message: 'Esta peritación ya está decidida', code: 'EVALUATION_ALREADY_DECIDED' },
    });
    await screen.findByRole('radiogroup', { name: 'Etiqueta de la foto frontal' });
    await pick('frontal', /^Validada/);
    await pick('trasera', /^Validada/);
    await submit();
    const dialog = await screen.findByRole('dialog', { name: '¿Enviar la decisión?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar decisión' }));
    expect(await screen.findByText(/Decidida por Ana Perito/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getToasts().map((toast) => toast.message)).toContain(
      'Otra persona ya ha decidido esta peritación',
    );
    expect(router.state.location.pathname).toBe('/admin/peritaciones/31');
    expect(patches(fetchMock)).toHaveLength(1);
  });

  it('keeps the dialog open with the server’s message on any other failure', async () => {
    renderForm({ status: 500, body: { message: 'No se ha podido guardar la decisión' } });
    await screen.findByRole('radiogroup', { name: 'Etiqueta de la foto frontal' });
    await pick('frontal', /^Validada/);
    await pick('trasera', /^Validada/);
    await submit();
    const dialog = await screen.findByRole('dialog', { name: '¿Enviar la decisión?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar decisión' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('No se ha podido guardar la decisión');
  });
});
