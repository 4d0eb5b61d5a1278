import { EvaluationStatus } from '@amparo/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { inEnum } from './enum-check.ts';
import { users } from './identity.ts';
import { policies, policyRisks } from './policies.ts';

/** A phone check (peritación): IMEI plus two mirror photos, decided by rules or an expert. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    policy_risk_id: integer()
      .notNull()
      .references(() => policyRisks.id),
    status: smallint().notNull().default(2),
    frontal_label: text(),
    trasera_label: text(),
    /** The code shown on the phone screen, expected in the front photo. */
    screen_code: text(),
    imei: text(),
    expert_user_id: integer().references(() => users.id),
    decided_at: timestamp({ withTimezone: true }),
    payment_link: text(),
    notes: text(),
    /** 1, 2, 3: which of the customer's photo attempts this is (spec 3/4 retryCount). */
    attempt: smallint().notNull().default(1),
    /** Sent by the customer from the phone, or recorded by staff (spec 7, POST .../risks/{id}/evaluations). */
    source: text().notNull().default('customer'),
    /** desktop, android, ios or other (spec 4 device type), as the page saw it. */
    device_type: text(),
    /** What the checks found for the expert (TAC mismatch, reused photo, doubts), never shown to the customer. */
    findings: jsonb().$type<string[]>().notNull().default([]),
    /** Why the photos were refused, in Spanish the customer can act on. */
    reasons: jsonb().$type<string[]>().notNull().default([]),
    frontal_comment: text(),
    trasera_comment: text(),
    /** When the automatic checks ran (null: not yet, or recorded by staff). */
    checked_at: timestamp({ withTimezone: true }),
    /** Where the phone was when the photos were sent, if the customer allowed it (GET .../coordinates). */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    location_accuracy_m: integer(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('evaluations_policy_idx').on(t.policy_id),
    index('evaluations_status_idx').on(t.status),
    // A phone's latest check (the status the phone-check page polls, the attempts count).
    index('evaluations_risk_idx').on(t.policy_risk_id, t.id),
    // One check in progress per phone: a second send while one waits is refused, not queued twice.
    uniqueIndex('evaluations_one_pending_per_risk').on(t.policy_risk_id).where(sql`${t.status} = 2`),
    check(
      'evaluations_location_valid',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
    check('evaluations_source_valid', sql`${t.source} in ('customer', 'staff')`),
    check('evaluations_attempt_positive', sql`${t.attempt} >= 1`),
    check('evaluations_status_valid', inEnum(t.status, EvaluationStatus)),
    check(
      'evaluations_labels_valid',
      sql`coalesce(${t.frontal_label}, 'Validated') in ('Validated', 'Rejected', 'Breakage') and coalesce(${t.trasera_label}, 'Validated') in ('Validated', 'Rejected', 'Breakage')`,
    ),
  ],
);

export const evaluationPhotos = pgTable(
  'evaluation_photos',
  {
    id: id(),
    evaluation_id: integer()
      .notNull()
      .references(() => evaluations.id),
    side: text().notNull(),
    storage_key: text().notNull(),
    sha256: text().notNull(),
    mime: text().notNull(),
    width: integer(),
    height: integer(),
    checks: jsonb(),
    created_at: createdAt(),
  },
  (t) => [
    index('evaluation_photos_evaluation_idx').on(t.evaluation_id),
    // Same photo reused on another evaluation is a fraud signal (architecture, step 3).
    index('evaluation_photos_sha_idx').on(t.sha256),
    check('evaluation_photos_side', sql`${t.side} in ('front', 'back', 'invoice', 'imei')`),
  ],
);

/**
 * The one-time value the capture screen shows as a QR code while the front
 * photo is taken: the photo must show it (mirrored), so it is fresh and of
 * this phone's screen. Issued per capture, short-lived, used once.
 */
export const evaluationCodes = pgTable(
  'evaluation_codes',
  {
    id: id(),
    policy_risk_id: integer()
      .notNull()
      .references(() => policyRisks.id),
    code: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    evaluation_id: integer().references(() => evaluations.id),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('evaluation_codes_code_unique').on(t.code),
    index('evaluation_codes_risk_idx').on(t.policy_risk_id),
  ],
);

/**
 * Each IMEI entry of a phone before its photos (spec 3, 4): the screenshots tried and what
 * was read in them, the numbers typed and why they were refused, and the number staff typed.
 * The back office reads them in the IMEI queue once the customer's 3 attempts are used
 * (docs/phone-check.md, After three failed IMEI attempts). Whether an attempt counted lives in
 * the policy's `imei_retries`; this is the history behind it.
 */
export const imeiAttempts = pgTable(
  'imei_attempts',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    policy_risk_id: integer()
      .notNull()
      .references(() => policyRisks.id),
    /** screenshot: a `*#06#` capture read by the server; entry: a number the customer confirmed or typed; staff. */
    kind: text().notNull(),
    /** What was read or typed, as given (null: a screenshot with no IMEI in it). */
    imei: text(),
    /** read, unreadable, invalid (15 digits or check digit), repeated (active on another policy), saved. */
    outcome: text().notNull(),
    /** Used one of the 3 attempts (spec 4). */
    counted: boolean().notNull().default(false),
    /** The screenshot kept for the expert (screenshot attempts). */
    storage_key: text(),
    created_at: createdAt(),
  },
  (t) => [
    index('imei_attempts_risk_idx').on(t.policy_risk_id, t.id),
    check('imei_attempts_kind_valid', sql`${t.kind} in ('screenshot', 'entry', 'staff')`),
    check(
      'imei_attempts_outcome_valid',
      sql`${t.outcome} in ('read', 'unreadable', 'invalid', 'repeated', 'saved')`,
    ),
  ],
);
