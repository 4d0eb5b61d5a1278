import type { SavedImei, SaveImeiRequestSchema, z } from '@amparo/contract';
import { imeiDigits, isValidImei } from '@amparo/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { customerMobileRisk } from './customer-risk.ts';
import { assertImeiRetriesLeft } from './imei-retries.ts';
import { countRefusedImei, recordImeiAttempt } from './record-imei-attempt.ts';
import { writeRiskImei } from './write-risk-imei.ts';

type Input = z.output<typeof SaveImeiRequestSchema>;

/**
 * The customer confirms the IMEI read from the screenshot or types it (spec 3,
 * 9). A wrong entry (not 15 digits, wrong Luhn digit) or an IMEI active on
 * another policy uses one of the 3 attempts; with none left every entry is refused, right or wrong, so the
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
  const imei = imeiDigits(input.imei);
  const refused = (outcome: 'invalid' | 'repeated') =>
    countRefusedImei(db, target, { kind: 'entry', imei: input.imei, outcome }, now);
  if (!isValidImei(imei)) {
    await refused('invalid');
    throw new AppError('IMEI_INVALID');
  }
  const left = await assertImeiRetriesLeft(db, target.policyId, target.riskId);
  try {
    await writeRiskImei(db, target, imei, input.source, now);
  } catch (error) {
    // An IMEI insured on another policy is a refused entry too (spec 4): it uses an attempt.
    if (error instanceof AppError && error.code === 'IMEI_REPEATED') await refused('repeated');
    throw error;
  }
  await recordImeiAttempt(db, target, { kind: 'entry', imei, outcome: 'saved' }, now);
  return { imei, source: input.source, retries_left: left };
}
