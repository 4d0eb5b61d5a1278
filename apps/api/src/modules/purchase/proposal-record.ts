import type { Proposal } from '@amparo/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { proposals, stores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

// What the proposal use-cases (create, get, update) share: the row's shape
// for the API, what is kept of the form, and the checks before a write.
export type ProposalRow = typeof proposals.$inferSelect;

/** A proposal lives 30 days; a link from a mail resumes it at the same step. */
export const PROPOSAL_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const toProposal = (row: ProposalRow): Proposal => ({
  identifier_proposal: row.identifier_proposal,
  step: row.step as Proposal['step'],
  status: row.status as Proposal['status'],
  data: row.data,
  store_id: row.store_id,
  policy_id: row.policy_id,
  updated_at: row.updated_at.toISOString(),
});

/**
 * A proposal's data travels in links (?propuesta=...): account numbers are
 * not kept in it; the customer types the IBAN again at the payment step.
 */
export function withoutAccountNumbers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAccountNumbers);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/iban|account_number/i.test(key))
        .map(([k, v]) => [k, withoutAccountNumbers(v)]),
    );
  }
  return value;
}

/** The holder's email and phone as typed so far, for a call back about an abandoned purchase. */
export const contactOf = (data: Record<string, unknown>) => {
  const holder = (data.holder ?? {}) as { email?: unknown; phone?: unknown };
  return {
    email: typeof holder.email === 'string' ? holder.email.slice(0, 254) : null,
    phone: typeof holder.phone === 'string' ? holder.phone.replace(/\D/g, '').slice(0, 15) : null,
  };
};

export async function checkProposalStore(db: Executor, storeId: number | undefined) {
  if (!storeId) return;
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), isNull(stores.deleted_at)));
  if (!store) throw new AppError('PROPOSAL_STORE_UNKNOWN');
}

/** The proposal by its public identifier: 404 when unknown, 410 when an open one has expired. */
export async function findProposal(db: Executor, identifier: string, now: Date): Promise<ProposalRow> {
  const [row] = await db.select().from(proposals).where(eq(proposals.identifier_proposal, identifier));
  if (!row) throw new AppError('PROPOSAL_NOT_FOUND');
  if (row.expires_at && row.expires_at < now && row.status === 'open') throw new AppError('PROPOSAL_EXPIRED');
  return row;
}
