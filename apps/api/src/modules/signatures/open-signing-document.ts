import type { Readable } from 'node:stream';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { evidenceRecords, policies, signatures } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { appendEvidence } from '../../services/evidence-chain.ts';
import { ensureOpenSigning } from './ensure-open-signing.ts';
import { type SigningAccess, signingPolicy } from './signing-access.ts';
import type { SigningDeps } from './start-signing.ts';

/** A reload flood must not grow the evidence chain: one `document.opened` a minute per signing. */
const OPENED_RECORD_INTERVAL_MS = 60 * 1000;

/**
 * GET /policies/{id}/signature/document: the unsigned contract, to read
 * before signing. The first open is the signing's `opened_at` (the audit
 * page prints it); opens are evidence (`document.opened`, with address and
 * browser), at most one record a minute.
 */
export async function openSigningDocument(
  db: Database,
  deps: SigningDeps,
  access: SigningAccess,
  request: { policyId: number; ip: string; userAgent: string },
  now: Date,
): Promise<{ stream: Readable; filename: string; size: number }> {
  const policy = await signingPolicy(db, access, request.policyId, now);
  const signing = await ensureOpenSigning(db, deps, policy, now);
  const file = await deps.files.get(signing.document_key);
  if (!file) throw new AppError('NOT_FOUND');
  await recordOpening(db, policy.id, signing, request, now).catch((error: unknown) => {
    // Nobody will read the file: close it rather than leave its handle open.
    file.stream.destroy();
    throw error;
  });
  return { stream: file.stream, filename: `contrato-${policy.number}.pdf`, size: file.size };
}

/** The first open is the signing's opened_at; each open is evidence, at most one record a minute. */
function recordOpening(
  db: Database,
  policyId: number,
  signing: { id: number; document_sha256: string },
  request: { ip: string; userAgent: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    // The policy lock orders this with other appends of the chain (and with the check below).
    await tx.select({ id: policies.id }).from(policies).where(eq(policies.id, policyId)).for('update');
    // Every open is a touch (the signing's window starts again); the first is also opened_at.
    await tx
      .update(signatures)
      .set({
        opened_at: sql`coalesce(${signatures.opened_at}, ${now.toISOString()}::timestamptz)`,
        updated_at: now,
      })
      .where(and(eq(signatures.id, signing.id), eq(signatures.status, 'pending')));
    const [recent] = await tx
      .select({ id: evidenceRecords.id })
      .from(evidenceRecords)
      .where(
        and(
          eq(evidenceRecords.signature_id, signing.id),
          eq(evidenceRecords.kind, 'document.opened'),
          gt(evidenceRecords.occurred_at, new Date(now.getTime() - OPENED_RECORD_INTERVAL_MS)),
        ),
      )
      .orderBy(desc(evidenceRecords.sequence))
      .limit(1);
    if (recent) return;
    await appendEvidence(tx, {
      policyId,
      signatureId: signing.id,
      kind: 'document.opened',
      occurredAt: now,
      payload: { document_sha256: signing.document_sha256, ip: request.ip, user_agent: request.userAgent },
    });
  });
}
