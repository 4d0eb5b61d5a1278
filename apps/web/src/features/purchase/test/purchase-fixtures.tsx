import type { BookedPolicy, QuotedCoverage } from '@amparo/contract';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import { type PurchaseFlow, PurchaseFlowProvider } from '../hooks/purchase-flow';
import type { FieldErrors } from '../model/field-errors';
import { createDraft, type PurchaseDraft } from '../model/purchase-draft';
import type { PurchaseStep } from '../model/steps';

export function buildCoverage(overrides: Partial<QuotedCoverage> = {}): QuotedCoverage {
  return {
    product_id: 3,
    name: 'Móvil Top',
    tier: 'top',
    coverages: ['Rotura de pantalla', 'Robo'],
    price_monthly: 1495,
    price_yearly: 15698,
    discounted_monthly: 1495,
    discounted_yearly: 15698,
    price: 1495,
    first_year_total: 17940,
    price_monthly_label: '14,95',
    price_yearly_label: '156,98',
    ...overrides,
  };
}

/** A policy as booking answers it (and the payment and result pages keep it): a laptop by default. */
export function buildBookedPolicy(overrides: Partial<BookedPolicy> = {}): BookedPolicy {
  return {
    id: 12,
    number: 'AMP-000012',
    status: 1,
    product: { id: 17, name: 'Portátil Top', product_type_id: 2 },
    periodicity: 1,
    payment_method: 'card',
    premium: 1595,
    annual_premium: 19140,
    discount: null,
    payments: [{ id: 31, sequence: 1, price: 1595, pending_amount: 1595, activation_date: '2026-03-02' }],
    holder: { complete_name: 'Ana Ruiz', email: 'ana@example.com' },
    store_id: null,
    created_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export const QUOTE = {
  product_type_id: 1,
  periodicity: 1,
  device: { label: 'Apple iPhone 16 Pro', brand: 'Apple', model: 'iPhone 16 Pro', value: 121900 },
  coverages: [buildCoverage()],
  discount: null,
};

/** A draft that passes every step, with overrides. */
export function completeDraft(overrides: Partial<PurchaseDraft> = {}): PurchaseDraft {
  return createDraft({
    device: {
      generic_item_id: 2,
      brand: 'Apple',
      model: 'iPhone 16 Pro',
      reference: '',
      part_number: '',
      value: 121900,
      purchase_date: '',
      isManual: false,
    },
    productId: 3,
    holder: {
      name: 'Lucía',
      surname1: 'García',
      surname2: '',
      document_code: '12345678Z',
      email: 'lucia@example.com',
      phone: '612345678',
      birth_date: '',
    },
    ...overrides,
  });
}

/** Mounts one step with a live flow (state kept, steps recorded) inside a memory router. */
export function renderStep(Step: () => React.ReactNode, initial: PurchaseDraft, step: PurchaseStep) {
  const visited: PurchaseStep[] = [];
  function Harness() {
    const [draft, setDraftState] = useState(initial);
    const [serverErrors, setServerErrors] = useState<FieldErrors>({});
    const flow: PurchaseFlow = {
      draft,
      setDraft: (update) => setDraftState(update),
      step,
      goTo: (target) => visited.push(target),
      complete: (_current, next) => setDraftState(next),
      proposalId: null,
      serverErrors,
      setServerErrors,
      saveProgress: (next) => setDraftState(next),
    };
    return (
      <PurchaseFlowProvider value={flow}>
        <Step />
      </PurchaseFlowProvider>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/contratacion', element: <Harness /> },
      { path: '/contratacion/pago', element: <h1>Pago</h1> },
    ],
    { initialEntries: ['/contratacion'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router, visited };
}
