import { EvaluationStatus } from '@amparo/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('evaluations_policy_idx').on(t.policy_id),
    index('evaluations_status_idx').on(t.status),
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
