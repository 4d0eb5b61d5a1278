import type { SavedImei, SaveImeiRequestSchema, z } from '@amparo/contract';
import { isValidImei } from '@amparo/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { customerMobileRisk } from './customer-risk.ts';
import { assertImeiRetriesLeft, countImeiRetry } from './imei-retries.ts';
import { writeRiskImei } from './write-risk-imei.ts';

type Input = z.output<typeof SaveImeiRequestSchema>;

/**
 * The customer confirms the IMEI read from the screenshot or types it (spec 3,
 * 9). A wrong entry (not 15 digits, wrong Luhn digit) uses one of the 3
 * attempts; with none left every entry is refused, right or wrong, so the
 * limit cannot be walked around by guessing.
 */
export async function saveRiskImei(
  db: Database,
  access: { actor: Actor | null; token?: string | undefined },
  ids: { policyId: number; riskId: number },
  input: Input,
  now: Date,
): Promise<SavedImei> {
  const target = await customerMobileRisk(db, access, ids, now);
  const imei = input.imei.replace(/[\s-]/g, '');
  if (!isValidImei(imei)) {
    await countImeiRetry(db, target.policyId, target.riskId, now);
    throw new AppError('IMEI_INVALID');
  }
  const left = await assertImeiRetriesLeft(db, target.policyId, target.riskId);
  await writeRiskImei(db, target, imei, input.source, now);
  return { imei, source: input.source, retries_left: left };
}
