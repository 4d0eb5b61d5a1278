import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns.ts';
import { distributors, stores } from './partners.ts';

/**
 * Staff and policyholders. Staff log in with a password; policyholders with a
 * one-time code, so their password_hash stays null. Field names follow the
 * spec's user state (section 3).
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    role: text().notNull(),
    email: text().notNull(),
    password_hash: text(),
    name: text().notNull(),
    surname1: text(),
    surname2: text(),
    document_type: text(),
    document_code: text(),
    country_resid: text(),
    country_birth: text(),
    marital_status: text(),
    sex: text(),
    birth_date: text(),
    phone: text(),
    employee: text().notNull().default('N'),
    segment: text(),
    person_type: text().notNull().default('F'),
    last_login_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: deletedAt(),
  },
  (t) => [
    // A staff email is one account. A policyholder account is one person (DNI) at one address: two
    // people may share a family address, and a person booking from a new address gets a new account
    // until that address is proven (docs/security.md, "Identity of a policyholder").
    uniqueIndex('users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deleted_at} is null and ${t.role} <> 'policyholder'`),
    uniqueIndex('users_policyholder_identity_unique')
      .on(sql`lower(${t.email})`, t.document_code)
      .where(sql`${t.deleted_at} is null and ${t.role} = 'policyholder'`),
    index('users_role_idx').on(t.role),
    index('users_document_idx').on(t.document_code),
    check('users_employee_flag', sql`${t.employee} in ('S', 'N')`),
  ],
);

/**
 * Bearer tokens. Only a SHA-256 hash of the token is stored. `purpose` tells
 * a login token from capability tokens (phone check, payment, signing,
 * CSV export, password reset, one-time code), each bound to its subject.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    user_id: integer().references(() => users.id),
    purpose: text().notNull(),
    token_hash: text().notNull(),
    subject_type: text(),
    subject_id: integer(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    /** Wrong guesses of a one-time code; the code dies at the limit. */
    attempts: smallint().notNull().default(0),
    revoked_at: timestamp({ withTimezone: true }),
    created_ip: text(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('api_tokens_hash_unique').on(t.token_hash), index('api_tokens_user_idx').on(t.user_id)],
);

export const userDistributors = pgTable(
  'user_distributors',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id),
    distributor_id: integer()
      .notNull()
      .references(() => distributors.id),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.distributor_id] })],
);

export const userStores = pgTable(
  'user_stores',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id),
    store_id: integer()
      .notNull()
      .references(() => stores.id),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.store_id] })],
);
