// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import PurchasePage from '../components/purchase-page';
import { completeDraft, QUOTE } from './purchase-fixtures';

const ID = '4823eaee-121e-455a-90af-c9d46b4fe468';

describe('proposal resume (spec 3 identifier_proposal)', () => {
  afterEach(() => vi.unstubAllGlobals());

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
});
