// @vitest-environment happy-dom
import type { PolicyRenewal } from '@amparo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { holderHome, renderCustomerHome, requestsWith, signedInHolder } from './customer-home-test-kit';

// The next period on the policy card (LCS art. 22): the announced premium, 'No renovar' until the
// deadline with a confirmation stating the last day of cover, and what an opposed renewal means.

const announced: PolicyRenewal = {
  status: 'announced',
  starts_on: '2027-02-24',
  ends_on: '2028-02-23',
  premium_cents: 895,
  annual_premium_cents: 10_740,
  announced_on: '2026-12-24',
  decline_deadline: '2027-01-24',
  can_decline: true,
  declined_at: null,
  declined_by: null,
  decline_channel: null,
  reason: null,
};

const homeWith = (renewal: PolicyRenewal) =>
  holderHome({ created_at: '2026-02-24T10:00:00Z', ends_on: '2027-02-23', renewal });

function renderHome(renewal: PolicyRenewal, afterPost?: PolicyRenewal) {
  let posted = false;
  return renderCustomerHome(
    () => homeWith(posted && afterPost ? afterPost : renewal),
    () => {
      posted = true;
      return { body: afterPost };
    },
  );
}

const posts = (fetchMock: ReturnType<typeof renderHome>) => requestsWith(fetchMock, 'POST');

describe('customer home: the renewal', () => {
  signedInHolder();

  it('shows the next period and its premium, and declines only once confirmed', async () => {
    const declined = {
      ...announced,
      status: 'declined' as const,
      can_decline: false,
      declined_by: 'holder' as const,
    };
    const fetchMock = renderHome(announced, declined);
    const block = await screen.findByRole('region', { name: 'Renovación' });
    expect(block.textContent).toContain('Se renueva del 24/02/2027 al 23/02/2028 por 8,95 € al mes.');
    expect(block.textContent).toContain('Puedes pedirlo hasta el 24/01/2027.');
    await userEvent.click(within(block).getByRole('button', { name: 'No renovar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿No quieres renovar?' });
    expect(dialog.textContent).toContain('te cubre hasta el 23/02/2027, incluido');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mantener la renovación' }));
    expect(posts(fetchMock)).toHaveLength(0);

    await userEvent.click(within(block).getByRole('button', { name: 'No renovar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'No renovar' }),
    );
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]!.url).toBe('/api/policies/41/renewal/decline');
    expect(
      await screen.findByText(
        'Has pedido no renovar: tu seguro te cubre hasta el 23/02/2027, incluido, y entonces termina.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'No renovar' })).toBeNull();
  });

  it('says a renewal the insurer will not make, with its reason, and offers nothing to press', async () => {
    renderHome({
      ...announced,
      status: 'not_renewable',
      premium_cents: null,
      can_decline: false,
      reason: 'Bosch Serie 6 cumple 3 años desde su compra antes del 24/02/2027',
    });
    const block = await screen.findByRole('region', { name: 'Renovación' });
    expect(block.textContent).toContain(
      'Esta póliza no se renovará: te cubre hasta el 23/02/2027, incluido.',
    );
    expect(block.textContent).toContain('cumple 3 años');
    expect(within(block).queryByRole('button')).toBeNull();
  });

  it('before the notice says the policy renews by itself and lets the holder oppose already', async () => {
    renderHome({ ...announced, status: 'not_due', premium_cents: null, announced_on: null });
    const block = await screen.findByRole('region', { name: 'Renovación' });
    expect(block.textContent).toContain('Tu seguro se renueva solo al terminar el periodo, el 23/02/2027.');
    expect(within(block).getByRole('button', { name: 'No renovar' })).toBeTruthy();
  });
});
