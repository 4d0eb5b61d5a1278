import { Action, can, type Role } from '@amparo/domain';
import {
  BadgePercent,
  Camera,
  FileText,
  Landmark,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Mail,
  Network,
  Package,
  PhoneIncoming,
  ScrollText,
  Settings,
  Store,
  Timer,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react';
import { ADMIN_PATHS, PATHS } from '../../../navigation/paths';

export type NavKey =
  | 'dashboard'
  | 'policies'
  | 'claims'
  | 'evaluations'
  | 'payments'
  | 'sepa'
  | 'catalog'
  | 'discounts'
  | 'distributors'
  | 'stores'
  | 'repairCenters'
  | 'users'
  | 'audit'
  | 'mailOutbox'
  | 'contactRequests'
  | 'operations'
  | 'settings';

export type NavItem = { key: NavKey; path: string; icon: LucideIcon; action: Action | null };

// What each back-office section needs. The server enforces every call; the
// navigation only hides what a role could not use anyway. Catalog pages are
// editing screens, so they need the manage action (every staff role may read
// the catalog, but only to sell from it); the network's pages also serve
// reading (a distributor manager's stores), so they need partners.read.
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', path: PATHS.admin, icon: LayoutDashboard, action: null },
  { key: 'policies', path: ADMIN_PATHS.policies, icon: FileText, action: Action.POLICIES_READ },
  { key: 'claims', path: ADMIN_PATHS.claims, icon: LifeBuoy, action: Action.CLAIMS_READ },
  { key: 'evaluations', path: ADMIN_PATHS.evaluations, icon: Camera, action: Action.EVALUATIONS_READ },
  { key: 'payments', path: ADMIN_PATHS.payments, icon: Wallet, action: Action.PAYMENTS_READ },
  { key: 'sepa', path: ADMIN_PATHS.sepaFiles, icon: Landmark, action: Action.PAYMENTS_MANAGE },
  { key: 'catalog', path: ADMIN_PATHS.catalog, icon: Package, action: Action.CATALOG_MANAGE },
  { key: 'discounts', path: ADMIN_PATHS.discounts, icon: BadgePercent, action: Action.DISCOUNTS_MANAGE },
  // The distribution network: read within scope by whoever reads partners, changed by admins.
  { key: 'distributors', path: ADMIN_PATHS.distributors, icon: Network, action: Action.PARTNERS_READ },
  { key: 'stores', path: ADMIN_PATHS.stores, icon: Store, action: Action.PARTNERS_READ },
  {
    key: 'repairCenters',
    path: ADMIN_PATHS.repairCenters,
    icon: Wrench,
    action: Action.REPAIR_CENTERS_MANAGE,
  },
  { key: 'users', path: PATHS.adminUsers, icon: Users, action: Action.USERS_READ },
  { key: 'audit', path: PATHS.adminAudit, icon: ScrollText, action: Action.AUDIT_READ },
  { key: 'mailOutbox', path: PATHS.adminMailOutbox, icon: Mail, action: Action.MAIL_OUTBOX_READ },
  {
    key: 'contactRequests',
    path: PATHS.adminContactRequests,
    icon: PhoneIncoming,
    action: Action.CONTACT_REQUESTS_MANAGE,
  },
  { key: 'operations', path: ADMIN_PATHS.operations, icon: Timer, action: Action.SCHEDULES_MANAGE },
  { key: 'settings', path: ADMIN_PATHS.settings, icon: Settings, action: Action.SETTINGS_MANAGE },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => item.action === null || can(role, item.action));
}
