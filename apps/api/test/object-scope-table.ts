/**
 * Object-level authorization: what another tenant gets from each route with an id in its
 * path, tested by apps/api/src/object-authorization.test.ts against the OpenAPI document, so a new
 * route with an id fails until it has a row here.
 *
 * Columns (OUTSIDERS of test/object-fixtures.ts), each calling with tenant A's real ids:
 *   customerB  a policyholder with a policy of their own, not tenant A's
 *   sellerA2   a store seller of another store of tenant A's distributor
 *   managerB   a distributor manager of another distributor
 *
 * The rule (docs/security.md, "Hostile input"): an object that is not the caller's answers exactly
 * like an id that does not exist, never 2xx:
 *   404  the role may use the route, the object is out of its scope (or no link token was given)
 *   403  the role may not use the route at all: the permission check runs before any lookup,
 *        so the answer is the same for every id and reveals nothing
 *   400  the link's token (a query parameter) is validated before the id is read: same answer
 *        for any id (the test sends VALID_BODIES below, or a plausible body built from the schema)
 *   200  only for SHARED_OBJECTS (everyone's by design) and IN_SCOPE cells below
 * Review a new row as a person would: a 200 or a 403 that differs from the missing-id answer fails.
 */
export const OBJECT_SCOPE: Record<string, string> = {
  //                                                  customerB sellerA2 managerB
  'GET /api/product_types/:id': '200 200 200',
  'GET /api/products/:id': '200 200 200',
  'PATCH /api/products/:id': '403 403 403',
  'GET /api/product_categories/:id': '200 200 200',
  'PATCH /api/product_categories/:id': '403 403 403',
  'DELETE /api/product_categories/:id': '403 403 403',
  'GET /api/generic_items/:id': '200 200 200',
  'PATCH /api/generic_items/:id': '403 403 403',
  'DELETE /api/generic_items/:id': '403 403 403',
  'GET /api/discounts/validate/:code': '200 200 200',
  'GET /api/discounts/:id': '403 403 403',
  'PATCH /api/discounts/:id': '403 403 403',
  'DELETE /api/discounts/:id': '403 403 403',
  'GET /api/proposals/:id': '200 200 200',
  'PATCH /api/proposals/:id': '200 200 200',
  'PUT /api/proposals/:id': '200 200 200',
  'GET /api/policy-access/:purpose': '400 400 400',
  'POST /api/policy-access/:purpose/session': '400 400 400',
  'POST /api/policies/:policyId/risk/:riskId/imei': '404 404 404',
  'PUT /api/policies/:policyId/risk/:riskId/imei': '404 404 404',
  'POST /api/users/:userId/mobile-imei': '403 403 403',
  'POST /api/policies/:policyId/risk/:riskId/evaluation-code': '404 404 404',
  'POST /api/policies/:policyId/evaluations': '404 404 404',
  'GET /api/policies/:policyId/risk/:riskId/evaluation-status': '404 404 404',
  'POST /api/policies/:policyId/evaluation-handoff': '404 404 404',
  'GET /api/evaluations/:id': '403 403 403',
  'PATCH /api/policies/:id/evaluations/:evaluationId': '403 403 403',
  'POST /api/policies/:id/risks/:riskId/evaluations': '403 403 403',
  'GET /api/products/:id/ipid.pdf': '200 200 200',
  'GET /api/policies/:id': '403 404 404',
  'PATCH /api/policies/:id': '403 403 403',
  'POST /api/policies/:id/cancel': '404 403 403',
  'POST /api/policies/:id/renewal/decline': '404 403 403',
  'POST /api/policies/:id/endorsements/device': '404 403 403',
  'POST /api/policies/:id/endorsements/tier': '403 403 403',
  'POST /api/policies/:id/endorsements/periodicity': '403 403 403',
  'GET /api/policies/:id/cancellation': '404 403 403',
  'PATCH /api/policies/:id/admin': '403 403 403',
  'POST /api/policies/:id/settings': '403 403 403',
  'POST /api/policies/:id/discount': '403 403 403',
  'DELETE /api/policies/:id/discount/:discountId': '403 403 403',
  'POST /api/policies/:id/send-to-:partner': '403 403 403',
  'GET /api/policies/:id/partner-deliveries': '403 404 404',
  'GET /api/policies/:id/mobile-terminals/:riskId/coordinates': '403 403 403',
  'GET /api/policies/:id/evidence': '403 404 404',
  'POST /api/policies/:id/evidence/verify-document': '403 404 404',
  'GET /api/policies/:id/signature': '404 404 404',
  'GET /api/policies/:id/signature/document': '404 404 404',
  'POST /api/policies/:id/signature/start': '404 404 404',
  'POST /api/policies/:id/signature/code': '404 404 404',
  'POST /api/policies/:id/signature/sign': '404 404 404',
  'POST /api/policies/:id/signature/resend': '403 403 403',
  'POST /api/policies/:id/payments/remaining': '403 403 403',
  'DELETE /api/policies/:id/payments/:paymentId/delete': '403 403 403',
  'PUT /api/policies/:id/payments/:paymentId/mark-as-paid': '403 403 403',
  'POST /api/policies/:id/risks/:riskId/claims': '404 403 403',
  'GET /api/policies/:id/risks/:riskId/claims': '404 404 404',
  'PATCH /api/policies/:id/risks/:riskId/claims': '404 403 403',
  'GET /api/policies/:id/claims': '404 404 404',
  'GET /api/claims/:id': '404 404 404',
  'PATCH /api/claims/:id': '404 403 403',
  'POST /api/claims/:id/documents': '404 403 403',
  'DELETE /api/claims/:id/documents/:documentId': '404 403 403',
  'POST /api/claims/:id/send': '404 403 403',
  'POST /api/claims/:id': '404 403 403',
  'GET /api/claims/:id/desk': '403 404 404',
  'POST /api/claims/:id/documents/:documentId/review': '403 403 403',
  'POST /api/claims/:id/status': '403 403 403',
  'POST /api/claims/:id/comments': '403 403 403',
  'PUT /api/claims/:id/repair-center': '403 403 403',
  'POST /api/claims/:id/messages': '404 403 403',
  'POST /api/claims/:id/messages/read': '404 403 403',
  'POST /api/claims/:id/document-requests': '403 403 403',
  'DELETE /api/claims/:id/document-requests/:type': '403 403 403',
  'POST /api/claims/:id/desk/messages': '403 403 403',
  'POST /api/claims/:id/desk/messages/read': '403 404 404',
  'GET /api/repair_centers/:id': '403 200 200',
  'PATCH /api/repair_centers/:id': '403 403 403',
  'DELETE /api/repair_centers/:id': '403 403 403',
  'GET /api/stores/:id/landings': '403 404 404',
  'POST /api/stores/:id/landings': '403 403 403',
  'PATCH /api/stores/:id/landings': '403 403 403',
  'POST /api/contact-requests/:id/close': '403 403 403',
  'GET /api/users/:id': '403 403 404',
  'PATCH /api/users/:id': '403 403 403',
  'DELETE /api/users/:id': '403 403 403',
  'POST /api/users/:id/distributors/:targetId': '403 403 403',
  'DELETE /api/users/:id/distributors/:targetId': '403 403 403',
  'POST /api/users/:id/stores/:targetId': '403 403 403',
  'DELETE /api/users/:id/stores/:targetId': '403 403 403',
  'GET /api/users/:id/personal-data': '403 403 403',
  'POST /api/users/:id/erase': '403 403 403',
  'PATCH /api/customer/policies/:id/payment-method': '404 403 403',
  'GET /api/customer/policies/:id/documents': '404 403 403',
  'GET /api/customer/policies/:id/access/:purpose': '404 403 403',
  'POST /api/mail-outbox/:id/resend': '403 403 403',
  'POST /api/policies/:id/mail': '403 403 403',
  'GET /api/jobs/:id': '404 404 404',
  'POST /api/schedules/:name/run': '403 403 403',
  'GET /api/files/*': '400 400 400',
  'GET /api/sepa_files/:id': '403 403 403',
  'GET /api/sepa_files/:id/xml': '403 403 403',
  'PUT /api/policies/:id/payments/:paymentId/transactions/:transactionId/return': '403 403 403',
  'PUT /api/policies/:id/payments/:paymentId/pay-iban': '404 403 403',
  'PUT /api/policies/:id/payments/:paymentId/pay-new-iban': '404 403 403',
  'GET /api/policies/:id/payments/:paymentId/form': '404 403 403',
  'PUT /api/policies/:id/payments/:paymentId/pay-new-card': '404 403 403',
  'PUT /api/policies/:id/payments/:paymentId/pay': '404 403 403',
  'PUT /api/policies/:id/make-payment': '404 403 403',
  'POST /api/policies/:id/payment_methods/new-card': '404 403 403',
  'PATCH /api/policies/:id/payment_methods/:methodId': '404 403 403',
  'POST /api/policies/:id/payments/:paymentId/refund': '403 403 403',
  'GET /api/distributors/:id': '403 200 404',
  'PATCH /api/distributors/:id': '403 403 403',
  'DELETE /api/distributors/:id': '403 403 403',
  'POST /api/distributors/:id/stores-csv': '403 403 403',
  'GET /api/stores/:id': '403 404 404',
  'PATCH /api/stores/:id': '403 403 403',
  'DELETE /api/stores/:id': '403 403 403',
  'POST /api/stores/:id/discounts-csv': '403 403 403',
};

