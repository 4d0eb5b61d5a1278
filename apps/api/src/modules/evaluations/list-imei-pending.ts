import type { ImeiAttempt, ImeiPendingList } from '@amparo/contract';
import { deviceName, IMEI_RETRIES, PolicyStatus } from '@amparo/domain';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { imeiAttempts, policies, policyRisks, riskMobiles } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';

/** More than this waiting means the process is broken, not the queue short: the oldest come first. */
const QUEUE_LIMIT = 100;
/** The latest attempts of each phone are what staff need to see; the count is in `imei_retries`. */
const ATTEMPTS_SHOWN = 10;

const retriesUsed = sql<number>`coalesce((${policies.settings} -> 'imei_retries' ->> ${policyRisks.id}::text)::int, 0)`;

/**
 * The IMEI queue (docs/phone-check.md, After three failed IMEI attempts): the phones whose
 * customer used the 3 attempts and that still have no IMEI, on policies not cancelled, each with
 * the customer's contact and what was tried (screenshots as short-lived signed links). Staff type
 * the IMEI (save-staff-imei.ts) and the phone leaves the queue.
 */
export async function listImeiPending(
  db: Executor,
  files: Pick<FileStore, 'signedUrl'>,
  actor: Actor,
  now: Date,
): Promise<ImeiPendingList> {
  const waitingSince = sql<Date | null>`(select max(${imeiAttempts.created_at}) from ${imeiAttempts}
    where ${imeiAttempts.policy_risk_id} = ${policyRisks.id} and ${imeiAttempts.counted})`;
  const rows = await db
    .select({
      policyId: policies.id,
      number: policies.number,
      riskId: policyRisks.id,
      userId: policies.policyholder_id,
      name: policies.complete_name,
      email: policies.email,
      phone: policies.phone,
      brand: riskMobiles.brand,
      model: riskMobiles.model,
      updatedAt: policies.updated_at,
      waitingSince,
    })
    .from(riskMobiles)
    .innerJoin(policyRisks, eq(policyRisks.id, riskMobiles.policy_risk_id))
    .innerJoin(policies, eq(policies.id, policyRisks.policy_id))
    .where(
      and(
        isNull(riskMobiles.imei),
        eq(policyRisks.active, true),
        ne(policies.status, PolicyStatus.CANCELLED),
        sql`${retriesUsed} >= ${IMEI_RETRIES}`,
        visiblePolicies(actor),
      ),
    )
    .orderBy(sql`${waitingSince} asc nulls first`, asc(policyRisks.id))
    .limit(QUEUE_LIMIT);

  const riskIds = rows.map((row) => row.riskId);
  const attemptRows = riskIds.length
    ? await db
        .select()
        .from(imeiAttempts)
        .where(inArray(imeiAttempts.policy_risk_id, riskIds))
        .orderBy(asc(imeiAttempts.id))
    : [];
  const link = (key: string) => files.signedUrl(key, { disposition: 'inline', now });
  const attemptsOf = async (riskId: number): Promise<ImeiAttempt[]> =>
    Promise.all(
      attemptRows
        .filter((a) => a.policy_risk_id === riskId)
        .slice(-ATTEMPTS_SHOWN)
        .map(async (a) => ({
          at: a.created_at.toISOString(),
          kind: a.kind as ImeiAttempt['kind'],
          imei: a.imei,
          outcome: a.outcome as ImeiAttempt['outcome'],
          counted: a.counted,
          screenshot_url: a.storage_key ? await link(a.storage_key) : null,
        })),
    );

  const data = await Promise.all(
    rows
      // A policy booked for a person always has its holder; a row without one cannot be answered.
      .filter((row): row is typeof row & { userId: number } => row.userId !== null)
      .map(async (row) => ({
        policy_id: row.policyId,
        policy_number: row.number,
        risk_id: row.riskId,
        user_id: row.userId,
        holder_name: row.name,
        email: row.email,
        phone: row.phone || null,
        device: deviceName(row),
        waiting_since: (row.waitingSince ? new Date(row.waitingSince) : row.updatedAt).toISOString(),
        attempts: await attemptsOf(row.riskId),
      })),
  );
  return { data };
}
