// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import { buildStaffClaim } from '../shared/claim-fixtures';
import { PolicyClaims } from './policy-claims';

describe("a policy's claims in the back office", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each claim, the draft too, with its status and deadline, linking to the claim page', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/policies/7/claims'
        ? {
            body: {
              data: [
                buildStaffClaim({ internal_status: 4, status_label: 'DESCONOCIDO' }),
                buildStaffClaim({
                  id: 50,
                  number: null,
                  is_draft: true,
                  sent_at: null,
                  claim_type_name: 'Robo',
                }),
              ],
            },
          }
        : { status: 404 },
    );
    renderAdminPage(<PolicyClaims policyId={7} />, { path: '/admin/polizas/7' });
    const list = await screen.findByRole('list', { name: 'Siniestros de la póliza' });
    const [sent, draft] = within(list).getAllByRole('link');
    expect(sent?.getAttribute('href')).toBe('/admin/siniestros/42');
    // Staff read status 4 by its name, which the customer's label hides.
    expect(sent?.textContent).toContain('FALTA DOCUMENTACIÓN');
    expect(sent?.textContent).toContain('Vence pronto');
    expect(sent?.textContent).toContain('Daños por agua · Apple iPhone 15 · Declarado el 03/03/2026');
    expect(draft?.getAttribute('href')).toBe('/admin/siniestros/50');
    expect(draft?.textContent).toContain('Borrador n.º 50');
    expect(draft?.textContent).toContain('Sin enviar');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says when the policy has none', async () => {
    mockFetch(() => ({ body: { data: [] } }));
    renderAdminPage(<PolicyClaims policyId={7} />, { path: '/admin/polizas/7' });
    expect(await screen.findByText('Esta póliza no tiene siniestros.')).toBeTruthy();
  });
});
