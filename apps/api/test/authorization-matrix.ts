/**
 * Who may call each API route: the expected answers of the authorization
 * matrix test (apps/api/src/plugins/auth.matrix.test.ts), written from the
 * roles of docs/security.md ("Who is who"), NOT from the permission table in
 * packages/domain/src/permissions.ts, so that a wrong permission on a route or
 * a wrong row in that table fails a test. Review it as a person would: one row
 * per route, one column per caller.
 *
 * Y  allowed (the answer is decided by the use-case: 200, 400, 404..., never 401 or 403)
 * .  refused (exactly 401 for an anonymous caller, exactly 403 for a signed-in role)
 *
 * A new route fails the test until it has a row here.
 */

export const CALLERS = [
  'admin',
  'agent',
  'expert',
  'claims_handler',
  'distributor_manager',
  'store_seller',
  'policyholder',
  'anonymous',
] as const;
export type Caller = (typeof CALLERS)[number];

type Row = { route: string; allowed: Record<Caller, boolean> };

function row(cells: string, route: string): Row {
  const flags = cells.replace(/\s+/g, '');
  if (!/^[Y.]{8}$/.test(flags)) throw new Error(`Fila mal escrita para ${route}: "${cells}"`);
  return {
    route,
    allowed: Object.fromEntries(CALLERS.map((caller, i) => [caller, flags[i] === 'Y'])) as Record<
      Caller,
      boolean
    >,
  };
}

