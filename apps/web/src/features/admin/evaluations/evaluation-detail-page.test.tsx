// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import EvaluationDetailPage from './evaluation-detail-page';
import { buildEvaluation } from './evaluation-fixtures';

const renderDetail = (evaluation = buildEvaluation(), role: 'expert' | 'agent' = 'expert') => {
  const fetchMock = mockFetch((url) =>
    url === '/api/evaluations/31' ? { body: evaluation } : { status: 404 },
  );
  const view = renderAdminPage(<EvaluationDetailPage />, {
    path: '/admin/peritaciones/31',
    pattern: '/admin/peritaciones/:id',
    session: buildSession({ role }),
  });
  return { ...view, fetchMock };
};

describe('one phone check in the back office', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows both photos with their checks in plain Spanish, the findings, the IMEI and the policy', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Peritación de AMP-2026-000007' })).toBeTruthy();
    expect(screen.getByText('Apple iPhone 15 · Lucía Martín · intento 2 de 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver la póliza' }).getAttribute('href')).toBe('/admin/polizas/7');

    const front = screen.getByRole('list', {
      name: 'Comprobaciones de la foto frontal (pantalla en el espejo)',
    });
    expect(front.textContent).toContain('Resolución suficiente: 1200 × 1600 px');
    expect(front.textContent).toContain('Dudoso: Algo oscura (48 de 255)');
    expect(front.textContent).toContain('Nítida (enfoque 850)');
    expect(front.textContent).toContain(
      'Se lee otro código, no el de esta peritación: puede ser una foto antigua (AMP-OLD-CODE)',
    );
    expect(front.textContent).toContain('No se ha usado en otra póliza');
    const back = screen.getByRole('list', { name: 'Comprobaciones de la foto trasera' });
    expect(back.textContent).toContain('Dudoso: La misma foto se envió para otra póliza');
    expect(back.textContent).not.toContain('código');

    expect(screen.getByText('La misma foto se envió para otra póliza', { selector: 'li' })).toBeTruthy();
    expect(screen.getByText(/La foto trasera está borrosa/)).toBeTruthy();
    expect(screen.getByText('356938035643809')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ampliar: Captura de *#06#' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Etiqueta de la foto frontal' })).toBeTruthy();
  });

  it('opens a photo full size with zoom controls, and closes it with Escape', async () => {
    renderDetail();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ampliar: Foto frontal (pantalla en el espejo)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Foto frontal (pantalla en el espejo)' });
    const image = within(dialog).getByRole('img', { name: 'Foto frontal (pantalla en el espejo)' });
    expect(image.getAttribute('src')).toBe('/files/front.jpg?sig=a');
    const zoomOut = within(dialog).getByRole('button', { name: 'Reducir' });
    const fit = within(dialog).getByRole('button', { name: 'Ajustar a la pantalla' });
    expect(zoomOut.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ampliar' }));
    expect(within(dialog).getByText('Zoom: 150 %')).toBeTruthy();
    await userEvent.keyboard('+');
    expect(within(dialog).getByText('Zoom: 225 %')).toBeTruthy();
    expect(fit.hasAttribute('disabled')).toBe(false);
    await userEvent.click(fit);
    expect(within(dialog).getByText('Zoom: 100 %')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a decided check read-only: labels, comments, who and when', async () => {
    renderDetail(
      buildEvaluation({
        status: 4,
        frontal: { label: 'Validated', comment: null },
        trasera: { label: 'Breakage', comment: 'La tapa trasera está rota.' },
        decided_at: '2026-03-03T11:30:00Z',
        expert_name: 'Pablo Perito',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Decisión tomada' })).toBeTruthy();
    expect(screen.getByText(/Decidida por Pablo Perito el 03\/03\/2026/)).toBeTruthy();
    expect(screen.getByText('Validada')).toBeTruthy();
    expect(screen.getByText('Daños')).toBeTruthy();
    expect(screen.getByText('La tapa trasera está rota.')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revisar y enviar' })).toBeNull();
  });

  it('lets a role without the decide permission look but not decide', async () => {
    renderDetail(buildEvaluation(), 'agent');
    expect(await screen.findByText('Tu perfil puede ver las peritaciones pero no decidirlas.')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('says when the IMEI was typed and a side has no photo', async () => {
    renderDetail(buildEvaluation({ imei_screenshot_url: null, photos: [] }));
    expect(await screen.findByText('El IMEI se escribió a mano: no hay captura.')).toBeTruthy();
    expect(screen.getAllByText('No hay foto')).toHaveLength(2);
  });
});
