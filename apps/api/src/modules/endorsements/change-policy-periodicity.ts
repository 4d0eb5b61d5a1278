import type { ChangePeriodicityRequestSchema, z } from '@amparo/contract';
import { madridDate, periodicityName } from '@amparo/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { lockVisiblePolicy } from '../payments/find-policy-receipt.ts';
import {
  type EndorsementAnswer,
  endorsementPreview,
  inEndorsementTransaction,
} from './endorsement-transaction.ts';
import { endorsementView } from './endorsement-view.ts';
import { assertInForce } from './policy-in-force.ts';
import { recordEndorsement } from './record-endorsement.ts';
import { scheduleForNextPeriod } from './schedule-for-next-period.ts';

type Input = z.output<typeof ChangePeriodicityRequestSchema>;

/**
 * POST /policies/{id}/endorsements/periodicity (staff, docs/contract.md "Changes during the year"):
 * pay monthly or yearly from the next period. The receipts of the current period stay as they are
 * (money is never re-scheduled mid-year; the admin edit remains for corrections); the renewal writes
 * the next period's receipts at the new periodicity, priced into its notice.
 */
export async function changePolicyPeriodicity(
  db: Database,
  deps: { files: FileStore; publicUrl: string | null },
  actor: Actor,
  policyId: number,
  input: Input,
  context: { now: Date; ip: string },
): Promise<EndorsementAnswer> {
  const { now } = context;
  const today = madridDate(now)!;
  return inEndorsementTransaction(db, deps.files, async (tx, written) => {
    const policy = await lockVisiblePolicy(tx, actor, policyId);
    assertInForce(policy, today);
    if (policy.periodicity === input.periodicity) throw new AppError('ENDORSEMENT_SAME_PERIODICITY');
    const priced = await scheduleForNextPeriod(
      tx,
      policy,
      { kind: 'periodicity', periodicity: input.periodicity },
      { now, dryRun: input.dry_run === true },
    );
    const before = { periodicity: policy.periodicity };
    const after = { periodicity: input.periodicity };
    const premium = { before: priced.before, after: priced.after, adjustment: 0 };
    if (input.dry_run)
      return endorsementPreview({
        kind: 'periodicity',
        status: 'scheduled',
        effectiveOn: priced.effectiveOn,
        before,
        after,
        premium,
        staff: true,
        phoneCheck: false,
      });
    const from = periodicityName(policy.periodicity).toLowerCase();
    const to = periodicityName(input.periodicity).toLowerCase();
    const row = await recordEndorsement(
      tx,
      { ...deps, now, ip: context.ip, written },
      {
        policy,
        kind: 'periodicity',
        status: 'scheduled',
        effectiveOn: priced.effectiveOn,
        before,
        after,
        premium,
        actor,
        staff: true,
        reason: input.reason,
        changes: [`Antes: pago ${from}`, `Desde el próximo periodo: pago ${to}`],
        summary: `Desde el próximo periodo pagarás tu seguro con recibo ${to}.`,
        phoneCheck: false,
      },
    );
    return { created: true, endorsement: await endorsementView(row, deps.files, now) };
  });
}
