import type { RequestedClaimDocument } from '@amparo/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** SIN-<year>-<6 digits>, the number the customer quotes. */
    number: text(),
    /** Null while the customer is still writing it (saved, not sent); the 7-day notice counts to this. */
    sent_at: timestamp({ withTimezone: true }),
    /** Why the claim was denied, shown to the customer when notify_denied is set. */
    denial_reason: text(),
    closed_at: timestamp({ withTimezone: true }),
    /** Documents the desk asked for beyond the type's checklist (withdrawn ones kept, marked). */
    requested_documents: jsonb().$type<RequestedClaimDocument[]>().notNull().default([]),
    /** Who declared it: the policyholder or staff on their behalf. */
    source: text().notNull().default('customer'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('claims_policy_idx').on(t.policy_id),
    index('claims_status_idx').on(t.internal_status),
    index('claims_created_idx').on(t.created_at),
    // The claims desk's order (newest declaration first, drafts by creation) for its keyset export.
    index('claims_list_order_idx').on(sql`coalesce(${t.sent_at}, ${t.created_at})`, t.id),
    index('claims_sent_idx').on(t.sent_at),
    uniqueIndex('claims_number_unique').on(t.number),
    check('claims_source_valid', sql`${t.source} in ('customer', 'staff')`),
    check('claims_denied_has_reason', sql`not ${t.notify_denied} or ${t.denial_reason} is not null`),
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
    /** Why staff rejected it, in Spanish the customer can act on. */
    rejection_reason: text(),
    reviewed_by: integer().references(() => users.id),
    reviewed_at: timestamp({ withTimezone: true }),
    /** The document this one replaces (a new upload after a rejection). */
    replaces_id: integer(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('claim_documents_claim_idx').on(t.claim_id),
    check(
      'claim_documents_rejected_has_reason',
      sql`${t.review_status} <> 'rejected' or ${t.rejection_reason} is not null`,
    ),
    check('claim_documents_review', sql`${t.review_status} in ('pending', 'accepted', 'rejected')`),
  ],
);

/**
 * The conversation on a claim, both ways: the customer's replies (with an
 * optional attachment) and the desk's messages. Each is mailed to the other
 * side; `read_at` is when the other side opened it (the desk's unread count).
 */
export const claimMessages = pgTable(
  'claim_messages',
  {
    id: id(),
    claim_id: integer()
      .notNull()
      .references(() => claims.id),
    author: text().notNull(),
    user_id: integer().references(() => users.id),
    body: text().notNull(),
    attachment_key: text(),
    attachment_filename: text(),
    attachment_mime: text(),
    attachment_size: integer(),
    read_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('claim_messages_claim_idx').on(t.claim_id, t.id),
    // The desk's list counts unread replies per claim.
    index('claim_messages_unread_idx')
      .on(t.claim_id)
      .where(sql`${t.read_at} is null and ${t.author} = 'customer'`),
    check('claim_messages_author_valid', sql`${t.author} in ('customer', 'staff')`),
    check(
      'claim_messages_attachment_whole',
      sql`(${t.attachment_key} is null) = (${t.attachment_filename} is null)`,
    ),
  ],
);
