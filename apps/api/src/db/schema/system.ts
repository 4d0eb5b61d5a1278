import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { stores } from './partners.ts';
import { policies } from './policies.ts';

/** A purchase in progress, saved step by step so a reload or a mail link resumes it. */
export const proposals = pgTable(
  'proposals',
  {
    id: id(),
    identifier_proposal: uuid().notNull().defaultRandom(),
    step: text().notNull().default('device'),
    status: text().notNull().default('open'),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    product_id: integer(),
    store_id: integer().references(() => stores.id),
    email: text(),
    phone: text(),
    policy_id: integer().references(() => policies.id),
    expires_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('proposals_identifier_unique').on(t.identifier_proposal),
    check('proposals_status', sql`${t.status} in ('open', 'booked', 'abandoned')`),
  ],
);

/** Call-me-back requests (spec 7 POST call-you), closed by staff. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: id(),
    name: text().notNull(),
    phone: text().notNull(),
    preferred_slot: text().notNull().default('any'),
    preferred_time: timestamp({ withTimezone: true }),
    reason: text(),
    source: text(),
    status: text().notNull().default('open'),
    closed_by: integer().references(() => users.id),
    closed_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('contact_requests_status_idx').on(t.status, t.created_at),
    check('contact_requests_status', sql`${t.status} in ('open', 'closed')`),
    check('contact_requests_slot', sql`${t.preferred_slot} in ('any', 'morning', 'afternoon')`),
  ],
);

/**
 * Every change by staff or the system: who, when, from where, what, before and
 * after. A trigger (migration 0001) makes rows immutable.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor_user_id: integer().references(() => users.id),
    actor_role: text(),
    action: text().notNull(),
    entity_type: text().notNull(),
    entity_id: text(),
    ip: text(),
    before: jsonb(),
    after: jsonb(),
    created_at: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id),
    index('audit_log_actor_idx').on(t.actor_user_id),
    index('audit_log_created_idx').on(t.created_at),
  ],
);

/** Background work on a Postgres-backed queue (at-least-once; handlers are idempotent). */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    queue: text().notNull(),
    payload: jsonb().notNull().default({}),
    status: text().notNull().default('queued'),
    attempts: smallint().notNull().default(0),
    max_attempts: smallint().notNull().default(5),
    /** Lower runs first: customer-facing work before bulk work (src/jobs/kinds.ts, JobPriority). */
    priority: smallint().notNull().default(5),
    run_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    locked_at: timestamp({ withTimezone: true }),
    last_error: text(),
    dedupe_key: text(),
    /** Long jobs (imports, SEPA files) report how far they got, for a progress bar. */
    progress: jsonb().$type<{ done: number; total: number; errors: number }>(),
    /** What a finished job produced (a report, a file id), read by the page that started it. */
    result: jsonb(),
    /** Who started it: only they (and admins) may read its progress. */
    owner_user_id: integer(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('jobs_ready_idx').on(t.status, t.priority, t.run_at),
    uniqueIndex('jobs_dedupe_unique').on(t.queue, t.dedupe_key),
    check('jobs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** Mail is written here first; a job sends it by SMTP, or it stays readable in the back office. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to_address: text().notNull(),
    subject: text().notNull(),
    text_body: text().notNull(),
    html_body: text(),
    template: text(),
    attachments: jsonb().$type<{ filename: string; storage_key: string }[]>().notNull().default([]),
    /** Secrets in the body (links with tokens, codes): masked whenever the mail is shown. */
    masked_values: jsonb().$type<string[]>().notNull().default([]),
    status: text().notNull().default('queued'),
    sent_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to_address, t.created_at)],
);

/** Replays of a request with the same Idempotency-Key get the first answer back. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    request_hash: text().notNull(),
    response_status: smallint(),
    response_body: jsonb(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * Rate-limit counters, one row per bucket and fixed window, incremented in one
 * statement (insert ... on conflict do update ... returning), so concurrent
 * requests and API replicas count exactly.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text().notNull(),
    window_start: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.window_start] }),
    index('rate_limit_counters_window_idx').on(t.window_start),
  ],
);

/**
 * Fingerprints of the settings every process on this database must share (the file-link key,
 * the seal certificate): the first process to start records them, the others compare at start.
 * Never the secret itself: an HMAC of it, or the certificate's SHA-256.
 */
export const sharedSettings = pgTable('shared_settings', {
  setting: text().primaryKey(),
  fingerprint: text().notNull(),
  created_at: createdAt(),
});
