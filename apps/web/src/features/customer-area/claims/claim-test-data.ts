import type { ClaimDetail, CustomerHome, CustomerPolicy } from '@amparo/contract';

// Tests only: a customer home and claims as the API answers them, with overrides.

export function buildPolicy(overrides: Partial<CustomerPolicy> = {}): CustomerPolicy {
  return {
    id: 41,
    number: 'AMP-2026-000041',
    status: 3,
    status_name: 'Activa, pagada y firmada',
    product: { name: 'Móvil Top', product_type_id: 1 },
    devices: ['Apple iPhone 15'],
    risks: [{ id: 7, risk_type: 1, label: 'Apple iPhone 15' }],
    periodicity: 1,
    premium: 999,
    sign_link: null,
    accepts_claims: true,
    evaluation_outcome: null,
    created_at: '2026-01-15T10:00:00Z',
    notifications: [],
    payments: [],
    claims: [],
    ...overrides,
  };
}

export function buildHome(policies: CustomerPolicy[], overrides: Partial<CustomerHome> = {}): CustomerHome {
  return {
    user: { name: 'Lucía', email: 'lucia@example.com', phone: null },
    notifications: [],
    policies,
    ...overrides,
  };
}

type Item = ClaimDetail['checklist']['items'][number];

export const INVOICE: Item = {
  type: 'invoice',
  title: 'Factura de compra',
  description: 'Factura de compra del aparato asegurado. Puedes adjuntar varios archivos.',
  allow_multiple: true,
  state: 'pending_upload',
  rejection_reason: null,
  document_ids: [],
  requested_at: null,
};

export const PHOTOS: Item = {
  type: 'damage_photos',
  title: 'Fotos de los daños',
  description: 'Fotografías en las que se vean con claridad los daños.',
  allow_multiple: true,
  state: 'pending_upload',
  rejection_reason: null,
  document_ids: [],
  requested_at: null,
};

export function buildFile(
  id: number,
  type: string,
  overrides: Partial<ClaimDetail['documents'][number]> = {},
): ClaimDetail['documents'][number] {
  return {
    id,
    type,
    filename: `archivo-${id}.pdf`,
    mime: 'application/pdf',
    size_bytes: 120_000,
    review_status: 'pending',
    rejection_reason: null,
    replaces_id: null,
    created_at: '2026-03-10T10:00:00Z',
    url: `/api/files/claims/12/${id}?sig=abc`,
    ...overrides,
  };
}

/** A claim whose checklist is worked out from `items` (missing: pending or rejected). */
export function buildClaim(
  overrides: Partial<ClaimDetail> = {},
  items: Item[] = [INVOICE, PHOTOS],
): ClaimDetail {
  const missing = items
    .filter((i) => i.state === 'pending_upload' || i.state === 'rejected')
    .map((i) => i.type);
  return {
    id: 12,
    number: null,
    policy_id: 41,
    policy_risk_id: 7,
    device: 'Apple iPhone 15',
    claim_type_id: 1,
    claim_type_name: 'Rotura de pantalla frontal',
    internal_status: 1,
    status_label: 'BORRADOR',
    is_draft: true,
    occurred_on: '2026-03-08',
    sent_at: null,
    closed_at: null,
    created_at: '2026-03-10T09:00:00Z',
    checklist: { items, missing, is_complete: missing.length === 0 },
    deadlines: {
      report: { due: '2026-03-15', state: 'ok', days_left: 5 },
      minimum_payment: null,
      target: null,
      worst: 'ok',
    },
    notify_denied: false,
    denial_reason: null,
    policy_number: 'AMP-2026-000041',
    product_type_id: 1,
    description: 'Se me cayó al suelo y la pantalla se rompió.',
    source: 'customer',
    repair_center_id: null,
    extra_fields: [],
    documents: [],
    statuses: [],
    messages: [],
    updated_at: '2026-03-10T09:00:00Z',
    ...overrides,
  };
}
