import { describe, expect, it } from 'vitest';
import {
  Action,
  can,
  canExport,
  isRole,
  isStaffRole,
  PERMISSIONS,
  Role,
  STAFF_ROLES,
  scopeFor,
} from './permissions.ts';

describe('scopeFor', () => {
  it.each([
    [Role.ADMIN, Action.USERS_MANAGE, 'all'],
    [Role.ADMIN, Action.PERSONAL_DATA_ERASE, 'all'],
    [Role.ADMIN, Action.CUSTOMER_AREA, null],
    [Role.AGENT, Action.USERS_MANAGE, null],
    [Role.AGENT, Action.PERSONAL_DATA_EXPORT, 'all'],
    [Role.AGENT, Action.PERSONAL_DATA_ERASE, null],
    [Role.EXPERT, Action.EVALUATIONS_DECIDE, 'all'],
    [Role.EXPERT, Action.CLAIMS_READ, null],
    [Role.CLAIMS_HANDLER, Action.CLAIMS_MANAGE, 'all'],
    [Role.CLAIMS_HANDLER, Action.REPAIR_CENTERS_MANAGE, 'all'],
    [Role.CLAIMS_HANDLER, Action.EVALUATIONS_DECIDE, null],
    [Role.DISTRIBUTOR_MANAGER, Action.POLICIES_READ, 'distributor'],
    [Role.DISTRIBUTOR_MANAGER, Action.USERS_MANAGE, null],
    [Role.STORE_SELLER, Action.POLICIES_SELL, 'store'],
    [Role.STORE_SELLER, Action.POLICIES_EXPORT, null],
    [Role.STORE_SELLER, Action.AUDIT_READ, null],
    [Role.POLICYHOLDER, Action.CUSTOMER_AREA, 'own'],
    [Role.POLICYHOLDER, Action.POLICIES_READ, null],
  ] as const)('%s %s -> %s', (role, action, scope) => {
    expect(scopeFor(role, action)).toBe(scope);
    expect(can(role, action)).toBe(scope !== null);
  });

  it('gives every role its own account and nothing staff-only to policyholders', () => {
    for (const role of Object.values(Role)) expect(can(role, Action.ACCOUNT_SELF)).toBe(true);
    expect(Object.keys(PERMISSIONS.policyholder).sort()).toEqual(
      [Action.ACCOUNT_SELF, Action.CUSTOMER_AREA].sort(),
    );
  });

  it('lets only the admin change users, settings, erase personal data and read the mail outbox', () => {
    for (const action of [
      Action.USERS_MANAGE,
      Action.SETTINGS_MANAGE,
      Action.PERSONAL_DATA_ERASE,
      Action.AUDIT_READ,
      // The outbox holds sign-in links and codes until delivered: admin only.
      Action.MAIL_OUTBOX_READ,
      // Running a daily job now (the card charges, the cleanup) is an operator's call.
      Action.SCHEDULES_MANAGE,
    ]) {
      expect(Object.values(Role).filter((role) => can(role, action))).toEqual([Role.ADMIN]);
    }
  });
});

describe('roles', () => {
  it.each([
    ['admin', true],
    ['store_seller', true],
    ['policyholder', true],
    ['root', false],
    ['', false],
    [null, false],
  ])('isRole(%s) is %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });

  it('counts six staff roles, the policyholder apart', () => {
    expect(STAFF_ROLES).toHaveLength(6);
    expect(isStaffRole(Role.POLICYHOLDER)).toBe(false);
    expect(STAFF_ROLES.every(isStaffRole)).toBe(true);
  });
});

describe('canExport', () => {
  it.each([
    [Role.ADMIN, 'audit', true],
    [Role.AGENT, 'policies', true],
    [Role.AGENT, 'audit', false],
    [Role.STORE_SELLER, 'policies', false],
    [Role.DISTRIBUTOR_MANAGER, 'policies', true],
    [Role.CLAIMS_HANDLER, 'policy-claims', true],
    [Role.EXPERT, 'users', false],
  ] as const)('%s may export %s: %s', (role, resource, expected) => {
    expect(canExport(role, resource)).toBe(expected);
  });
});
