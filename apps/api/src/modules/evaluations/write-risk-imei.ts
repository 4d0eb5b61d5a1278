import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies, riskMobiles } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { type AuditEntry, writeAudit } from '../../services/audit.ts';

const ACTIVE_IMEI_INDEX = 'risk_mobiles_active_imei_unique';

const isActiveImeiClash = (error: unknown) => isUniqueViolation(error, ACTIVE_IMEI_INDEX);

/**
 * Writes the IMEI on the insured phone and where it came from (policy
 * settings, `imei_sources` by risk), with the audit row when staff did it, in
 * one transaction. The partial unique index is the referee: of two saves of
 * one IMEI on two active policies, even at the same moment, one wins and the
 * other answers IMEI_REPEATED; no check-then-write window.
 */
export async function writeRiskImei(
  db: Executor,
  target: { policyId: number; riskId: number },
  imei: string,
  source: string,
  now: Date,
  audit?: Omit<AuditEntry, 'before' | 'after'>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ imei: riskMobiles.imei })
        .from(riskMobiles)
        .where(eq(riskMobiles.policy_risk_id, target.riskId))
        .for('update');
      await tx.update(riskMobiles).set({ imei }).where(eq(riskMobiles.policy_risk_id, target.riskId));
      const entry = JSON.stringify({ source, saved_at: now.toISOString() });
      await tx
        .update(policies)
        .set({
          settings: sql`${policies.settings} || jsonb_build_object('imei_sources',
            coalesce(${policies.settings} -> 'imei_sources', '{}'::jsonb)
              || jsonb_build_object(${String(target.riskId)}::text, ${entry}::jsonb))`,
          updated_at: now,
        })
        .where(eq(policies.id, target.policyId));
      if (audit)
        await writeAudit(tx, { ...audit, before: { imei: before?.imei ?? null }, after: { imei, source } });
    });
  } catch (error) {
    if (isActiveImeiClash(error)) throw new AppError('IMEI_REPEATED');
    throw error;
  }
}
