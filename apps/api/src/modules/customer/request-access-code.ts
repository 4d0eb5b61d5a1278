import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { writeAudit } from '../../services/audit.ts';
import { mailNewCode } from '../../services/mailed-code.ts';
import { hitRateLimit, LIMITS, type Limit } from '../../services/rate-limit.ts';

export const ACCESS_CODE_SENT =
  'Si el correo corresponde a un cliente de Amparo, recibirás un código de 6 cifras. Caduca en 10 minutos.';

export const ACCESS_CODE_QUEUE = 'customer.access-code';

/**
 * Policyholders enter with a one-time code mailed to the address on their
 * policy: nothing to remember. The request only counts the address and
 * queues a job, known email or not, so the answer and its time are the same
 * (docs/security.md, Credentials); the job finds the accounts and mails the codes.
 */
export async function requestAccessCode(
  db: Database,
  email: string,
  context: { now: Date; ip: string; perAddress?: Limit },
) {
  const limit = context.perAddress ?? LIMITS.accessCodePerIp;
  await hitRateLimit(db, `access-code-ip:${context.ip}`, limit, context.now);
  await enqueueJob(db, ACCESS_CODE_QUEUE, { email, ip: context.ip });
  return { message: ACCESS_CODE_SENT };
}

/** The `customer.access-code` job: one code per policyholder account at the address. */
export async function sendAccessCodes(
  db: Database,
  payload: { email: string; ip: string },
  context: { now: Date },
): Promise<void> {
  // Two people may share an address, each with their own account (docs/security.md, "Identity
  // of a policyholder"): each account gets its own code, in its own mail addressed by name.
  const accounts = await db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${payload.email}`,
        eq(users.role, 'policyholder'),
        isNull(users.deleted_at),
      ),
    )
    .orderBy(users.id);
  for (const user of accounts) await sendAccessCode(db, user, { now: context.now, ip: payload.ip });
}

async function sendAccessCode(
  db: Database,
  user: typeof users.$inferSelect,
  context: { now: Date; ip: string },
): Promise<void> {
  try {
    await hitRateLimit(db, `access-code-account:${user.id}`, LIMITS.accessCodePerAccount, context.now);
  } catch {
    // Past the per-account limit nothing more is sent.
    return;
  }
  await db.transaction(async (tx) => {
    await mailNewCode(tx, { user, to: user.email, purpose: 'access_code', template: 'access-code' }, context);
    await writeAudit(tx, {
      action: 'customer.access_code_sent',
      entityType: 'user',
      entityId: user.id,
      ip: context.ip,
    });
  });
}
