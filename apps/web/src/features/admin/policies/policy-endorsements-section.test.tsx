// @vitest-environment happy-dom
import { PolicyStatus } from '@amparo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import { PolicyEndorsementsSection } from './policy-endorsements-section';

// The periodicity change from the policy page: from the next period unless staff pick a day of this one.

const POLICY = {
  id: 7,
  number: 'AMP-2026-000007',
  periodicity: 1,
  status: PolicyStatus.ACTIVE_PAID_SIGNED,
  product: { id: 3, name: 'Móvil Top', product_type_id: 1 },
  endorsements: [],
};

async function openPeriodicity() {
  renderAdminPage(<PolicyEndorsementsSection policy={POLICY} />, {
    session: buildSession({ role: 'admin' }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar periodicidad' }));
  return screen.findByRole('dialog', { name: 'Cambiar la periodicidad de la póliza AMP-2026-000007' });
}

describe('Cambiar periodicidad', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a yearly change from the next period by default, without a date', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: {} }));
    const dialog = await openPeriodicity();
    expect(
      within(dialog).getByRole('radio', { name: 'Desde el próximo periodo' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(dialog).queryByLabelText('Fecha de efecto')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Motivo (queda en el historial)'), 'Un solo recibo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hacer el cambio' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const request = requestOf(fetchMock);
    expect(request.url).toContain('/api/policies/7/endorsements/periodicity');
    expect(request.body).toEqual({ periodicity: 12, when: 'next_period', reason: 'Un solo recibo' });
  });

  it('sends the day staff choose when it runs from this period', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: {} }));
    const dialog = await openPeriodicity();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Desde una fecha de este periodo' }));
    const day = within(dialog).getByLabelText('Fecha de efecto');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-12-15');
    await userEvent.type(
      within(dialog).getByLabelText('Motivo (queda en el historial)'),
      'Un solo recibo ya',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hacer el cambio' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(requestOf(fetchMock).body).toEqual({
      periodicity: 12,
      when: 'now',
      effective_on: '2026-12-15',
      reason: 'Un solo recibo ya',
    });
  });
});
