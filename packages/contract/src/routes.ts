// Every route of the API: method, path (under /api) and how it authenticates. Plain data, no zod, so
// the web's typed client can import it at run time (`@amparo/contract/routes`) without pulling the
// schemas into the landing page's JavaScript; `endpoints.ts` pairs each entry with its schemas, and
// `apps/api/src/endpoint-map.test.ts` checks both against the routes the server really declares.

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

  // Policies in the back office.
  listPolicies: { method: 'GET', path: '/policies', auth: 'session' },
  getPolicy: { method: 'GET', path: '/policies/:id', auth: 'session' },

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

  // Audit, mail outbox, partner selectors, CSV export links.
  listAudit: { method: 'GET', path: '/audit', auth: 'session' },
  listMail: { method: 'GET', path: '/mail-outbox', auth: 'session' },
  listPartnerOptions: { method: 'GET', path: '/partner-options', auth: 'session' },
  issueExportToken: { method: 'POST', path: '/exports/token', auth: 'session' },
} as const satisfies Record<string, EndpointRoute>;

export type ApiRoutes = typeof apiRoutes;
export type EndpointName = keyof ApiRoutes;
