import { describe, expect, it } from 'vitest';
import './admin-texts';
import { i18n } from './index';

// Counts read as Spanish: one item singular, any other number plural (issue: "1 tiendas").
describe('plural texts', () => {
  it.each([
    ['admin.users.assignedStores', 0, '0 tiendas'],
    ['admin.users.assignedStores', 1, '1 tienda'],
    ['admin.users.assignedStores', 2, '2 tiendas'],
    ['admin.users.assignedDistributors', 1, '1 distribuidor'],
    ['admin.users.assignedDistributors', 3, '3 distribuidores'],
    ['admin.dashboard.claimsPanel.averageValue', 1, '1 día'],
    ['admin.dashboard.claimsPanel.averageValue', 1.5, '1,5 días'],
  ] as const)('%s with %d reads "%s"', (key, count, text) => {
    expect(i18n.t(key, { count, days: count.toLocaleString('es-ES') })).toBe(text);
  });
});