// Columns: admin, agent, expert, claims_handler, distributor_manager, store_seller, policyholder, anonymous.
export const AUTHORIZATION_MATRIX: Row[] = [
  // Public: the shop window, the purchase flow, the mailed links and the doors
  // in (spec 2 and 6: a visitor buys without an account; staff log in).
  //   adm agt exp clm dst sto pol ano
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/health'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/product_types'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/product_types/:id'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/products'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/products/:id'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/products/:id/ipid.pdf'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/product_categories'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/product_categories/:id'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/generic_items'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/generic_items/:id'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/settings'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/discounts/validate/:code'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/public-discount'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/policies/price'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/proposals'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/proposals/:id'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'PATCH /api/proposals/:id'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'PUT /api/proposals/:id'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/policies'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/policy-access/:purpose'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/policy-access/:purpose/session'),
  // The phone-check link's token or the policyholder's session, checked by the use-case (404 otherwise).
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/policies/:policyId/risk/:riskId/imei'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'PUT /api/policies/:policyId/risk/:riskId/imei'),
  // Signing the contract: the signing link's token or the policyholder's session, checked by the
  // use-case; with neither, 401 (a visitor holding the link's token is let in, as the flow test shows).
  row('Y   Y   Y   Y   Y   Y   Y   .', 'GET /api/policies/:id/signature'),
  row('Y   Y   Y   Y   Y   Y   Y   .', 'GET /api/policies/:id/signature/document'),
  // No body to validate first: an anonymous call without the link's token gets the use-case's 401.
  row('Y   Y   Y   Y   Y   Y   Y   .', 'POST /api/policies/:id/signature/start'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/policies/:id/signature/code'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/policies/:id/signature/sign'),
  // Without a body to validate first, an anonymous call without the link's token gets the use-case's 401.
  row('Y   Y   Y   Y   Y   Y   Y   .', 'POST /api/policies/:policyId/risk/:riskId/evaluation-code'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/policies/:policyId/evaluations'),
  row('Y   Y   Y   Y   Y   Y   Y   .', 'GET /api/policies/:policyId/risk/:riskId/evaluation-status'),
  row('Y   Y   Y   Y   Y   Y   Y   .', 'POST /api/policies/:policyId/evaluation-handoff'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/stores-select'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/stores-landings'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/call-you'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/users/login'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/users/remember-password'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/users/reset-password'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/customer/access-code'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/customer/session'),
  // Browsers send CSP reports without credentials.
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/csp-report'),
  // A signed, short-lived link is the permission (ADR 0020, h/seams).
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'GET /api/files/*'),

  // One's own session: everyone signed in.
  //   adm agt exp clm dst sto pol ano
  row('Y   Y   Y   Y   Y   Y   Y   .', 'POST /api/users/logout'),
  row('Y   Y   Y   Y   Y   Y   Y   .', 'GET /api/users/me'),
  // An export link is asked for by anyone signed in; the route then requires
  // the role to read that resource (tested in users.test.ts and policies.test.ts).
  row('Y   Y   Y   Y   Y   Y   Y   .', 'POST /api/exports/token'),

  // Admin "is the only role that manages users, settings": catalog, discounts
  // and store pages are managed by no other role either.
  //   adm agt exp clm dst sto pol ano
  row('Y   .   .   .   .   .   .   .', 'PATCH /api/products/:id'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/product_categories'),
  row('Y   .   .   .   .   .   .   .', 'PATCH /api/product_categories/:id'),
  row('Y   .   .   .   .   .   .   .', 'DELETE /api/product_categories/:id'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/generic_items'),
  row('Y   .   .   .   .   .   .   .', 'PATCH /api/generic_items/:id'),
  row('Y   .   .   .   .   .   .   .', 'DELETE /api/generic_items/:id'),
  row('Y   .   .   .   .   .   .   .', 'PATCH /api/settings'),
  row('Y   .   .   .   .   .   .   .', 'GET /api/discounts'),
  row('Y   .   .   .   .   .   .   .', 'GET /api/discounts/:id'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/discounts'),
  row('Y   .   .   .   .   .   .   .', 'PATCH /api/discounts/:id'),
  row('Y   .   .   .   .   .   .   .', 'DELETE /api/discounts/:id'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/stores/:id/landings'),
  row('Y   .   .   .   .   .   .   .', 'PATCH /api/stores/:id/landings'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/users'),
  row('Y   .   .   .   .   .   .   .', 'PATCH /api/users/:id'),
  row('Y   .   .   .   .   .   .   .', 'DELETE /api/users/:id'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/users/users-csv'),
  // Every signed-in caller may ask; only the job's owner and admins get an answer (404 otherwise).
  row('Y   Y   Y   Y   Y   Y   Y   .', 'GET /api/jobs/:id'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/users/:id/distributors/:targetId'),
  row('Y   .   .   .   .   .   .   .', 'DELETE /api/users/:id/distributors/:targetId'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/users/:id/stores/:targetId'),
  row('Y   .   .   .   .   .   .   .', 'DELETE /api/users/:id/stores/:targetId'),
  // "Erases personal data; reads the audit log": admin only.
  row('Y   .   .   .   .   .   .   .', 'POST /api/users/:id/erase'),
  row('Y   .   .   .   .   .   .   .', 'GET /api/audit'),
  // The role table says agents read the outbox; "The mail outbox" says only
  // admins do, because without SMTP it shows reset links and access codes
  // whole. The specific rule wins (see the report of.12).
  row('Y   .   .   .   .   .   .   .', 'GET /api/mail-outbox'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/mail-outbox/:id/resend'),
  // "Runs the scheduled jobs": admin only (docs/operations.md, "Scheduled jobs").
  row('Y   .   .   .   .   .   .   .', 'GET /api/schedules'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/schedules/:name/run'),

  // Users: admin; agents read them ("finds a customer's or colleague's account",
  // only admins change them); a distributor manager sees "their staff".
  //   adm agt exp clm dst sto pol ano
  row('Y   Y   .   .   Y   .   .   .', 'GET /api/users'),
  row('Y   Y   .   .   Y   .   .   .', 'GET /api/users/:id'),
  // "Exports personal data": admin and agent.
  row('Y   Y   .   .   .   .   .   .', 'GET /api/users/:id/personal-data'),
  // Spec 7: the back office saves a customer's IMEI (admin and agent, like other policy changes).
  row('Y   Y   .   .   .   .   .   .', 'POST /api/users/:userId/mobile-imei'),

  // Policies: every staff role reads them, within its scope (distributor,
  // store); the policyholder sees theirs only in the customer area.
  //   adm agt exp clm dst sto pol ano
  row('Y   Y   Y   Y   Y   Y   .   .', 'GET /api/policies'),
  row('Y   Y   Y   Y   Y   Y   .   .', 'GET /api/policies/:id'),
  // The renewals by month: whoever reads policies, in their scope.
  row('Y   Y   Y   Y   Y   Y   .   .', 'GET /api/renewals'),
  // Withdrawal and cancellation: staff who change policies (admin, agent) any
  // reason; the policyholder their own policy only (withdrawal or customer, else 404/403).
  row('Y   Y   .   .   .   .   Y   .', 'POST /api/policies/:id/cancel'),
  row('Y   Y   .   .   .   .   Y   .', 'POST /api/policies/:id/renewal/decline'),
  // A suplemento: the holder replaces their own device; staff who change policies any (docs/contract.md).
  row('Y   Y   .   .   .   .   Y   .', 'POST /api/policies/:id/endorsements/device'),
  row('Y   Y   .   .   .   .   Y   .', 'GET /api/policies/:id/cancellation'),
  // The signing trail and the check of a returned PDF: whoever reads the policy,
  // in the same scope (another store's policy is 404); never the policyholder.
  row('Y   Y   Y   Y   Y   Y   .   .', 'GET /api/policies/:id/evidence'),
  row('Y   Y   Y   Y   Y   Y   .   .', 'POST /api/policies/:id/evidence/verify-document'),
  // Resending the signing link: staff who change policies (policies.update).
  row('Y   Y   .   .   .   .   .   .', 'POST /api/policies/:id/signature/resend'),
  row('Y   Y   .   .   .   .   .   .', 'POST /api/policies/:id/mail'),

  // The phone check's back office: the roles that read evaluations
  // (experts, and agents and claims handlers who answer customers and weigh a
  // claim against the phone's state when insured) see the queue; only experts
  // (and admin) decide one or record a check done by staff.
  //   adm agt exp clm dst sto pol ano
  row('Y   Y   Y   Y   .   .   .   .', 'GET /api/evaluations'),
  row('Y   Y   Y   Y   .   .   .   .', 'GET /api/evaluations/:id'),
  // The phones left without an IMEI after the customer's 3 attempts: whoever reads the checks.
  row('Y   Y   Y   Y   .   .   .   .', 'GET /api/evaluations/imei-pending'),
  row('Y   .   Y   .   .   .   .   .', 'PATCH /api/policies/:id/evaluations/:evaluationId'),
  row('Y   .   Y   .   .   .   .   .', 'POST /api/policies/:id/risks/:riskId/evaluations'),

  // Claims: the policyholder declares and completes claims on their own
  // policies (another's is 404); staff read claims in their scope (agents, claims
  // handlers, distributor managers, store sellers; not experts), and only those
  // who manage claims (admin, claims handlers) declare or complete one for a
  // customer. The desk's list across policies is staff only.
  //   adm agt exp clm dst sto pol ano
  row('Y   .   .   Y   .   .   Y   .', 'POST /api/policies/:id/risks/:riskId/claims'),
  row('Y   Y   .   Y   Y   Y   Y   .', 'GET /api/policies/:id/risks/:riskId/claims'),
  row('Y   .   .   Y   .   .   Y   .', 'PATCH /api/policies/:id/risks/:riskId/claims'),
  row('Y   Y   .   Y   Y   Y   Y   .', 'GET /api/policies/:id/claims'),
  row('Y   Y   .   Y   Y   Y   Y   .', 'GET /api/claims/:id'),
  row('Y   .   .   Y   .   .   Y   .', 'PATCH /api/claims/:id'),
  row('Y   .   .   Y   .   .   Y   .', 'POST /api/claims/:id/documents'),
  row('Y   .   .   Y   .   .   Y   .', 'DELETE /api/claims/:id/documents/:documentId'),
  row('Y   .   .   Y   .   .   Y   .', 'POST /api/claims/:id/send'),
  row('Y   .   .   Y   .   .   Y   .', 'POST /api/claims/:id'),
  // The policyholder's message to the desk: theirs alone (staff write from the desk below).
  row('.   .   .   .   .   .   Y   .', 'POST /api/claims/:id/messages'),
  row('.   .   .   .   .   .   Y   .', 'POST /api/claims/:id/messages/read'),
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/policy-claims'),
  // The claims desk: the claim as staff see it and the dashboard panel are for whoever reads
  // claims (in their scope); reviewing files, changing the status, comments and the repair
  // center are for those who manage claims. The policyholder has the customer routes above.
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/claims/:id/desk'),
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/claims-dashboard'),
  // Back-office dashboard: whoever reads policies, over the policies they see; the
  // receipts, evaluations and claims figures only to roles that read those (null otherwise).
  row('Y   Y   Y   Y   Y   Y   .   .', 'GET /api/dashboard'),
  row('Y   .   .   Y   .   .   .   .', 'POST /api/claims/:id/documents/:documentId/review'),
  row('Y   .   .   Y   .   .   .   .', 'POST /api/claims/:id/status'),
  row('Y   .   .   Y   .   .   .   .', 'POST /api/claims/:id/comments'),
  row('Y   .   .   Y   .   .   .   .', 'PUT /api/claims/:id/repair-center'),
  // Asking for one more document and writing to the customer manage the claim; marking the
  // customer's messages read is part of reading it.
  row('Y   .   .   Y   .   .   .   .', 'POST /api/claims/:id/document-requests'),
  row('Y   .   .   Y   .   .   .   .', 'DELETE /api/claims/:id/document-requests/:type'),
  row('Y   .   .   Y   .   .   .   .', 'POST /api/claims/:id/desk/messages'),
  row('Y   Y   .   Y   Y   Y   .   .', 'POST /api/claims/:id/desk/messages/read'),

  // Repair centers (spec 7): read by whoever reads claims, so the desk can pick one and a
  // claim shows where it went; managed by admins and claims handlers (repair_centers.manage,
  // docs/security.md).
  //   adm agt exp clm dst sto pol ano
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/repair_centers'),
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/repair_centers/:id'),
  row('Y   .   .   Y   .   .   .   .', 'POST /api/repair_centers'),
  row('Y   .   .   Y   .   .   .   .', 'PATCH /api/repair_centers/:id'),
  row('Y   .   .   Y   .   .   .   .', 'DELETE /api/repair_centers/:id'),

  // Payments: every role the docs say reads payments (admin, agent, claims
  // handlers, distributor managers and store sellers, in their scope);
  // experts only decide phone checks. Only admin and agents handle receipts.
  //   adm agt exp clm dst sto pol ano
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/payments'),
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/payments/daily'),
  row('Y   Y   .   .   .   .   .   .', 'POST /api/policies/:id/payments/remaining'),
  row('Y   Y   .   .   .   .   .   .', 'DELETE /api/policies/:id/payments/:paymentId/delete'),
  row('Y   Y   .   .   .   .   .   .', 'PUT /api/policies/:id/payments/:paymentId/mark-as-paid'),

  // Card payments of a receipt: the policyholder (their own policies), staff who
  // manage payments (admin, agent), or whoever holds the policy's mailed payment
  // link (?token=, not a login: anonymous without one is 401). Roles that only
  // read payments may not move money.
  //   adm agt exp clm dst sto pol ano
  row('Y   Y   .   .   .   .   Y   .', 'GET /api/policies/:id/payments/:paymentId/form'),
  row('Y   Y   .   .   .   .   Y   .', 'PUT /api/policies/:id/payments/:paymentId/pay'),
  row('Y   Y   .   .   .   .   Y   .', 'PUT /api/policies/:id/payments/:paymentId/pay-new-card'),
  row('Y   Y   .   .   .   .   Y   .', 'PUT /api/policies/:id/make-payment'),
  // Refunds give money back: staff who manage payments only, never the customer.
  row('Y   Y   .   .   .   .   .   .', 'POST /api/policies/:id/payments/:paymentId/refund'),
  row('Y   Y   .   .   .   .   Y   .', 'POST /api/policies/:id/payment_methods/new-card'),
  row('Y   Y   .   .   .   .   Y   .', 'PATCH /api/policies/:id/payment_methods/:methodId'),
  // A returned direct debit put back on the account, or on another one: same callers.
  row('Y   Y   .   .   .   .   Y   .', 'PUT /api/policies/:id/payments/:paymentId/pay-iban'),
  row('Y   Y   .   .   .   .   Y   .', 'PUT /api/policies/:id/payments/:paymentId/pay-new-iban'),
  // The gateway's signed notification, and the sandbox gateway's own pages: the
  // signature is the credential.
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/payments/redsys/notification'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/sandbox-gateway/realizarPago'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/sandbox-gateway/pagar'),
  row('Y   Y   Y   Y   Y   Y   Y   Y', 'POST /api/sandbox-gateway/3ds'),

  // Partners (distributors, stores; docs/network.md): read by admin,
  // agents and claims handlers (all), a distributor manager (its own) and a
  // store seller (its store and that store's distributor); changed and
  // imported by admins only (partners.manage).
  //   adm agt exp clm dst sto pol ano
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/stores/:id/landings'),
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/partner-options'),
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/distributors'),
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/distributors/:id'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/distributors'),
  row('Y   .   .   .   .   .   .   .', 'PATCH /api/distributors/:id'),
  row('Y   .   .   .   .   .   .   .', 'DELETE /api/distributors/:id'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/distributors/:id/stores-csv'),
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/stores'),
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/stores-priv'),
  row('Y   Y   .   Y   Y   Y   .   .', 'GET /api/stores/:id'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/stores'),
  row('Y   .   .   .   .   .   .   .', 'PATCH /api/stores/:id'),
  row('Y   .   .   .   .   .   .   .', 'DELETE /api/stores/:id'),
  row('Y   .   .   .   .   .   .   .', 'POST /api/stores/:id/discounts-csv'),

  // Call-me-back requests: agents handle them.
  //   adm agt exp clm dst sto pol ano
  row('Y   Y   .   .   .   .   .   .', 'GET /api/contact-requests'),
  row('Y   Y   .   .   .   .   .   .', 'POST /api/contact-requests/:id/close'),

  // The customer area is the policyholder's own: staff, admin included, see
  // customers' data through the back-office routes instead.
  //   adm agt exp clm dst sto pol ano
  row('.   .   .   .   .   .   Y   .', 'GET /api/customer/home'),
  row('.   .   .   .   .   .   Y   .', 'PATCH /api/customer/contact'),
  row('.   .   .   .   .   .   Y   .', 'POST /api/customer/contact/email-confirmation'),
  row('.   .   .   .   .   .   Y   .', 'PATCH /api/customer/policies/:id/payment-method'),
  row('.   .   .   .   .   .   Y   .', 'GET /api/customer/policies/:id/documents'),
  row('.   .   .   .   .   .   Y   .', 'GET /api/customer/policies/:id/access/:purpose'),

  // SEPA files and bank returns: staff who manage payments (admin, agent). The
  // files hold every debtor's account, so the read-only payment roles stay out.
  //   adm agt exp clm dst sto pol ano
  row('Y   Y   .   .   .   .   .   .', 'POST /api/sepa_files'),
  row('Y   Y   .   .   .   .   .   .', 'GET /api/sepa_files'),
  row('Y   Y   .   .   .   .   .   .', 'GET /api/sepa_files/:id'),
  row('Y   Y   .   .   .   .   .   .', 'GET /api/sepa_files/:id/xml'),
  row('Y   Y   .   .   .   .   .   .', 'POST /api/sepa_returns'),
  row(
    'Y   Y   .   .   .   .   .   .',
    'PUT /api/policies/:id/payments/:paymentId/transactions/:transactionId/return',
  ),
  // Policy administration (docs/policy-admin.md): corrections, settings, discounts and
  // partner sends by staff who change policies (policies.update); the admin edit by admins only
  // (policies.admin); the delivery log by whoever reads the policy; where the phone was by the staff
  // who review phone checks (evaluations.read).
  //   adm agt exp clm dst sto pol ano
  row('Y   Y   .   .   .   .   .   .', 'PATCH /api/policies/:id'),
  // Tier and periodicity suplementos: staff who change policies (policies.update).
  row('Y   Y   .   .   .   .   .   .', 'POST /api/policies/:id/endorsements/tier'),
  row('Y   Y   .   .   .   .   .   .', 'POST /api/policies/:id/endorsements/periodicity'),
  row('Y   .   .   .   .   .   .   .', 'PATCH /api/policies/:id/admin'),
  row('Y   Y   .   .   .   .   .   .', 'POST /api/policies/:id/settings'),
  row('Y   Y   .   .   .   .   .   .', 'POST /api/policies/:id/discount'),
  row('Y   Y   .   .   .   .   .   .', 'DELETE /api/policies/:id/discount/:discountId'),
  row('Y   Y   .   .   .   .   .   .', 'POST /api/policies/:id/send-to-:partner'),
  row('Y   Y   Y   Y   Y   Y   .   .', 'GET /api/policies/:id/partner-deliveries'),
  row('Y   Y   Y   Y   .   .   .   .', 'GET /api/policies/:id/mobile-terminals/:riskId/coordinates'),
];

/**
 * Cells where today's code answers otherwise than the docs say. The test
 * expects the code's answer here (so the suite stays green while a person
 * decides), prints every one on each run, and fails once the code agrees with
 * the docs, so that the entry is removed. Fix the code or the docs, then
 * delete the entry: never add one to make a new route pass.
 */
export const DISPUTED: { route: string; caller: Caller; note: string }[] = [];
