import { describe, expect, it } from 'vitest';
import { claimStatusInternalLabel, claimStatusLabel, claimStatusMailName } from './claim-status.ts';

describe.each([
  // status, customer label, staff label
  [1, 'ABIERTO', 'ABIERTO'],
  [2, 'CERRADO', 'CERRADO'],
  [3, 'DESCONOCIDO', 'DESCONOCIDO'],
  [4, 'DESCONOCIDO', 'DOCUMENTACIÓN RECHAZADA'],
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
