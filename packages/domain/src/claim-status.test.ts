import { describe, expect, it } from 'vitest';
import {
  claimCustomerLabel,
  claimDisplayLabel,
  claimStatusInternalLabel,
  claimStatusLabel,
  claimStatusMailName,
} from './claim-status.ts';

describe.each([
  // status, customer label, staff label
  [1, 'ABIERTO', 'ABIERTO'],
  [2, 'CERRADO', 'CERRADO'],
  [3, 'DESCONOCIDO', 'DESCONOCIDO'],
  [4, 'DESCONOCIDO', 'FALTA DOCUMENTACIÓN'],
  [0, 'DESCONOCIDO', 'DESCONOCIDO'],
  [99, 'DESCONOCIDO', 'DESCONOCIDO'],
  [null, 'DESCONOCIDO', 'DESCONOCIDO'],
  [undefined, 'DESCONOCIDO', 'DESCONOCIDO'],
])('internal_status %s', (status, customer, staff) => {
  it(`shows ${customer} to the customer`, () => {
    expect(claimStatusLabel(status)).toBe(customer);
  });
  it(`shows ${staff} to staff`, () => {
    expect(claimStatusInternalLabel(status)).toBe(staff);
  });
});

describe('claimCustomerLabel', () => {
  it.each([
    [1, 'ABIERTO'],
    [2, 'CERRADO'],
    [4, 'ABIERTO · FALTA DOCUMENTACIÓN'],
    [3, 'DESCONOCIDO'],
    [null, 'DESCONOCIDO'],
  ])('%s → %s', (status, label) => {
    expect(claimCustomerLabel(status)).toBe(label);
  });
});

describe('claimStatusMailName', () => {
  it.each([
    [1, 'Abierto'],
    [2, 'Cerrado'],
    [4, 'Pendiente de documentación'],
    [3, 'En revisión'],
    [null, 'En revisión'],
  ])('%s → %s', (status, name) => {
    expect(claimStatusMailName(status)).toBe(name);
  });
});

describe('claimDisplayLabel', () => {
  const sent = '2026-03-03T10:00:00Z';
  it.each([
    [{ sent_at: null, internal_status: 1 }, 'BORRADOR', 'BORRADOR'],
    [{ sent_at: sent, internal_status: 1 }, 'ABIERTO', 'ABIERTO'],
    [{ sent_at: sent, internal_status: 4 }, 'ABIERTO · FALTA DOCUMENTACIÓN', 'FALTA DOCUMENTACIÓN'],
    [{ sent_at: sent, internal_status: 3 }, 'DESCONOCIDO', 'DESCONOCIDO'],
    [{ sent_at: sent, internal_status: 2 }, 'CERRADO', 'CERRADO'],
    [{ sent_at: sent, internal_status: 2, notify_denied: true }, 'CERRADO', 'DENEGADO'],
    [{ sent_at: sent, internal_status: 1, notify_denied: true }, 'ABIERTO', 'ABIERTO'],
  ])('%o → customer %s, staff %s', (claim, customer, staff) => {
    expect(claimDisplayLabel(claim, 'customer')).toBe(customer);
    expect(claimDisplayLabel(claim, 'staff')).toBe(staff);
  });
});
