import { sql } from 'drizzle-orm';
import {
  check,
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
import { policies } from './policies.ts';

/**
 * One signing of a policy's contract: the unsigned PDF shown, the
 * one-time code, and once signed the sealed PDF. The provider is the built-in
 * flow or an external one (`external_id`); either way this row is what the
 * return page and the back office read, never the return address.
 */
export const signatures = pgTable(
  'signatures',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    provider: text().notNull().default('builtin'),
    /** The provider's own id for the signing (an external provider's envelope). */
    external_id: text(),
    /** pending, signed, failed, expired, cancelled. */
    status: text().notNull().default('pending'),
    /** The unsigned contract in the file store, and the SHA-256 of its bytes as shown to the signer. */
    document_key: text().notNull(),
    document_sha256: text().notNull(),
    signed_document_key: text(),
    signed_document_sha256: text(),
    /** mail or sms: where the last code went. */
    code_channel: text(),
    /** SHA-256 of `<signature id>:<code>`; the code itself is never stored. */
    code_hash: text(),
    code_sent_at: timestamp({ withTimezone: true }),
    code_expires_at: timestamp({ withTimezone: true }),
    /** Wrong codes against the current one; a fresh code starts again at 0. */
    code_attempts: smallint().notNull().default(0),
    /** Codes sent in this signing, for the flood limit. */
    codes_sent: smallint().notNull().default(0),
    code_confirmed_at: timestamp({ withTimezone: true }),
    /** The first time the signer opened the contract. */
    opened_at: timestamp({ withTimezone: true }),
    signed_at: timestamp({ withTimezone: true }),
    signer_ip: text(),
    signer_user_agent: text(),
    /** Why a signing failed, in Spanish (shown in the sign error modal and the back office). */
    failure_reason: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('signatures_policy_idx').on(t.policy_id),
    // One signing open per policy: a second start while one waits reuses it.
    uniqueIndex('signatures_one_pending_per_policy').on(t.policy_id).where(sql`${t.status} = 'pending'`),
    check(
      'signatures_status_valid',
      sql`${t.status} in ('pending', 'signed', 'failed', 'expired', 'cancelled')`,
    ),
    check('signatures_code_channel_valid', sql`coalesce(${t.code_channel}, 'mail') in ('mail', 'sms')`),
    check(
      'signatures_signed_has_document',
      sql`${t.status} <> 'signed' or (${t.signed_document_key} is not null and ${t.signed_document_sha256} is not null and ${t.signed_at} is not null)`,
    ),
  ],
);

/**
 * The evidence of a policy's contract, as a chain: every record holds the hash
 * of the one before, so changing, removing or reordering any record breaks
 * every hash after it (services/evidence-chain.ts verifies it). Records are
 * only ever inserted.
 */
export const evidenceRecords = pgTable(
  'evidence_records',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    signature_id: integer().references(() => signatures.id),
    /** 1, 2, 3... within the policy. */
    sequence: integer().notNull(),
    /** What happened: contract.generated, document.opened, code.sent, code.confirmed, consent.given... */
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    occurred_at: timestamp({ withTimezone: true }).notNull(),
    /** The hash of the record before (64 zeros for the first). */
    prev_hash: text().notNull(),
    /** SHA-256 of the canonical JSON of policy, sequence, kind, payload, time and prev_hash. */
    hash: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('evidence_records_policy_sequence').on(t.policy_id, t.sequence),
    index('evidence_records_signature_idx').on(t.signature_id),
    check('evidence_records_sequence_positive', sql`${t.sequence} >= 1`),
  ],
);
