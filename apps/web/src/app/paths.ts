// Path constants of spec 2, plus the store landing pages and the back office.
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
