// Every route of the API: method, path (under /api) and how it authenticates. Plain data, no zod, so
// the web's typed client can import it at run time (`@amparo/contract/routes`) without pulling the
// schemas into the landing page's JavaScript. The entry of the same name in `endpoints.ts` completes
// it (schemas, statuses, permission, documentation); the server registers its handler by that name
// (docs/decisions/0016-one-declaration-per-endpoint.md).

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * `public`: never sends the stored login (a dead token cannot end a session on a public page);
 * `session`: sends it (the route needs a login); `optional`: a public route that reads the login
 * when the caller chooses to send it (the settings, the booking of a store seller).
 */
export type EndpointAuth = 'public' | 'session' | 'optional';

export type EndpointRoute = {
  method: HttpMethod;
  /** Under `/api`, with `:name` for path parameters, as the server declares it. */
  path: string;
  auth: EndpointAuth;
  /** The call carries an `Idempotency-Key` header, so a retry never does the work twice. */
  idempotencyKey?: true;
  /** Not JSON: the route answers a file, opened by its address (`apiUrl`). */
  file?: true;
};

export const apiRoutes = {
  health: { method: 'GET', path: '/health', auth: 'public' },
  /** Signed file links and CSP reports: opened or sent by the browser itself, never by the client. */
  downloadFile: { method: 'GET', path: '/files/*', auth: 'public', file: true },
  reportCspViolation: { method: 'POST', path: '/csp-report', auth: 'public' },

  // Catalog: product lines, products and their price bands, categories, settings.
  listProductTypes: { method: 'GET', path: '/product_types', auth: 'public' },
  getProductType: { method: 'GET', path: '/product_types/:id', auth: 'public' },
  listProducts: { method: 'GET', path: '/products', auth: 'public' },
  getProduct: { method: 'GET', path: '/products/:id', auth: 'public' },
  updateProduct: { method: 'PATCH', path: '/products/:id', auth: 'session' },
  productIpid: { method: 'GET', path: '/products/:id/ipid.pdf', auth: 'public', file: true },
  listProductCategories: { method: 'GET', path: '/product_categories', auth: 'public' },
  getProductCategory: { method: 'GET', path: '/product_categories/:id', auth: 'public' },
  createProductCategory: { method: 'POST', path: '/product_categories', auth: 'session' },
  updateProductCategory: { method: 'PATCH', path: '/product_categories/:id', auth: 'session' },
  deleteProductCategory: { method: 'DELETE', path: '/product_categories/:id', auth: 'session' },
  getSettings: { method: 'GET', path: '/settings', auth: 'optional' },
  updateSettings: { method: 'PATCH', path: '/settings', auth: 'session' },

  // Devices of the catalog (brands and models).
  listGenericItems: { method: 'GET', path: '/generic_items', auth: 'public' },
  getGenericItem: { method: 'GET', path: '/generic_items/:id', auth: 'public' },
  saveGenericItem: { method: 'POST', path: '/generic_items', auth: 'session' },
  updateGenericItem: { method: 'PATCH', path: '/generic_items/:id', auth: 'session' },
  retireGenericItem: { method: 'DELETE', path: '/generic_items/:id', auth: 'session' },

  // Discounts.
  validateDiscount: { method: 'GET', path: '/discounts/validate/:code', auth: 'public' },
  getPublicDiscount: { method: 'GET', path: '/public-discount', auth: 'public' },
  listDiscounts: { method: 'GET', path: '/discounts', auth: 'session' },
  getDiscount: { method: 'GET', path: '/discounts/:id', auth: 'session' },
  createDiscount: { method: 'POST', path: '/discounts', auth: 'session' },
  updateDiscount: { method: 'PATCH', path: '/discounts/:id', auth: 'session' },
  deleteDiscount: { method: 'DELETE', path: '/discounts/:id', auth: 'session' },

  // Purchase: quote, saved proposals, booking, the policy behind a mailed link.
  quotePrice: { method: 'GET', path: '/policies/price', auth: 'public' },
  createProposal: { method: 'POST', path: '/proposals', auth: 'public' },
  getProposal: { method: 'GET', path: '/proposals/:id', auth: 'public' },
  updateProposal: { method: 'PATCH', path: '/proposals/:id', auth: 'public' },
  replaceProposal: { method: 'PUT', path: '/proposals/:id', auth: 'public' },
  bookPolicy: { method: 'POST', path: '/policies', auth: 'optional', idempotencyKey: true },
  getPolicyAccess: { method: 'GET', path: '/policy-access/:purpose', auth: 'public' },
  startPolicyLinkSession: { method: 'POST', path: '/policy-access/:purpose/session', auth: 'public' },

  // Phone check (peritación): the policyholder's session or the mailed link's token.
  readImeiScreenshot: { method: 'POST', path: '/policies/:policyId/risk/:riskId/imei', auth: 'optional' },
  saveRiskImei: { method: 'PUT', path: '/policies/:policyId/risk/:riskId/imei', auth: 'optional' },
  saveStaffImei: { method: 'POST', path: '/users/:userId/mobile-imei', auth: 'session' },
  issueEvaluationCode: {
    method: 'POST',
    path: '/policies/:policyId/risk/:riskId/evaluation-code',
    auth: 'optional',
  },
  createEvaluation: { method: 'POST', path: '/policies/:policyId/evaluations', auth: 'optional' },
  getEvaluationStatus: {
    method: 'GET',
    path: '/policies/:policyId/risk/:riskId/evaluation-status',
    auth: 'optional',
  },
  startEvaluationHandoff: {
    method: 'POST',
    path: '/policies/:policyId/evaluation-handoff',
    auth: 'optional',
  },
  createStaffEvaluation: { method: 'POST', path: '/policies/:id/risks/:riskId/evaluations', auth: 'session' },
  decideEvaluation: { method: 'PATCH', path: '/policies/:id/evaluations/:evaluationId', auth: 'session' },
  listEvaluations: { method: 'GET', path: '/evaluations', auth: 'session' },
  listImeiPending: { method: 'GET', path: '/evaluations/imei-pending', auth: 'session' },
  getEvaluation: { method: 'GET', path: '/evaluations/:id', auth: 'session' },

  // Policies in the back office.
  listPolicies: { method: 'GET', path: '/policies', auth: 'session' },
  getPolicy: { method: 'GET', path: '/policies/:id', auth: 'session' },
  cancelPolicy: { method: 'POST', path: '/policies/:id/cancel', auth: 'session', idempotencyKey: true },
  declineRenewal: { method: 'POST', path: '/policies/:id/renewal/decline', auth: 'session' },
  listRenewals: { method: 'GET', path: '/renewals', auth: 'session' },
  changeInsuredDevice: { method: 'POST', path: '/policies/:id/endorsements/device', auth: 'session' },
  /** What cancelling for a reason would do (refund, where to, last day of cover), shown before confirming. */
  previewCancellation: { method: 'GET', path: '/policies/:id/cancellation', auth: 'session' },

  // Claims: the policyholder (own policies) or claims staff; drafts until sent.
  declareClaim: {
    method: 'POST',
    path: '/policies/:id/risks/:riskId/claims',
    auth: 'session',
    idempotencyKey: true,
  },
  listRiskClaims: { method: 'GET', path: '/policies/:id/risks/:riskId/claims', auth: 'session' },
  /** Spec 7's PATCH on the risk's claims: a draft of that risk, named in the body (docs/claims.md). */
  updateRiskClaim: { method: 'PATCH', path: '/policies/:id/risks/:riskId/claims', auth: 'session' },
  listPolicyClaimsOfPolicy: { method: 'GET', path: '/policies/:id/claims', auth: 'session' },
  getClaim: { method: 'GET', path: '/claims/:id', auth: 'session' },
  updateClaimDraft: { method: 'PATCH', path: '/claims/:id', auth: 'session' },
  uploadClaimDocument: { method: 'POST', path: '/claims/:id/documents', auth: 'session' },
  deleteClaimDocument: { method: 'DELETE', path: '/claims/:id/documents/:documentId', auth: 'session' },
  sendClaim: { method: 'POST', path: '/claims/:id/send', auth: 'session' },
  /** Spec 7's POST on /claims/{id}: sends the draft, as /send does (docs/claims.md). */
  submitClaim: { method: 'POST', path: '/claims/:id', auth: 'session' },
  /** The policyholder's message to the desk on a sent claim, with one file if they like. */
  replyToClaim: { method: 'POST', path: '/claims/:id/messages', auth: 'session', idempotencyKey: true },
  markOwnClaimMessagesRead: { method: 'POST', path: '/claims/:id/messages/read', auth: 'session' },
  /** The claims desk's list across policies; with `export_csv=1&token=...` the CSV. */
  listPolicyClaims: { method: 'GET', path: '/policy-claims', auth: 'session' },
  // The claims desk (staff with claims.read to look, claims.manage to act).
  getStaffClaim: { method: 'GET', path: '/claims/:id/desk', auth: 'session' },
  reviewClaimDocument: {
    method: 'POST',
    path: '/claims/:id/documents/:documentId/review',
    auth: 'session',
  },
  changeClaimStatus: { method: 'POST', path: '/claims/:id/status', auth: 'session' },
  addClaimComment: { method: 'POST', path: '/claims/:id/comments', auth: 'session' },
  requestClaimDocument: {
    method: 'POST',
    path: '/claims/:id/document-requests',
    auth: 'session',
    idempotencyKey: true,
  },
  withdrawClaimDocumentRequest: {
    method: 'DELETE',
    path: '/claims/:id/document-requests/:type',
    auth: 'session',
  },
  messageClaimHolder: {
    method: 'POST',
    path: '/claims/:id/desk/messages',
    auth: 'session',
    idempotencyKey: true,
  },
  markClaimMessagesRead: { method: 'POST', path: '/claims/:id/desk/messages/read', auth: 'session' },
  assignRepairCenter: { method: 'PUT', path: '/claims/:id/repair-center', auth: 'session' },
  getClaimsDashboard: { method: 'GET', path: '/claims-dashboard', auth: 'session' },
  listRepairCenters: { method: 'GET', path: '/repair_centers', auth: 'session' },
  createRepairCenter: { method: 'POST', path: '/repair_centers', auth: 'session' },
  getRepairCenter: { method: 'GET', path: '/repair_centers/:id', auth: 'session' },
  updateRepairCenter: { method: 'PATCH', path: '/repair_centers/:id', auth: 'session' },
  deleteRepairCenter: { method: 'DELETE', path: '/repair_centers/:id', auth: 'session' },

  // Receipts handled by staff: on one policy, and across policies.
  createRemainingReceipts: { method: 'POST', path: '/policies/:id/payments/remaining', auth: 'session' },
  deleteReceipt: { method: 'DELETE', path: '/policies/:id/payments/:paymentId/delete', auth: 'session' },
  markReceiptAsPaid: {
    method: 'PUT',
    path: '/policies/:id/payments/:paymentId/mark-as-paid',
    auth: 'session',
  },
  listPayments: { method: 'GET', path: '/payments', auth: 'session' },
  getDailyPayments: { method: 'GET', path: '/payments/daily', auth: 'session' },

  // Stores: public directory and landing pages.
  listStoreDirectory: { method: 'GET', path: '/stores-select', auth: 'public' },
  listStoreLandings: { method: 'GET', path: '/stores-landings', auth: 'public' },
  listLandingsOfStore: { method: 'GET', path: '/stores/:id/landings', auth: 'session' },
  createStoreLanding: { method: 'POST', path: '/stores/:id/landings', auth: 'session' },
  updateStoreLanding: { method: 'PATCH', path: '/stores/:id/landings', auth: 'session' },

  // Call-me-back requests.
  requestCallBack: { method: 'POST', path: '/call-you', auth: 'public' },
  listContactRequests: { method: 'GET', path: '/contact-requests', auth: 'session' },
  closeContactRequest: { method: 'POST', path: '/contact-requests/:id/close', auth: 'session' },

  // Staff accounts.
  login: { method: 'POST', path: '/users/login', auth: 'public' },
  logout: { method: 'POST', path: '/users/logout', auth: 'session' },
  getMe: { method: 'GET', path: '/users/me', auth: 'session' },
  rememberPassword: { method: 'POST', path: '/users/remember-password', auth: 'public' },
  resetPassword: { method: 'POST', path: '/users/reset-password', auth: 'public' },
  listUsers: { method: 'GET', path: '/users', auth: 'session' },
  getUser: { method: 'GET', path: '/users/:id', auth: 'session' },
  createUser: { method: 'POST', path: '/users', auth: 'session' },
  updateUser: { method: 'PATCH', path: '/users/:id', auth: 'session' },
  deleteUser: { method: 'DELETE', path: '/users/:id', auth: 'session' },
  importUsersCsv: { method: 'POST', path: '/users/users-csv', auth: 'session' },
  getJob: { method: 'GET', path: '/jobs/:id', auth: 'session' },
  /** The recurring jobs (Operaciones): their runs, and one run now. */
  listSchedules: { method: 'GET', path: '/schedules', auth: 'session' },
  runScheduleNow: { method: 'POST', path: '/schedules/:name/run', auth: 'session' },
  assignDistributor: { method: 'POST', path: '/users/:id/distributors/:targetId', auth: 'session' },
  unassignDistributor: { method: 'DELETE', path: '/users/:id/distributors/:targetId', auth: 'session' },
  assignStore: { method: 'POST', path: '/users/:id/stores/:targetId', auth: 'session' },
  unassignStore: { method: 'DELETE', path: '/users/:id/stores/:targetId', auth: 'session' },
  exportPersonalData: { method: 'GET', path: '/users/:id/personal-data', auth: 'session' },
  erasePersonalData: { method: 'POST', path: '/users/:id/erase', auth: 'session' },

  // Customer area.
  requestAccessCode: { method: 'POST', path: '/customer/access-code', auth: 'public' },
  startCustomerSession: { method: 'POST', path: '/customer/session', auth: 'public' },
  getCustomerHome: { method: 'GET', path: '/customer/home', auth: 'session' },
  updateCustomerContact: { method: 'PATCH', path: '/customer/contact', auth: 'session' },
  confirmCustomerEmail: { method: 'POST', path: '/customer/contact/email-confirmation', auth: 'session' },
  updatePaymentMethod: { method: 'PATCH', path: '/customer/policies/:id/payment-method', auth: 'session' },
  listCustomerDocuments: { method: 'GET', path: '/customer/policies/:id/documents', auth: 'session' },
  /** The policyholder's own policy as a mail link would show it (the phone check from the customer area). */
  getOwnPolicyAccess: { method: 'GET', path: '/customer/policies/:id/access/:purpose', auth: 'session' },

  // Card payments of receipts: the policyholder, staff, or the holder of the payment link.
  getCardPaymentForm: { method: 'GET', path: '/policies/:id/payments/:paymentId/form', auth: 'optional' },
  payWithStoredCard: { method: 'PUT', path: '/policies/:id/payments/:paymentId/pay', auth: 'optional' },
  payWithNewCard: { method: 'PUT', path: '/policies/:id/payments/:paymentId/pay-new-card', auth: 'optional' },
  registerNewCard: { method: 'POST', path: '/policies/:id/payment_methods/new-card', auth: 'optional' },
  updatePolicyPaymentMethod: {
    method: 'PATCH',
    path: '/policies/:id/payment_methods/:methodId',
    auth: 'optional',
  },
  makePayment: { method: 'PUT', path: '/policies/:id/make-payment', auth: 'optional' },
  /** Staff (payments.manage) give back all or part of a paid receipt. */
  refundPayment: {
    method: 'POST',
    path: '/policies/:id/payments/:paymentId/refund',
    auth: 'session',
    idempotencyKey: true,
  },
  /** Posted by the card gateway itself (Redsys), form-encoded and signed. */
  receiveCardNotification: { method: 'POST', path: '/payments/redsys/notification', auth: 'public' },
  /** The built-in sandbox gateway's pages (HTML, posted to by the browser). */
  sandboxGatewayStart: { method: 'POST', path: '/sandbox-gateway/realizarPago', auth: 'public', file: true },
  sandboxGatewayPay: { method: 'POST', path: '/sandbox-gateway/pagar', auth: 'public', file: true },
  sandboxGatewayChallenge: { method: 'POST', path: '/sandbox-gateway/3ds', auth: 'public', file: true },

  // SEPA direct debit files and bank returns.
  createSepaFile: { method: 'POST', path: '/sepa_files', auth: 'session' },
  listSepaFiles: { method: 'GET', path: '/sepa_files', auth: 'session' },
  getSepaFile: { method: 'GET', path: '/sepa_files/:id', auth: 'session' },
  downloadSepaFile: { method: 'GET', path: '/sepa_files/:id/xml', auth: 'session', file: true },
  importSepaReturns: { method: 'POST', path: '/sepa_returns', auth: 'session' },
  returnTransaction: {
    method: 'PUT',
    path: '/policies/:id/payments/:paymentId/transactions/:transactionId/return',
    auth: 'session',
  },
  /** Like the card payment routes: the policyholder, staff, or the holder of the payment link. */
  payByIban: { method: 'PUT', path: '/policies/:id/payments/:paymentId/pay-iban', auth: 'optional' },
  payByNewIban: { method: 'PUT', path: '/policies/:id/payments/:paymentId/pay-new-iban', auth: 'optional' },

  // Signing the contract: the policyholder's session or the signing link's token.
  getSigning: { method: 'GET', path: '/policies/:id/signature', auth: 'optional' },
  /** After a signing lapsed or failed: the contract prepared again, a fresh signing open. */
  startSigning: { method: 'POST', path: '/policies/:id/signature/start', auth: 'optional' },
  /** The unsigned contract to read before signing (opened by address, with `?token=`). */
  openSigningDocument: {
    method: 'GET',
    path: '/policies/:id/signature/document',
    auth: 'optional',
    file: true,
  },
  sendSigningCode: { method: 'POST', path: '/policies/:id/signature/code', auth: 'optional' },
  signContract: {
    method: 'POST',
    path: '/policies/:id/signature/sign',
    auth: 'optional',
    idempotencyKey: true,
  },
  // The signing trail and the policy's mails, in the back office.
  getPolicyEvidence: { method: 'GET', path: '/policies/:id/evidence', auth: 'session' },
  verifyPolicyDocument: { method: 'POST', path: '/policies/:id/evidence/verify-document', auth: 'session' },
  resendSigningLink: { method: 'POST', path: '/policies/:id/signature/resend', auth: 'session' },
  sendPolicyDocuments: { method: 'POST', path: '/policies/:id/mail', auth: 'session' },

  // Audit, mail outbox, partner selectors, CSV export links.
  listAudit: { method: 'GET', path: '/audit', auth: 'session' },
  listMail: { method: 'GET', path: '/mail-outbox', auth: 'session' },
  resendMail: { method: 'POST', path: '/mail-outbox/:id/resend', auth: 'session' },
  listPartnerOptions: { method: 'GET', path: '/partner-options', auth: 'session' },
  issueExportToken: { method: 'POST', path: '/exports/token', auth: 'session' },

  // The distribution network: distributors, stores and their CSV imports.
  listDistributors: { method: 'GET', path: '/distributors', auth: 'session' },
  getDistributor: { method: 'GET', path: '/distributors/:id', auth: 'session' },
  createDistributor: { method: 'POST', path: '/distributors', auth: 'session' },
  updateDistributor: { method: 'PATCH', path: '/distributors/:id', auth: 'session' },
  deleteDistributor: { method: 'DELETE', path: '/distributors/:id', auth: 'session' },
  importDistributorStores: { method: 'POST', path: '/distributors/:id/stores-csv', auth: 'session' },
  listStores: { method: 'GET', path: '/stores', auth: 'session' },
  listStoresPriv: { method: 'GET', path: '/stores-priv', auth: 'session' },
  getStore: { method: 'GET', path: '/stores/:id', auth: 'session' },
  createStore: { method: 'POST', path: '/stores', auth: 'session' },
  updateStore: { method: 'PATCH', path: '/stores/:id', auth: 'session' },
  deleteStore: { method: 'DELETE', path: '/stores/:id', auth: 'session' },
  importStoreDiscounts: { method: 'POST', path: '/stores/:id/discounts-csv', auth: 'session' },
  // Policy administration (docs/policy-admin.md).
  updatePolicy: { method: 'PATCH', path: '/policies/:id', auth: 'session' },
  adminUpdatePolicy: { method: 'PATCH', path: '/policies/:id/admin', auth: 'session' },
  changePolicyTier: { method: 'POST', path: '/policies/:id/endorsements/tier', auth: 'session' },
  changePolicyPeriodicity: {
    method: 'POST',
    path: '/policies/:id/endorsements/periodicity',
    auth: 'session',
  },
  savePolicySettings: { method: 'POST', path: '/policies/:id/settings', auth: 'session' },
  applyPolicyDiscount: { method: 'POST', path: '/policies/:id/discount', auth: 'session' },
  removePolicyDiscount: { method: 'DELETE', path: '/policies/:id/discount/:discountId', auth: 'session' },
  sendPolicyToPartner: {
    method: 'POST',
    path: '/policies/:id/send-to-:partner',
    auth: 'session',
    idempotencyKey: true,
  },
  listPartnerDeliveries: { method: 'GET', path: '/policies/:id/partner-deliveries', auth: 'session' },
  listRiskCoordinates: {
    method: 'GET',
    path: '/policies/:id/mobile-terminals/:riskId/coordinates',
    auth: 'session',
  },
  // Back-office dashboard: sales, premium, receipts, evaluations and claims of a period.
  getDashboard: { method: 'GET', path: '/dashboard', auth: 'session' },
} as const satisfies Record<string, EndpointRoute>;

export type ApiRoutes = typeof apiRoutes;
export type EndpointName = keyof ApiRoutes;
