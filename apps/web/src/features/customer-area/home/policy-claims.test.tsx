// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { buildHome, buildPolicy } from '../claims/claim-test-data';
import CustomerHomePage from './customer-home-page';

const CLAIM = {
  id: 12,
  number: null,
  policy_risk_id: 7,
  claim_type_id: 1,
  claim_type_name: 'Rotura de pantalla frontal',
  status_label: 'BORRADOR',
  is_draft: true,
  occurred_on: '2026-03-08',
  created_at: '2026-03-10T09:00:00Z',
  documents_complete: false,
  documents_missing: ['Factura de compra', 'Fotos de los daños'],
};

describe('claims on the customer home', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession({ role: 'policyholder' })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers 'Declarar siniestro' on a policy that covers today only, and lists each claim linking to its page", async () => {
    mockFetch((url) => ({
      body: String(url).includes('/documents')
        ? { data: [] }
        : buildHome([
            buildPolicy({ claims: [CLAIM] }),
            buildPolicy({
              id: 42,
              number: 'AMP-2026-000042',
              status: 4,
              status_name: 'Cancelada',
              accepts_claims: false,
            }),
            buildPolicy({
              id: 43,
              number: 'AMP-2026-000043',
              status: 1,
              status_name: 'Borrador',
              accepts_claims: false,
            }),
            // Cancelled, still covering to the end of the paid month (acceptsClaimsToday).
            buildPolicy({ id: 44, number: 'AMP-2026-000044', status: 4, status_name: 'Cancelada' }),
          ]),
    }));
    renderRoutes([{ path: '/area-cliente', element: <CustomerHomePage /> }], '/area-cliente');
    const declare = await screen.findAllByRole('link', { name: /^Declarar siniestro de la póliza/ });
    expect(declare.map((link) => link.getAttribute('href'))).toEqual([
      '/area-cliente/siniestros/nuevo?poliza=41',
      '/area-cliente/siniestros/nuevo?poliza=44',
    ]);
    const claim = screen.getByRole('link', { name: /Rotura de pantalla frontal/ });
    expect(claim.getAttribute('href')).toBe('/area-cliente/siniestros/12');
    expect(within(claim).getByText('BORRADOR')).toBeTruthy();
    expect(within(claim).getByText('Falta: Factura de compra, Fotos de los daños')).toBeTruthy();
  });
});
