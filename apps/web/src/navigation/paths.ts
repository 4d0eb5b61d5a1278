// The pages that mails link to take their paths from the contract's one table (LINK_PATHS).
import { LINK_PATHS } from '@amparo/contract/links';

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
  purchasePayment: LINK_PATHS.purchasePayment,
  purchaseResult: '/contratacion/resultado',
  storeLanding: '/tienda/:slug',
  // Spec 2's named route `payments`: one receipt of one policy, and where the card gateway sends the customer back.
  payReceipt: '/pagos/:policyId/:paymentId',
  paymentResult: '/pagos/resultado',

  evaluation: '/evaluation',
  evaluationImeiRepeated: '/evaluation/imei-repeated',
  evaluationInstructions: '/evaluation/instructions',
  evaluationPrecapture: '/evaluation/precapture',
  evaluationPrecaptureFront: '/evaluation/precapture/front',
  evaluationCaptureFront: '/evaluation/capture/front',
  evaluationPrecaptureBack: '/evaluation/precapture/back',
  evaluationCaptureBack: '/evaluation/capture/back',
  evaluationSummary: '/evaluation/summary',
  /** Waiting for the automatic check after the photos are sent, then on to its result. */
  evaluationChecking: '/evaluation/checking',
  evaluationRejected: '/evaluation/rejected',
  evaluationBreakage: '/evaluation/breakage',

  /** Signing the policy contract (docs/signing-web.md): the mail's link and `policies.sign_link` open it. */
  signing: LINK_PATHS.signing,
  signatureReturn: LINK_PATHS.signatureReturn,
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
  adminResetPassword: LINK_PATHS.adminResetPassword,
  adminUsers: '/admin/usuarios',
  adminAudit: '/admin/auditoria',
  adminMailOutbox: '/admin/correos',
  adminContactRequests: '/admin/llamadas',
  customerArea: LINK_PATHS.customerArea,
  customerAccess: '/area-cliente/acceso',
  /** The one confirmation page of the withdrawal (desistimiento, docs/cancellation.md). */
  customerWithdrawal: '/area-cliente/polizas/:id/desistir',
  /** Declaring a claim (docs/claims-web.md): `?poliza=<policy id>`. */
  customerClaimNew: '/area-cliente/siniestros/nuevo',
  /** One claim: the claim mails link here, so the path stays as it is. */
  customerClaim: LINK_PATHS.customerClaim,
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

export function withdrawalPath(policyId: string | number): string {
  return PATHS.customerWithdrawal.replace(':id', encodeURIComponent(String(policyId)));
}

/** The claim form for one policy: '/area-cliente/siniestros/nuevo?poliza=12'. */
export function newClaimPath(policyId: string | number): string {
  return `${PATHS.customerClaimNew}?${new URLSearchParams({ poliza: String(policyId) })}`;
}

/** The hash that takes a claim's page to the upload of the document to send (again). */
export const CLAIM_UPLOAD_HASH = 'adjuntar';

/** One claim's page; `toUpload` opens it at the upload of the document asked for. */
export function claimPath(claimId: string | number, options: { toUpload?: boolean } = {}): string {
  const path = PATHS.customerClaim.replace(':id', encodeURIComponent(String(claimId)));
  return options.toUpload ? `${path}#${CLAIM_UPLOAD_HASH}` : path;
}

export function signingPath(policyId: string | number): string {
  return PATHS.signing.replace(':id', encodeURIComponent(String(policyId)));
}

export function signatureReturnPath(policyId: string | number): string {
  return PATHS.signatureReturn.replace(':id', encodeURIComponent(String(policyId)));
}

/**
 * The payment page of one receipt. `policyNumber` only labels the page before it loads; a mail
 * link's token (`acceso`) is the credential when nobody is logged in.
 */
export function payReceiptPath(
  policyId: string | number,
  paymentId: string | number,
  options: { policyNumber?: string | null; accessToken?: string | null; afterBooking?: boolean } = {},
): string {
  const path = PATHS.payReceipt
    .replace(':policyId', encodeURIComponent(String(policyId)))
    .replace(':paymentId', encodeURIComponent(String(paymentId)));
  const query = new URLSearchParams();
  if (options.policyNumber) query.set('poliza', options.policyNumber);
  if (options.accessToken) query.set('acceso', options.accessToken);
  // Right after booking in this tab: the page also offers the booking's summary ('Pagar más tarde').
  if (options.afterBooking) query.set('alta', '1');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Where the customer area's access page goes once the code is accepted: `?volver=` when it is
 * a path of this app ('/pagos/12/31?poliza=…'), never another site ('//evil', 'https://…').
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The customer area's access page, back to `returnTo` after the one-time code. */
export function customerAccessPath(returnTo?: string | null): string {
  const back = safeReturnPath(returnTo);
  return back
    ? `${PATHS.customerAccess}?${new URLSearchParams({ volver: back }).toString()}`
    : PATHS.customerAccess;
}

/** The phone check's deep link (OS guard, then /evaluation): '/peritation/12?risk_id=30'. */
export function peritationPath(policyId: string | number, riskId?: string | number | null): string {
  const path = `${PATHS.peritation}/${encodeURIComponent(String(policyId))}`;
  return riskId === undefined || riskId === null
    ? path
    : `${path}?${new URLSearchParams({ risk_id: String(riskId) })}`;
}

/** The camera permission page, back to the capture page `from` ('Volver a intentarlo'). */
export function permissionRequiredPath(from: string): string {
  return `${PATHS.permissionRequired}?${new URLSearchParams({ desde: from }).toString()}`;
}

export function storeLandingPath(slug: string): string {
  return PATHS.storeLanding.replace(':slug', encodeURIComponent(slug));
}

// The back-office sections added after the first release.
export const ADMIN_PATHS = {
  policies: `${PATHS.admin}/polizas`,
  policy: `${PATHS.admin}/polizas/:id`,
  payments: `${PATHS.admin}/cobros`,
  catalog: `${PATHS.admin}/catalogo`,
  discounts: `${PATHS.admin}/descuentos`,
  stores: `${PATHS.admin}/tiendas`,
  settings: `${PATHS.admin}/ajustes`,
  sepaFiles: `${PATHS.admin}/remesas`,
  sepaFile: `${PATHS.admin}/remesas/:id`,
  evaluations: `${PATHS.admin}/peritaciones`,
  /** The phones left without an IMEI after the customer's 3 attempts (docs/phone-check.md). */
  imeiQueue: `${PATHS.admin}/peritaciones/imei`,
  evaluation: `${PATHS.admin}/peritaciones/:id`,
  claims: `${PATHS.admin}/siniestros`,
  claim: LINK_PATHS.adminClaim,
  repairCenters: `${PATHS.admin}/talleres`,
  // The distribution network (docs/network.md).
  distributors: `${PATHS.admin}/distribuidores`,
  // The scheduled jobs and the failed ones (docs/operations.md).
  operations: `${PATHS.admin}/operaciones`,
} as const;

export function adminPolicyPath(id: number): string {
  return ADMIN_PATHS.policy.replace(':id', String(id));
}

export function adminEvaluationPath(id: number): string {
  return ADMIN_PATHS.evaluation.replace(':id', String(id));
}

export function adminClaimPath(id: number): string {
  return ADMIN_PATHS.claim.replace(':id', String(id));
}

/** The audit list filtered to one record, e.g. every change of policy 12. */
export function adminAuditPath(entityType: string, entityId: number): string {
  const query = new URLSearchParams({ entity_type: entityType, entity_id: String(entityId) });
  return `${PATHS.adminAudit}?${query.toString()}`;
}