/**
 * Objects that belong to no tenant (a 200 is right): the public catalogue (product types, products and their IPID,
 * categories, catalogue items), a discount code typed at checkout, and a purchase proposal, whose
 * id is a random UUID handed only to the browser that started it (the id is the credential,
 * like a signed link).
 */
export const SHARED_OBJECTS = new Set([
  'GET /api/product_types/:id',
  'GET /api/products/:id',
  'GET /api/products/:id/ipid.pdf',
  'GET /api/product_categories/:id',
  'GET /api/generic_items/:id',
  'GET /api/discounts/validate/:code',
  // Repair centers are the insurer's workshops, read by every role that reads claims (no tenant's).
  'GET /api/repair_centers/:id',
  'GET /api/proposals/:id',
  'PATCH /api/proposals/:id',
  'PUT /api/proposals/:id',
]);

/** Cells where the "outsider" is inside the object's scope: a seller reads its own store's distributor. */
export const IN_SCOPE: Record<string, string[]> = {
  'GET /api/distributors/:id': ['sellerA2'],
};

/** Query strings that pass validation, for the routes that need one before the id is read. */
export const VALID_QUERIES: Record<string, string> = {
  'GET /api/policies/:id/cancellation': '?reason=customer',
};

/**
 * Bodies that pass validation, for the routes whose plausible body (built from the schema) would be
 * refused with 400 before the id is read: with these the scope check itself answers.
 */
