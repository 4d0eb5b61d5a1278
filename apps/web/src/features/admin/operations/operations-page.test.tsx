// @vitest-environment happy-dom
import type { ScheduleList } from '@amparo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import OperationsPage from './operations-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cleanup = (overrides: Partial<ScheduleList['schedules'][number]> = {}) => ({
  name: 'jobs.cleanup',
  schedule: 'Cada día a las 03:30 UTC (04:30 o 05:30 en Madrid)',
  cron: '30 3 * * *',
  last_run: { finished_at: '2026-11-26T03:30:02Z', result: 'ok' as const, error: null },
  next_run_at: '2026-11-27T03:30:00Z',
  is_running: false,
  ...overrides,
});
const listOf = (
  schedules: ScheduleList['schedules'],
  failed: ScheduleList['failed_jobs'] = [],
): ScheduleList => ({
  schedules,
  failed_jobs: failed,
});
/** The text of the table row that names this job. */
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('tr')?.textContent ?? '';
const admin = { path: '/admin/operaciones', session: buildSession({ role: 'admin' }) };

describe('the operations page', () => {
  it('shows each scheduled job with its schedule, last run and next run, and the failed jobs with their error', async () => {
    mockFetch(() => ({
      body: listOf(
        [
          cleanup(),
          cleanup({
            name: 'payments.charge-due',
            schedule: 'Cada día a las 07:00 UTC (08:00 o 09:00 en Madrid)',
            cron: '0 7 * * *',
            last_run: { finished_at: '2026-11-26T07:00:05Z', result: 'failed', error: 'pasarela caída' },
          }),
        ],
        [
          {
            id: 41,
            kind: 'sepa.generate',
            attempts: 3,
            last_error: 'sin datos del acreedor',
            failed_at: '2026-11-25T10:00:00Z',
            created_at: '2026-11-25T09:50:00Z',
          },
        ],
      ),
    }));
    renderAdminPage(<OperationsPage />, admin);
    const schedules = await screen.findByRole('table', { name: 'Tareas programadas' });
    await within(schedules).findByText('Limpieza de tareas terminadas');
    const cleanupRow = rowOf(schedules, 'Limpieza de tareas terminadas');
    expect(cleanupRow).toContain('Cada día a las 03:30 UTC');
    expect(cleanupRow).toContain('30 3 * * *');
    expect(cleanupRow).toContain('Correcta');
    const chargeRow = rowOf(schedules, 'Cobro de recibos con tarjeta');
    expect(chargeRow).toContain('Fallida');
    expect(chargeRow).toContain('pasarela caída');
    const failedRow = rowOf(screen.getByRole('table', { name: 'Tareas fallidas' }), 'Remesa SEPA');
    expect(failedRow).toContain('sin datos del acreedor');
    expect(failedRow).toContain('#41');
  });

  it('runs a job now: the button waits while it runs, then says how it went', async () => {
    let state: 'idle' | 'running' | 'done' = 'idle';
    const posted: string[] = [];
    mockFetch((url, init) => {
      if (init.method === 'POST') {
        posted.push(url);
        state = 'running';
        return { status: 202, body: { job_id: 9, message: 'Tarea puesta en marcha' } };
      }
      if (state === 'running') {
        // The next poll finds it done.
        state = 'done';
        return { body: listOf([cleanup({ is_running: true })]) };
      }
      if (state === 'done')
        return {
          body: listOf([
            cleanup({ last_run: { finished_at: '2026-11-27T10:00:00Z', result: 'ok', error: null } }),
          ]),
        };
      return { body: listOf([cleanup()]) };
    });
    renderAdminPage(<OperationsPage />, admin);
    const button = await screen.findByRole('button', {
      name: 'Ejecutar ahora: Limpieza de tareas terminadas',
    });
    await userEvent.click(button);
    expect(posted).toEqual(['/api/schedules/jobs.cleanup/run']);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    await screen.findByText('En marcha: el resultado aparecerá en unos segundos.');
    await screen.findByText('Ejecutada correctamente.');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it("says the server's refusal when a run is already under way", async () => {
    mockFetch((_url, init) =>
      init.method === 'POST'
        ? {
            status: 409,
            body: {
              code: 'SCHEDULE_ALREADY_RUNNING',
              message: 'Esta tarea ya se está ejecutando. Espera a que termine para lanzarla de nuevo.',
            },
          }
        : { body: listOf([cleanup()]) },
    );
    renderAdminPage(<OperationsPage />, admin);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ejecutar ahora: Limpieza de tareas terminadas' }),
    );
    await screen.findByText('Esta tarea ya se está ejecutando. Espera a que termine para lanzarla de nuevo.');
  });

  it('is for admins: another role sees the permission notice', async () => {
    mockFetch(() => ({ body: listOf([]) }));
    renderAdminPage(<OperationsPage />, { ...admin, session: buildSession({ role: 'agent' }) });
    await screen.findByText('No tienes permiso');
  });
});
