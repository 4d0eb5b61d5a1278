import { createHash } from 'node:crypto';
import { VERIFY_DOCUMENT_MAX_BYTES, type VerifyDocumentResult } from '@amparo/contract';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { signatures } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { base64Size, decodeBase64 } from '../../services/files/base64.ts';
import { requireVisiblePolicy } from './visible-policy.ts';

/**
 * The bytes of a base64 file, strictly: an optional data-URL prefix and line
 * breaks are allowed, anything else that is not base64 is refused (Node's
 * decoder would silently skip it and hash other bytes than the ones sent).
 * The size is worked out before decoding, so a huge file is never held twice.
 */
export function decodeDocument(fileBase64: string): Buffer {
  const size = base64Size(fileBase64);
  if (size > VERIFY_DOCUMENT_MAX_BYTES) {
    throw new AppError('EVIDENCE_FILE_TOO_LARGE', {
      params: { max: VERIFY_DOCUMENT_MAX_BYTES / 1024 / 1024 },
    });
  }
  const bytes = decodeBase64(fileBase64);
  if (!bytes) throw new AppError('EVIDENCE_FILE_NOT_BASE64');
  if (bytes.length === 0) throw new AppError('EVIDENCE_FILE_EMPTY');
  return bytes;
}

/**
 * Is this PDF the policy's signed contract (docs/signature.md)? Its SHA-256 against the
 * policy's signings: the sealed PDF ('signed'), the contract as shown before
 * signing ('unsigned'), or neither ('none'). Every check is audited, whatever
 * it finds: a document someone disputes is worth a trace of who checked it.
 */
export async function verifyPolicyDocument(
  db: Executor,
  actor: Actor,
  input: { policyId: number; fileBase64: string; ip: string },
): Promise<VerifyDocumentResult> {
  await requireVisiblePolicy(db, actor, input.policyId);
  const bytes = decodeDocument(input.fileBase64);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const rows = await db
    .select({
      id: signatures.id,
      document_sha256: signatures.document_sha256,
      signed_document_sha256: signatures.signed_document_sha256,
      signed_at: signatures.signed_at,
    })
    .from(signatures)
    .where(
      and(
        eq(signatures.policy_id, input.policyId),
        or(eq(signatures.signed_document_sha256, sha256), eq(signatures.document_sha256, sha256)),
      ),
    )
    .orderBy(desc(signatures.id));
  // A sealed match wins over the same bytes shown unsigned in another signing.
  const signed = rows.find((row) => row.signed_document_sha256 === sha256);
  const shown = rows.find((row) => row.document_sha256 === sha256);
  const result: VerifyDocumentResult = signed
    ? { sha256, match: 'signed', signature_id: signed.id, signed_at: signed.signed_at?.toISOString() ?? null }
    : shown
      ? { sha256, match: 'unsigned', signature_id: shown.id, signed_at: null }
      : { sha256, match: 'none', signature_id: null, signed_at: null };
  await writeAudit(db, {
    action: 'policy.document_verified',
    entityType: 'policy',
    entityId: input.policyId,
    actor,
    ip: input.ip,
    after: { sha256, match: result.match, signature_id: result.signature_id, size: bytes.length },
  });
  return result;
}
