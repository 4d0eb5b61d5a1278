import { PATHS } from '../../app/paths';

// The back-office sections added after the first release. They live here, next
// to their pages, because app/paths.ts is the customer side's table (spec 2).
export const ADMIN_PATHS = {
  policies: `${PATHS.admin}/polizas`,
  policy: `${PATHS.admin}/polizas/:id`,
  catalog: `${PATHS.admin}/catalogo`,
  discounts: `${PATHS.admin}/descuentos`,
  stores: `${PATHS.admin}/tiendas`,
  settings: `${PATHS.admin}/ajustes`,
} as const;

export function adminPolicyPath(id: number): string {
  return ADMIN_PATHS.policy.replace(':id', String(id));
}

/** The audit list filtered to one record, e.g. every change of policy 12. */
export function adminAuditPath(entityType: string, entityId: number): string {
  const query = new URLSearchParams({ entity_type: entityType, entity_id: String(entityId) });
  return `${PATHS.adminAudit}?${query.toString()}`;
}
