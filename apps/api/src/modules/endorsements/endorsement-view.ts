import type { PolicyEndorsement } from '@amparo/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policyEndorsements } from '../../db/schema/index.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { CONTRACT_LINK_TTL_SECONDS } from '../signatures/signed-contract-link.ts';
import type { EndorsementRow } from './record-endorsement.ts';

/** A suplemento as the API answers it; its PDF as a short-lived link (like the signed contract). */
export async function endorsementView(
  row: EndorsementRow,
  files: Pick<FileStore, 'signedUrl'>,
  now: Date,
): Promise<PolicyEndorsement> {
  return {
    id: row.id,
    sequence: row.sequence,
    kind: row.kind as PolicyEndorsement['kind'],
    status: row.status as PolicyEndorsement['status'],
    effective_on: row.effective_on,
    before: row.before,
    after: row.after,
    premium_before_cents: row.premium_before_cents,
    premium_after_cents: row.premium_after_cents,
    adjustment_cents: row.adjustment_cents,
    requested_by: row.requested_by as PolicyEndorsement['requested_by'],
    needs_phone_check: row.after.phone_check === true,
    created_at: row.created_at.toISOString(),
    document_url: row.document_key
      ? await files.signedUrl(row.document_key, {
          ttlSeconds: CONTRACT_LINK_TTL_SECONDS,
          disposition: 'attachment',
          now,
        })
      : null,
  };
}

/** A policy's suplementos, oldest first. */
export async function listEndorsements(
  db: Executor,
  files: Pick<FileStore, 'signedUrl'>,
  policyId: number,
  now: Date,
): Promise<PolicyEndorsement[]> {
  const rows = await db
    .select()
    .from(policyEndorsements)
    .where(eq(policyEndorsements.policy_id, policyId))
    .orderBy(asc(policyEndorsements.sequence));
  return Promise.all(rows.map((row) => endorsementView(row, files, now)));
}
