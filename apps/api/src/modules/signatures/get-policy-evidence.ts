import type { PolicyEvidence } from '@amparo/contract';
import { evidenceLabel } from '@amparo/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { signatures } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { loadEvidence, verifyEvidenceChain } from '../../services/evidence-chain.ts';
import { type FileStore, isSafeKey } from '../../services/files/file-store.ts';
import { requireVisiblePolicy } from './visible-policy.ts';

/** Staff open the contract from the trail straight away; a copied link should not outlive the visit. */
const CONTRACT_LINK_TTL_SECONDS = 5 * 60;

// A one-time code, or anything that would let someone replay one, never leaves the server,
// not even hashed (a 6-digit code's hash is found by trying the million codes).
const SECRET_PAYLOAD_KEYS = new Set(['code', 'code_hash', 'token', 'token_hash', 'otp']);

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_PAYLOAD_KEYS.has(key.toLowerCase()))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  );
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The signing trail of a policy for the back office (docs/signature.md): every signing,
 * every evidence record with its Spanish label, the check of the hash chain
 * (recomputed on each read, never stored), and the signed contract as a
 * short-lived link. Outside the actor's scope the policy does not exist (404).
 */
export async function getPolicyEvidence(
  db: Executor,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  policyId: number,
  now: Date,
): Promise<PolicyEvidence> {
  const policy = await requireVisiblePolicy(db, actor, policyId);
  const [rows, records] = await Promise.all([
    db.select().from(signatures).where(eq(signatures.policy_id, policyId)).orderBy(asc(signatures.id)),
    loadEvidence(db, policyId),
  ]);
  const check = verifyEvidenceChain(records);
  // contract_link holds the signed PDF's key in the file store; the signing row has it too.
  const signedKey =
    policy.contract_link ?? rows.findLast((row) => row.status === 'signed')?.signed_document_key ?? null;
  const contractLink =
    signedKey && isSafeKey(signedKey)
      ? await files.signedUrl(signedKey, { ttlSeconds: CONTRACT_LINK_TTL_SECONDS, now })
      : null;
  return {
    signatures: rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      status: row.status as PolicyEvidence['signatures'][number]['status'],
      document_sha256: row.document_sha256,
      signed_document_sha256: row.signed_document_sha256,
      opened_at: iso(row.opened_at),
      code_channel: row.code_channel as 'mail' | 'sms' | null,
      code_sent_at: iso(row.code_sent_at),
      code_confirmed_at: iso(row.code_confirmed_at),
      signed_at: iso(row.signed_at),
      signer_ip: row.signer_ip,
      signer_user_agent: row.signer_user_agent,
      failure_reason: row.failure_reason,
      created_at: row.created_at.toISOString(),
    })),
    records: records.map((record) => ({
      sequence: record.sequence,
      kind: record.kind,
      label: evidenceLabel(record.kind),
      payload: withoutSecrets(record.payload) as Record<string, unknown>,
      occurred_at: record.occurred_at.toISOString(),
      prev_hash: record.prev_hash,
      hash: record.hash,
    })),
    chain: {
      valid: check.valid,
      records: check.records,
      broken_at: check.valid ? null : check.brokenAt,
      reason: check.valid ? null : check.reason,
    },
    contract_link: contractLink,
  };
}
