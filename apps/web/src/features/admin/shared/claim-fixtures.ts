import type { ClaimsDashboard, PolicyClaimListItem, RepairCenter, StaffClaimDetail } from '@amparo/contract';

// Builders for the claims desk's component tests (and the screenshot script), shaped
// exactly as the contract's answers; every level takes overrides.

export function buildClaimListItem(overrides: Partial<PolicyClaimListItem> = {}): PolicyClaimListItem {
  return {
    id: 42,
    number: 'SIN-2026-000042',
    policy_id: 7,
    policy_number: 'AMP-2026-000007',
    complete_name: 'Lucía Martín Gómez',
    product_type_id: 1,
    claim_type_id: 4,
    claim_type_name: 'Daños por agua',
    internal_status: 1,
    status_label: 'ABIERTO',
    notify_denied: false,
    is_draft: false,
    occurred_on: '2026-03-01',
    sent_at: '2026-03-03T10:15:00Z',
    closed_at: null,
    distributor_id: 1,
    store_id: 1,
    store_name: 'MóvilMarket Gran Vía',
    repair_center_id: null,
    repair_center_name: null,
    deadline_state: 'ok',
    unread_messages: 0,
    ...overrides,
  };
}

export function buildRepairCenter(overrides: Partial<RepairCenter> = {}): RepairCenter {
  return {
    id: 3,
    name: 'TecnoRepara Madrid',
    tax_id: 'B12345678',
    email: 'taller@tecnorepara.es',
    phone: '912345678',
    address: 'Calle de Alcalá 100',
    city: 'Madrid',
    province: 'Madrid',
    postal_code: '28009',
    product_type_ids: [1, 6],
    active: true,
    open_claims: 2,
    created_at: '2026-01-10T09:00:00Z',
    updated_at: '2026-01-10T09:00:00Z',
    ...overrides,
  };
}

type FileOverrides = Partial<StaffClaimDetail['documents'][number]>;

export function buildClaimFile(overrides: FileOverrides = {}): StaffClaimDetail['documents'][number] {
  return {
    id: 101,
    type: 'invoice',
    filename: 'factura.pdf',
    mime: 'application/pdf',
    size_bytes: 184_320,
    review_status: 'pending',
    rejection_reason: null,
    replaces_id: null,
    created_at: '2026-03-03T10:00:00Z',
    url: '/api/files/claims/42/factura.pdf?sig=a',
    ...overrides,
  };
}

export function buildStaffClaim(overrides: Partial<StaffClaimDetail> = {}): StaffClaimDetail {
  const invoice = buildClaimFile();
  const photo = buildClaimFile({
    id: 102,
    type: 'damage_photos',
    filename: 'pantalla.jpg',
    mime: 'image/jpeg',
    size_bytes: 512_000,
    url: '/api/files/claims/42/pantalla.jpg?sig=b',
  });
  return {
    id: 42,
    number: 'SIN-2026-000042',
    policy_id: 7,
    policy_risk_id: 9,
    device: 'Apple iPhone 15',
    claim_type_id: 4,
    claim_type_name: 'Daños por agua',
    internal_status: 1,
    status_label: 'ABIERTO',
    is_draft: false,
    occurred_on: '2026-03-01',
    sent_at: '2026-03-03T10:15:00Z',
    closed_at: null,
    created_at: '2026-03-03T09:50:00Z',
    checklist: {
      items: [
        {
          type: 'invoice',
          title: 'Factura de compra',
          description: 'La factura del móvil, con el IMEI o el modelo.',
          allow_multiple: false,
          state: 'received',
          rejection_reason: null,
          document_ids: [invoice.id],
          requested_at: null,
        },
        {
          type: 'damage_photos',
          title: 'Fotos de los daños',
          description: 'Fotos claras del móvil donde se vean los daños.',
          allow_multiple: true,
          state: 'received',
          rejection_reason: null,
          document_ids: [photo.id],
          requested_at: null,
        },
      ],
      missing: [],
      is_complete: true,
    },
    deadlines: {
      report: { due: '2026-03-08', state: 'ok', days_left: null },
      minimum_payment: { due: '2026-04-12', state: 'ok', days_left: 30 },
      target: { due: '2026-04-02', state: 'near', days_left: 1 },
      worst: 'near',
    },
    notify_denied: false,
    denial_reason: null,
    policy_number: 'AMP-2026-000007',
    product_type_id: 1,
    description: 'Se me cayó el móvil a la piscina y ya no enciende.',
    source: 'customer',
    repair_center_id: null,
    extra_fields: [
      {
        id: 'liquid',
        label: 'Tipo de líquido',
        type: 'select',
        options: ['Agua', 'Otro'],
        required: true,
        value: 'Agua',
      },
      { id: 'turns_on', label: '¿Enciende?', type: 'toggle', required: true, value: false },
    ],
    documents: [invoice, photo],
    statuses: [
      { status: 1, label: 'ABIERTO', comment: 'Siniestro declarado', created_at: '2026-03-03T10:15:00Z' },
    ],
    messages: [],
    updated_at: '2026-03-03T10:15:00Z',
    policyholder: { name: 'Lucía Martín Gómez', email: 'lucia@example.com', phone: '612345678' },
    product_type_name: 'Móvil',
    repair_center_name: null,
    history: [
      {
        id: 1,
        status: 1,
        label: 'ABIERTO',
        comment: 'Siniestro declarado',
        is_public: true,
        created_by_name: 'Lucía Martín Gómez',
        created_at: '2026-03-03T10:15:00Z',
      },
      {
        id: 2,
        status: 1,
        label: 'ABIERTO',
        comment: 'Llamar al cliente para confirmar el IMEI.',
        is_public: false,
        created_by_name: 'Marta López',
        created_at: '2026-03-04T08:30:00Z',
      },
    ],
    reviews: [],
    evaluation_photos: [
      {
        evaluation_id: 5,
        side: 'front',
        taken_at: '2026-01-12T11:00:00Z',
        url: '/api/files/evaluations/5/front.jpg?sig=c',
      },
      {
        evaluation_id: 5,
        side: 'back',
        taken_at: '2026-01-12T11:00:00Z',
        url: '/api/files/evaluations/5/back.jpg?sig=d',
      },
    ],
    ...overrides,
  };
}

export function buildClaimsDashboard(overrides: Partial<ClaimsDashboard> = {}): ClaimsDashboard {
  return {
    open_by_type: [
      {
        claim_type_id: 1,
        claim_type_name: 'Rotura de pantalla frontal',
        under_7_days: 4,
        from_7_to_30_days: 2,
        over_30_days: 1,
        total: 7,
      },
      {
        claim_type_id: 4,
        claim_type_name: 'Daños por agua',
        under_7_days: 1,
        from_7_to_30_days: 0,
        over_30_days: 0,
        total: 1,
      },
    ],
    open_total: 8,
    deadlines_near: 2,
    deadlines_late: 1,
    average_days_to_close: 12.5,
    closed_last_90_days: 14,
    ...overrides,
  };
}
