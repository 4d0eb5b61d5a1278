import type { ImeiReading, ImeiScreenshotRequestSchema, z } from '@amparo/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, riskMobiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { acceptUpload } from '../../services/files/accept-upload.ts';
import { decodeUploadBase64 } from '../../services/files/base64.ts';
import { storeAccepted } from '../../services/files/store-upload.ts';
import { readImei } from '../../services/ocr/read-imei.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import type { Services } from '../../services/registry.ts';
import { customerMobileRisk } from './customer-risk.ts';
import { assertImeiRetriesLeft } from './imei-retries.ts';
import { countRefusedImei, recordImeiAttempt } from './record-imei-attempt.ts';

type Input = z.output<typeof ImeiScreenshotRequestSchema>;

/**
 * The customer uploads the `*#06#` screenshot of the insured phone; the server
 * reads the IMEI (barcode, then OCR) and answers it for the customer to confirm.
 * The screenshot passes the upload gate before anything reads it, and is kept
 * (readable or not) for the expert, its key in the policy's settings under the
 * risk (`imei_screenshots`; evaluation_photos needs an evaluation, which the
 * later step creates). Saving the IMEI is `PUT` on the same address
 * (save-risk-imei.ts); an IMEI already active on another policy is refused
 * here too, before the photos, and counts as one of the 3 attempts (imei-retries.ts).
 */
export async function readImeiScreenshot(
  db: Database,
  services: Pick<Services, 'files' | 'ocr' | 'uploadLimits'>,
  access: { actor: Actor | null; token?: string | undefined },
  ids: { policyId: number; riskId: number },
  input: Input,
  now: Date,
): Promise<ImeiReading> {
  const { policyId, riskId } = await customerMobileRisk(db, access, ids, now);
  await assertImeiRetriesLeft(db, policyId, riskId);
  await hitRateLimit(db, `imei-reads-policy:${policyId}`, LIMITS.imeiReadsPerPolicy, now);
  const bytes = decodeUploadBase64(input.image);
  const accepted = await acceptUpload(bytes, services.uploadLimits, ['image']);
  // The gate has vouched for the bytes (type, pixels, decodable): read those, the kept copy is re-encoded.
  const reading = await readImei(bytes, services.ocr, services.uploadLimits);

  const stored = await storeAccepted(
    services.files,
    { folder: `policies/${policyId}/imei`, accepted, filename: input.filename ?? `imei.${input.extension}` },
    now,
  );
  const screenshot = {
    key: stored.key,
    sha256: stored.sha256,
    imei: reading?.imei ?? null,
    source: reading?.source ?? null,
    uploaded_at: now.toISOString(),
  };
  // One statement: concurrent uploads for two risks of a policy never overwrite each other's entry.
  await db
    .update(policies)
    .set({
      settings: sql`${policies.settings} || jsonb_build_object('imei_screenshots',
        coalesce(${policies.settings} -> 'imei_screenshots', '{}'::jsonb)
          || jsonb_build_object(${String(riskId)}::text, ${JSON.stringify(screenshot)}::jsonb))`,
      updated_at: now,
    })
    .where(eq(policies.id, policyId));

  // Spec 4 counts IMEI entry attempts: a screenshot we could not read is not one (the customer
  // tries another crop or types the number), so it costs nothing; a readable IMEI refused does.
  const target = { policyId, riskId };
  const attempt = { kind: 'screenshot' as const, storageKey: stored.key };
  if (!reading) {
    await recordImeiAttempt(db, target, { ...attempt, imei: null, outcome: 'unreadable' }, now);
    throw new AppError('IMEI_UNREADABLE');
  }
  const [taken] = await db
    .select({ id: riskMobiles.id })
    .from(riskMobiles)
    .where(
      and(
        eq(riskMobiles.imei, reading.imei),
        eq(riskMobiles.imei_active, true),
        ne(riskMobiles.policy_risk_id, riskId),
      ),
    )
    .limit(1);
  if (taken) {
    await countRefusedImei(db, target, { ...attempt, imei: reading.imei, outcome: 'repeated' }, now);
    throw new AppError('IMEI_REPEATED');
  }
  await recordImeiAttempt(db, target, { ...attempt, imei: reading.imei, outcome: 'read' }, now);
  return reading;
}
