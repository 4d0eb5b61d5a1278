import type { Proposal, ProposalInputSchema, z } from '@amparo/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { proposals, stores } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';

type Input = z.output<typeof ProposalInputSchema>;
type Row = typeof proposals.$inferSelect;

/** A proposal lives 30 days; a link from a mail resumes it at the same step. */
const PROPOSAL_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const toProposal = (row: Row): Proposal => ({
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

const contact = (data: Record<string, unknown>) => {
  const holder = (data.holder ?? {}) as { email?: unknown; phone?: unknown };
  return {
    email: typeof holder.email === 'string' ? holder.email.slice(0, 254) : null,
    phone: typeof holder.phone === 'string' ? holder.phone.replace(/\D/g, '').slice(0, 15) : null,
  };
};

async function checkStore(db: Executor, storeId: number | undefined) {
  if (!storeId) return;
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), isNull(stores.deleted_at)));
  if (!store) throw new AppError('unprocessable', 'La tienda indicada no existe');
}

export async function createProposal(db: Database, input: Input, now: Date, ip: string): Promise<Proposal> {
  await hitRateLimit(db, `public-write:${ip}`, LIMITS.publicWritesPerIp, now);
  await checkStore(db, input.store_id);
  const [row] = await db
    .insert(proposals)
    .values({
      step: input.step,
      data: withoutAccountNumbers(input.data) as Record<string, unknown>,
      store_id: input.store_id ?? null,
      ...contact(input.data),
      expires_at: new Date(now.getTime() + PROPOSAL_TTL_MS),
    })
    .returning();
  return toProposal(row!);
}

async function findOpen(db: Executor, identifier: string, now: Date) {
  const [row] = await db.select().from(proposals).where(eq(proposals.identifier_proposal, identifier));
  if (!row) throw notFound('No encontramos tu solicitud: empieza de nuevo');
  if (row.expires_at && row.expires_at < now && row.status === 'open')
    throw new AppError('gone', 'Tu solicitud ha caducado: empieza de nuevo');
  return row;
}

export async function getProposal(db: Executor, identifier: string, now: Date): Promise<Proposal> {
  return toProposal(await findOpen(db, identifier, now));
}

/** Saves the step the customer reached; a booked proposal is closed to changes. */
export async function updateProposal(
  db: Database,
  identifier: string,
  input: Input,
  now: Date,
): Promise<Proposal> {
  const row = await findOpen(db, identifier, now);
  if (row.status !== 'open')
    throw new AppError('conflict', 'Esta solicitud ya se contrató: revisa tu correo');
  await checkStore(db, input.store_id);
  const [updated] = await db
    .update(proposals)
    .set({
      step: input.step,
      data: withoutAccountNumbers(input.data) as Record<string, unknown>,
      store_id: input.store_id ?? row.store_id,
      ...contact(input.data),
      updated_at: now,
      expires_at: new Date(now.getTime() + PROPOSAL_TTL_MS),
    })
    .where(eq(proposals.id, row.id))
    .returning();
  return toProposal(updated!);
}
