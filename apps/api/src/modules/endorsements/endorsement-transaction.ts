import type { PolicyEndorsement } from '@amparo/contract';
import type { Database, Executor } from '../../db/client.ts';
import type { FileStore } from '../../services/files/file-store.ts';

export type EndorsementAnswer = { created: boolean; endorsement: PolicyEndorsement };

/**
 * One suplemento's transaction: `run` gets the transaction and a list it adds each stored paper's key
 * to (recordEndorsement does), so a transaction that fails leaves no PDF without its row.
 */
export async function inEndorsementTransaction(
  db: Database,
  files: Pick<FileStore, 'delete'>,
  run: (tx: Executor, written: string[]) => Promise<EndorsementAnswer>,
): Promise<EndorsementAnswer> {
  const written: string[] = [];
  try {
    return await db.transaction((tx) => run(tx, written));
  } catch (error) {
    for (const key of written) await files.delete(key).catch(() => undefined);
    throw error;
  }
}

/** What a dry run answers: the suplemento as it would be, with no number, row or PDF. */
export function endorsementPreview(input: {
  kind: PolicyEndorsement['kind'];
  status: PolicyEndorsement['status'];
  effectiveOn: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  premium: { before: number; after: number; adjustment: number };
  staff: boolean;
  phoneCheck: boolean;
}): EndorsementAnswer {
  return {
    created: false,
    endorsement: {
      id: null,
      sequence: 0,
      kind: input.kind,
      status: input.status,
      effective_on: input.effectiveOn,
      before: input.before,
      after: input.after,
      premium_before_cents: input.premium.before,
      premium_after_cents: input.premium.after,
      adjustment_cents: input.premium.adjustment,
      requested_by: input.staff ? 'staff' : 'holder',
      needs_phone_check: input.phoneCheck,
      created_at: null,
      document_url: null,
    },
  };
}
