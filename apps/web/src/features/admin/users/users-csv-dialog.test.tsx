// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { UsersCsvDialog } from './users-csv-dialog';

const job = (status: string, done: number, result: unknown = null) => ({
  id: 41,
  kind: 'users.import',
  status,
  progress: { done, total: 1000, errors: 1 },
  result,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:01.000Z',
});

describe('user import dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the import job with a progress bar, then shows the per-row report', async () => {
    const polls = [
      job('running', 400),
      job('done', 1000, {
        created: 999,
        skipped: 1,
        errors: [{ row: 500, field: 'email', message: 'El correo electrónico no es válido' }],
      }),
    ];
    const fetchMock = mockFetch((url) =>
      url === '/api/users/users-csv'
        ? { status: 202, body: { job_id: 41, message: 'Importación en marcha' } }
        : { body: polls.length > 1 ? polls.shift() : polls[0] },
    );
    renderWithProviders(<UsersCsvDialog onClose={() => {}} />);
    const file = new File(['email,name,role\na@amparo.test,A,agent\n'], 'usuarios.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Fichero CSV'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));

    expect(await screen.findByText('400 de 1000 filas · 1 con errores')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Progreso de la importación' });
    expect(bar.getAttribute('aria-valuenow')).toBe('400');
    expect(bar.getAttribute('aria-valuemax')).toBe('1000');

    expect(await screen.findByText('Resultado de la importación', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(/999 usuarios creados/)).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/jobs/41');
  });
});