export const VALID_BODIES: Record<string, (ids: Record<string, string | number>) => unknown> = {
  'POST /api/policies/:id/renewal/decline': () => ({}),
  'POST /api/policies/:id/endorsements/device': () => ({
    brand: 'Samsung',
    model: 'Galaxy S25',
    value: 120_000,
    cause: 'upgrade',
  }),
  'POST /api/policies/:id/risks/:riskId/claims': () => ({
    claim_type_id: 4,
    occurred_at: '2026-11-20',
    description: 'Se me cayó el móvil al agua en la piscina',
  }),
  'PATCH /api/claims/:id': () => ({ description: 'Se me cayó el móvil al agua en la piscina, de noche' }),
  'PATCH /api/policies/:id/risks/:riskId/claims': (ids) => ({
    claim_id: ids.claims,
    description: 'Se me cayó el móvil al agua en la piscina, de noche',
  }),
  'PATCH /api/customer/policies/:id/payment-method': () => ({ payment_method: 'card' }),
  'POST /api/policies/:policyId/evaluations': (ids) => ({
    risk_id: ids.riskId,
    screen_code: 'AMP-7K3Q9X',
    device_type: 'android',
    photos: { front: { image: 'QUJD' }, back: { image: 'QUJD' } },
  }),
  'POST /api/policies/:id/signature/sign': () => ({
    code: '123456',
    signature_image: `data:image/png;base64,${'A'.repeat(200)}`,
    consent: true,
  }),
};
