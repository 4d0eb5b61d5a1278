import { createHash } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { evidenceRecords, policies } from '../db/schema/index.ts';

/**
 * The signing evidence of a policy as a hash chain: each record
 * holds the hash of the one before, so a record changed, removed or put out of
 * order breaks every hash from there on. The hash covers the policy, the
 * sequence, the kind, the payload, the time and the previous hash, written as
 * canonical JSON (keys sorted at every level), so it does not depend on how
 * the database hands the JSON back.
 */
export const GENESIS_HASH = '0'.repeat(64);

/** What a record says happened. Payload values are JSON: dates go in as ISO strings. */
export type EvidenceKind =
  | 'contract.generated'
  | 'signing.link_sent'
  | 'document.opened'
  | 'code.sent'
  | 'code.failed'
  | 'code.confirmed'
  | 'consent.given'
  | 'signature.drawn'
  | 'contract.signed'
  | 'signing.failed'
  | 'signing.cancelled'
  | 'signing.expired';

export type EvidenceInput = {
  policyId: number;
  signatureId?: number | null;
  kind: EvidenceKind;
  payload: Record<string, unknown>;
  occurredAt: Date;
};

export type EvidenceRecord = {
  id: number;
  policy_id: number;
  signature_id: number | null;
  sequence: number;
  kind: string;
  payload: Record<string, unknown>;
  occurred_at: Date;
  prev_hash: string;
  hash: string;
};

/** JSON with the keys of every object sorted; undefined members are left out, as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function evidenceHash(record: {
  policy_id: number;
  sequence: number;
  kind: string;
  payload: Record<string, unknown>;
  occurred_at: Date;
  prev_hash: string;
}): string {
  const body = canonicalJson({
    policy_id: record.policy_id,
    sequence: record.sequence,
    kind: record.kind,
    payload: record.payload,
    occurred_at: record.occurred_at.toISOString(),
    prev_hash: record.prev_hash,
  });
  return createHash('sha256').update(body).digest('hex');
}

/**
 * Adds a record at the end of the policy's chain, in the caller's transaction.
 * The policy row is locked first, so two requests of one policy append one
 * after the other instead of both claiming the same sequence.
 */
export async function appendEvidence(tx: Executor, input: EvidenceInput): Promise<EvidenceRecord> {
  await tx.select({ id: policies.id }).from(policies).where(eq(policies.id, input.policyId)).for('update');
  const [last] = await tx
    .select({ sequence: evidenceRecords.sequence, hash: evidenceRecords.hash })
    .from(evidenceRecords)
    .where(eq(evidenceRecords.policy_id, input.policyId))
    .orderBy(desc(evidenceRecords.sequence))
    .limit(1);
  // Stored as the JSON it will be read back as, so the hash is of what is kept.
  const payload = JSON.parse(canonicalJson(input.payload)) as Record<string, unknown>;
  const record = {
    policy_id: input.policyId,
    signature_id: input.signatureId ?? null,
    sequence: (last?.sequence ?? 0) + 1,
    kind: input.kind,
    payload,
    occurred_at: input.occurredAt,
    prev_hash: last?.hash ?? GENESIS_HASH,
  };
  const [row] = await tx
    .insert(evidenceRecords)
    .values({ ...record, hash: evidenceHash(record) })
    .returning();
  return row as EvidenceRecord;
}

export async function loadEvidence(db: Executor, policyId: number): Promise<EvidenceRecord[]> {
  const rows = await db
    .select()
    .from(evidenceRecords)
    .where(eq(evidenceRecords.policy_id, policyId))
    .orderBy(asc(evidenceRecords.sequence));
  return rows as EvidenceRecord[];
}

export type ChainCheck =
  | { valid: true; records: number }
  | {
      valid: false;
      records: number;
      /** The first record that does not hold: its sequence, or the one missing. */
      brokenAt: number;
      reason: 'hash_mismatch' | 'link_mismatch' | 'sequence_gap';
    };

/** Recomputes every hash in order; the records must be one policy's, sorted by sequence. */
export function verifyEvidenceChain(records: readonly EvidenceRecord[]): ChainCheck {
  let prev = GENESIS_HASH;
  for (const [index, record] of records.entries()) {
    const expected = index + 1;
    if (record.sequence !== expected) {
      return { valid: false, records: records.length, brokenAt: expected, reason: 'sequence_gap' };
    }
    if (record.prev_hash !== prev) {
      return { valid: false, records: records.length, brokenAt: record.sequence, reason: 'link_mismatch' };
    }
    if (evidenceHash(record) !== record.hash) {
      return { valid: false, records: records.length, brokenAt: record.sequence, reason: 'hash_mismatch' };
    }
    prev = record.hash;
  }
  return { valid: true, records: records.length };
}
