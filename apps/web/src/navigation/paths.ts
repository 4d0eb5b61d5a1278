// Every path of the web app, in one module of the shared navigation layer: spec 2's
// customer pages, the store landing pages, the customer area and the back office.
// Features import it from here (never from app/ nor from each other).
export const PATHS = {
  home: '/',
  pricing: '/pricing',
  multi: '/multi',
  map: '/map',
  howItWorks: '/comofunciona',
  featured: '/destacados',
  faqs: '/faqs',
  purchase: '/contratacion',
  purchasePayment: '/contratacion/pago',
  purchaseResult: '/contratacion/resultado',
  storeLanding: '/tienda/:slug',

  evaluation: '/evaluation',
  evaluationImeiRepeated: '/evaluation/imei-repeated',
  evaluationInstructions: '/evaluation/instructions',
  evaluationPrecapture: '/evaluation/precapture',
  evaluationPrecaptureFront: '/evaluation/precapture/front',
  evaluationCaptureFront: '/evaluation/capture/front',
  evaluationPrecaptureBack: '/evaluation/precapture/back',
  evaluationCaptureBack: '/evaluation/capture/back',
  evaluationSummary: '/evaluation/summary',
  evaluationRejected: '/evaluation/rejected',
  evaluationBreakage: '/evaluation/breakage',

  signatureReturn: '/signature/:id/return',
  invalidDevice: '/invalid/device',
  invalidVersion: '/invalid',
  permissionRequired: '/permission-required',
  error: '/error',
  errorRepeatedImei: '/error/repeated-imei',
  peritation: '/peritation',

  // Back office (lazily loaded, never downloaded by customers) and customer area.
  admin: '/admin',
  adminLogin: '/admin/login',
  adminRememberPassword: '/admin/recordar-contrasena',
  adminResetPassword: '/admin/restablecer-contrasena',
  adminUsers: '/admin/usuarios',
  adminAudit: '/admin/auditoria',
  adminMailOutbox: '/admin/correos',
  adminContactRequests: '/admin/llamadas',
  customerArea: '/area-cliente',
  customerAccess: '/area-cliente/acceso',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

export function signatureReturnPath(policyId: string): string {
  return PATHS.signatureReturn.replace(':id', encodeURIComponent(policyId));
}

export function storeLandingPath(slug: string): string {
  return PATHS.storeLanding.replace(':slug', encodeURIComponent(slug));
}

// The back-office sections added after the first release.
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
