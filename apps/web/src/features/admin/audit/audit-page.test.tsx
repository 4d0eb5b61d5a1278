// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import AuditPage from './audit-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the audit page', () => {
  it('exports the log as CSV with the filters from the address, through a single-use token', async () => {
    const sent: { url: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      if (init.method === 'POST') {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return { status: 201, body: { token: 'tok-audit', expires_at: '2026-11-27T10:05:00Z' } };
      }
      return { body: { data: [], meta: { page: 1, per_page: 25, total: 0 } } };
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderAdminPage(<AuditPage />, {
      path: '/admin/auditoria?entity_type=policy&entity_id=12',
      session: buildSession({ role: 'admin' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ url: '/api/exports/token', body: { resource: 'audit' } }]);
    const link = new URL(String(assign.mock.calls[0]![0]), 'http://localhost');
    expect(link.pathname).toBe('/api/audit');
    expect(link.searchParams.get('export_csv')).toBe('1');
    expect(link.searchParams.get('token')).toBe('tok-audit');
    expect(link.searchParams.get('filter[entity_type]')).toBe('policy');
    expect(link.searchParams.get('filter[entity_id]')).toBe('12');
    expect(link.searchParams.has('filter[action]')).toBe(false);
  });
});
