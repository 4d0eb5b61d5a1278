// @vitest-environment happy-dom
import type { PolicyAccess } from '@amparo/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestOf } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import EvaluationLayout from './evaluation-layout';

const ACCESS: PolicyAccess = {
  purpose: 'evaluation',
  policy: {
    id: 12,
    number: 'AMP-000012',
    holder_name: 'Ana',
    product: { name: 'Móvil Top', product_type_id: 1 },
    devices: ['Apple iPhone 16'],
    periodicity: 1,
    payment_method_type: 1,
    iban_last4: null,
    next_receipt: null,
  },
};

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

function renderLayout(path: string) {
  return renderRoutes(
    [
      {
        path: '/evaluation',
        element: <EvaluationLayout />,
        children: [{ index: true, element: <h1>Identifica tu móvil</h1> }],
      },
    ],
    path,
  );
}

describe('evaluation layout opened from the booking mail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('greets the customer with the phone and policy of the link', async () => {
    const fetchMock = mockFetch(() => ({ body: ACCESS }));
    renderLayout(`/evaluation?acceso=${TOKEN}`);
    expect(await screen.findByText('Comprobación de tu Apple iPhone 16 · póliza AMP-000012')).toBeTruthy();
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Identifica tu móvil' })).toBeTruthy();
    expect(requestOf(fetchMock).url).toBe(`/api/policy-access/evaluation?token=${TOKEN}`);
  });

  it('shows the expired-link page on 401', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'El enlace no es válido o ha caducado.' } }));
    renderLayout(`/evaluation?acceso=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Este enlace ha caducado' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Identifica tu móvil' })).toBeNull();
  });

  it('without a token, keeps the generic title and calls nothing', async () => {
    const fetchMock = mockFetch();
    renderLayout('/evaluation');
    expect(await screen.findByText('Comprobación de tu móvil')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
