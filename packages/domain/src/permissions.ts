// Roles and what each may do (spec 6 leaves roles to us; docs/security.md
// explains the choices). One table, read by the API on every route and by the
// web app to show only what a role can use.

type ValueOf<T> = T[keyof T];

export const Role = {
  ADMIN: 'admin',
  AGENT: 'agent',
  EXPERT: 'expert',
  CLAIMS_HANDLER: 'claims_handler',
  DISTRIBUTOR_MANAGER: 'distributor_manager',
  STORE_SELLER: 'store_seller',
  POLICYHOLDER: 'policyholder',
} as const;
export type Role = ValueOf<typeof Role>;

export const STAFF_ROLES: readonly Role[] = [
  Role.ADMIN,
  Role.AGENT,
  Role.EXPERT,
  Role.CLAIMS_HANDLER,
  Role.DISTRIBUTOR_MANAGER,
  Role.STORE_SELLER,
];

export const ROLE_NAMES: Record<Role, string> = {
  admin: 'Administración',
  agent: 'Agente de back office',
  expert: 'Perito',
  claims_handler: 'Tramitador de siniestros',
  distributor_manager: 'Responsable de distribuidor',
  store_seller: 'Vendedor de tienda',
  policyholder: 'Tomador',
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (Object.values(Role) as string[]).includes(value);

export const isStaffRole = (role: Role): boolean => role !== Role.POLICYHOLDER;

/** What a role sees of the rows an action touches. */
export type Scope = 'all' | 'distributor' | 'store' | 'own';

export const Action = {
  USERS_READ: 'users.read',
  USERS_MANAGE: 'users.manage',
  USERS_IMPORT: 'users.import',
  USERS_ASSIGN: 'users.assign',
  CATALOG_READ: 'catalog.read',
  CATALOG_MANAGE: 'catalog.manage',
  POLICIES_READ: 'policies.read',
  POLICIES_SELL: 'policies.sell',
  POLICIES_UPDATE: 'policies.update',
  POLICIES_ADMIN: 'policies.admin',
  POLICIES_EXPORT: 'policies.export',
  PAYMENTS_READ: 'payments.read',
  PAYMENTS_MANAGE: 'payments.manage',
  CLAIMS_READ: 'claims.read',
  CLAIMS_MANAGE: 'claims.manage',
  EVALUATIONS_READ: 'evaluations.read',
  EVALUATIONS_DECIDE: 'evaluations.decide',
  PARTNERS_READ: 'partners.read',
  PARTNERS_MANAGE: 'partners.manage',
  REPAIR_CENTERS_MANAGE: 'repair_centers.manage',
  DISCOUNTS_MANAGE: 'discounts.manage',
  SETTINGS_MANAGE: 'settings.manage',
  CONTACT_REQUESTS_MANAGE: 'contact_requests.manage',
  AUDIT_READ: 'audit.read',
  MAIL_OUTBOX_READ: 'mail_outbox.read',
  /** The recurring jobs: see their runs and failed jobs, run one now (docs/operations.md). */
  SCHEDULES_MANAGE: 'schedules.manage',
  PERSONAL_DATA_EXPORT: 'personal_data.export',
  PERSONAL_DATA_ERASE: 'personal_data.erase',
  CUSTOMER_AREA: 'customer.area',
  ACCOUNT_SELF: 'account.self',
} as const;
export type Action = ValueOf<typeof Action>;

const A = Action;
const every = Object.values(Action).filter((a) => a !== A.CUSTOMER_AREA) as Action[];

/**
 * The permission table: role -> action -> scope. An action missing from a
 * role's row is forbidden. Staff of a distributor or store see only their rows.
 */
export const PERMISSIONS: Record<Role, Partial<Record<Action, Scope>>> = {
  admin: Object.fromEntries(every.map((a) => [a, 'all'])),
  agent: {
    [A.ACCOUNT_SELF]: 'own',
    [A.USERS_READ]: 'all',
    [A.CATALOG_READ]: 'all',
    [A.POLICIES_READ]: 'all',
    [A.POLICIES_SELL]: 'all',
    [A.POLICIES_UPDATE]: 'all',
    [A.POLICIES_EXPORT]: 'all',
    [A.PAYMENTS_READ]: 'all',
    [A.PAYMENTS_MANAGE]: 'all',
    [A.CLAIMS_READ]: 'all',
    [A.EVALUATIONS_READ]: 'all',
    [A.PARTNERS_READ]: 'all',
    [A.CONTACT_REQUESTS_MANAGE]: 'all',
    [A.PERSONAL_DATA_EXPORT]: 'all',
  },
  expert: {
    [A.ACCOUNT_SELF]: 'own',
    [A.CATALOG_READ]: 'all',
    [A.POLICIES_READ]: 'all',
    [A.EVALUATIONS_READ]: 'all',
    [A.EVALUATIONS_DECIDE]: 'all',
  },
  claims_handler: {
    [A.ACCOUNT_SELF]: 'own',
    [A.CATALOG_READ]: 'all',
    [A.POLICIES_READ]: 'all',
    [A.PAYMENTS_READ]: 'all',
    [A.CLAIMS_READ]: 'all',
    [A.CLAIMS_MANAGE]: 'all',
    // docs/security.md: claims staff keep the workshops they send repairs to.
    [A.REPAIR_CENTERS_MANAGE]: 'all',
    [A.EVALUATIONS_READ]: 'all',
    [A.PARTNERS_READ]: 'all',
    [A.POLICIES_EXPORT]: 'all',
  },
  distributor_manager: {
    [A.ACCOUNT_SELF]: 'own',
    [A.USERS_READ]: 'distributor',
    [A.CATALOG_READ]: 'all',
    [A.POLICIES_READ]: 'distributor',
    [A.POLICIES_SELL]: 'distributor',
    [A.POLICIES_EXPORT]: 'distributor',
    [A.PAYMENTS_READ]: 'distributor',
    [A.CLAIMS_READ]: 'distributor',
    [A.PARTNERS_READ]: 'distributor',
  },
  store_seller: {
    [A.ACCOUNT_SELF]: 'own',
    [A.CATALOG_READ]: 'all',
    [A.POLICIES_READ]: 'store',
    [A.POLICIES_SELL]: 'store',
    [A.PAYMENTS_READ]: 'store',
    [A.CLAIMS_READ]: 'store',
    [A.PARTNERS_READ]: 'store',
  },
  policyholder: {
    [A.ACCOUNT_SELF]: 'own',
    [A.CUSTOMER_AREA]: 'own',
  },
};

/** The scope a role has for an action, or null when it may not do it at all. */
export function scopeFor(role: Role, action: Action): Scope | null {
  return PERMISSIONS[role][action] ?? null;
}

export function can(role: Role, action: Action): boolean {
  return scopeFor(role, action) !== null;
}

/** CSV exports (spec 7) and the action each needs: only a role that can read a list may export it. */
export const EXPORT_ACTIONS = {
  policies: Action.POLICIES_EXPORT,
  renewals: Action.POLICIES_EXPORT,
  payments: Action.PAYMENTS_READ,
  'policy-claims': Action.CLAIMS_READ,
  distributors: Action.PARTNERS_READ,
  'stores-priv': Action.PARTNERS_READ,
  users: Action.USERS_READ,
  audit: Action.AUDIT_READ,
  'sepa-files': Action.PAYMENTS_MANAGE,
  evaluations: Action.EVALUATIONS_READ,
  discounts: Action.DISCOUNTS_MANAGE,
} as const satisfies Record<string, Action>;
export type ExportResource = keyof typeof EXPORT_ACTIONS;

export const canExport = (role: Role, resource: ExportResource): boolean =>
  can(role, EXPORT_ACTIONS[resource]);
