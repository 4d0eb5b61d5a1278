import { Action, can, type Role } from '@amparo/domain';
import { LayoutDashboard, type LucideIcon, Mail, PhoneIncoming, ScrollText, Users } from 'lucide-react';
import { PATHS } from '../../../app/paths';

export type NavKey = 'dashboard' | 'users' | 'audit' | 'mailOutbox' | 'contactRequests';

export type NavItem = { key: NavKey; path: string; icon: LucideIcon; action: Action | null };

// What each back-office section needs. The server enforces every call; the
// navigation only hides what a role could not use anyway.
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', path: PATHS.admin, icon: LayoutDashboard, action: null },
  { key: 'users', path: PATHS.adminUsers, icon: Users, action: Action.USERS_READ },
  { key: 'audit', path: PATHS.adminAudit, icon: ScrollText, action: Action.AUDIT_READ },
  { key: 'mailOutbox', path: PATHS.adminMailOutbox, icon: Mail, action: Action.MAIL_OUTBOX_READ },
  {
    key: 'contactRequests',
    path: PATHS.adminContactRequests,
    icon: PhoneIncoming,
    action: Action.CONTACT_REQUESTS_MANAGE,
  },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => item.action === null || can(role, item.action));
}
