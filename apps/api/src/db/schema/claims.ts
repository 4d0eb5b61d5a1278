import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { claimTypes } from './catalog.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { repairCenters } from './partners.ts';
import { policies, policyRisks } from './policies.ts';

export type ClaimExtraFieldValue = { id: string; value: string | boolean | null };

/** Spec 3 Claim. internal_status ids of spec 4 (1 opened, 2 closed, 4 documentation rejected). */
export const claims = pgTable(
  'claims',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    policy_risk_id: integer()
      .notNull()
      .references(() => policyRisks.id),
    claim_type_id: integer()
      .notNull()
      .references(() => claimTypes.id),
    internal_status: smallint().notNull().default(1),
    notify_denied: boolean().notNull().default(false),
    occurred_on: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    extra_fields: jsonb().$type<ClaimExtraFieldValue[]>().notNull().default([]),
    repair_center_id: integer().references(() => repairCenters.id),
    handler_user_id: integer().references(() => users.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('claims_policy_idx').on(t.policy_id),
    index('claims_status_idx').on(t.internal_status),
    index('claims_created_idx').on(t.created_at),
  ],
);

/** The status history of a claim; each change may carry a comment (spec 3 statuses). */
export const claimStatuses = pgTable(
  'claim_statuses',
  {
    id: id(),
    claim_id: integer()
      .notNull()
      .references(() => claims.id),
    status: smallint().notNull(),
    comment: text(),
    is_public: boolean().notNull().default(true),
    user_id: integer().references(() => users.id),
    created_at: createdAt(),
  },
  (t) => [index('claim_statuses_claim_idx').on(t.claim_id)],
);

export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: id(),
    claim_id: integer()
      .notNull()
      .references(() => claims.id),
    type: text().notNull(),
    filename: text().notNull(),
    mime: text().notNull(),
    size_bytes: integer().notNull(),
    storage_key: text().notNull(),
    sha256: text().notNull(),
    review_status: text().notNull().default('pending'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('claim_documents_claim_idx').on(t.claim_id),
    check('claim_documents_review', sql`${t.review_status} in ('pending', 'accepted', 'rejected')`),
  ],
);
