import type { Distributor } from '@amparo/contract';

export function buildDistributor(overrides: Partial<Distributor> = {}): Distributor {
  return {
    id: 3,
    name: 'MóvilMarket',
    tax_id: 'B12345674',
    email: 'socios@movilmarket.example',
    phone: '910000000',
    contact_name: 'Marta Ruiz',
    address: 'Calle Mayor 1',
    city: 'Madrid',
    province: 'Madrid',
    postal_code: '28013',
    commission_bp: 1250,
    active: true,
    store_count: 4,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}
