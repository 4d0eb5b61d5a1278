// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import PurchasePage from '../components/purchase-page';
import { completeDraft, QUOTE } from './purchase-fixtures';

const ID = '4823eaee-121e-455a-90af-c9d46b4fe468';

describe('proposal resume (spec 3 identifier_proposal)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('?propuesta= reopens the saved step with everything typed', async () => {
    const fetchMock = mockFetch((url) => {
      if (url === `/api/proposals/${ID}`) {
        return {
          body: {
            identifier_proposal: ID,
            step: 'holder',
            status: 'open',
            data: completeDraft(),
            store_id: null,
            policy_id: null,
            updated_at: '2026-11-22T10:00:00.000Z',
          },
        };
      }
      if (url.startsWith('/api/policies/price')) return { body: QUOTE };
      return { body: {} };
    });
    const { router } = renderRoutes(
      [{ path: '/contratacion', element: <PurchasePage /> }],
      `/contratacion?propuesta=${ID}`,
    );
    // The step's form loads lazily: allow a loaded machine more than the default second.
    expect(await screen.findByRole('heading', { name: 'Tus datos', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Lucía');
    expect((screen.getByLabelText('DNI o NIE') as HTMLInputElement).value).toBe('12345678Z');
    expect(requestOf(fetchMock).url).toBe(`/api/proposals/${ID}`);
    await waitFor(() => expect(router.state.location.search).toContain('paso=datos'));
    expect(router.state.location.search).toContain(`propuesta=${ID}`);
  });

  it('an unknown proposal starts a fresh purchase with a notice', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'Propuesta no encontrada' } }));
    renderRoutes([{ path: '/contratacion', element: <PurchasePage /> }], `/contratacion?propuesta=${ID}`);
    expect(await screen.findByText(/No hemos encontrado la solicitud/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '¿Qué quieres asegurar?' })).toBeTruthy();
  });

  it('the tab keeps the purchase: coming back without a link finds the step and what was typed, but no IBAN', async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith('/api/policies/price') ? { body: QUOTE } : { body: {} },
    );
    sessionStorage.setItem(
      'amparo:purchase-draft',
      JSON.stringify({
        draft: completeDraft({ holder: { ...completeDraft().holder, name: 'Lucía a medias' } }),
        step: 'holder',
        proposalId: null,
      }),
    );
    const { router } = renderRoutes([{ path: '/contratacion', element: <PurchasePage /> }], '/contratacion');
    // The step's form loads lazily: allow a loaded machine more than the default second.
    expect(await screen.findByRole('heading', { name: 'Tus datos', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Lucía a medias');
    await waitFor(() => expect(router.state.location.search).toContain('paso=datos'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/proposals'))).toBe(false);

    const withIban = completeDraft({ paymentMethod: 'direct_debit', iban: 'ES9121000418450200051332' });
    const { saveDraftLocally } = await import('../model/draft-storage');
    saveDraftLocally({ draft: withIban, step: 'review', proposalId: null });
    expect(sessionStorage.getItem('amparo:purchase-draft')).not.toContain('ES91');
  });

  it('a link for another product line starts that purchase instead', async () => {
    mockFetch(() => ({ body: {} }));
    sessionStorage.setItem(
      'amparo:purchase-draft',
      JSON.stringify({ draft: completeDraft(), step: 'holder', proposalId: null }),
    );
    renderRoutes([{ path: '/contratacion', element: <PurchasePage /> }], '/contratacion?tipo=portatil');
    expect(await screen.findByRole('heading', { name: '¿Qué quieres asegurar?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Portátil/ }).getAttribute('aria-checked')).toBe('true');
  });
});
