import { type PhotoSide, type PhotoVerdict, photoVerdict, type TacFinding } from '@amparo/domain';
import type { Executor } from '../../db/client.ts';
import type { UploadLimits } from '../files/accept-upload.ts';
import { findReusedPhotos, type ReusedPhoto } from './find-reused-photos.ts';
import { measurePhoto, type PhotoChecks } from './measure-photo.ts';

export type EvaluationPhotoInput = { side: PhotoSide; bytes: Buffer };

export type EvaluationPhotoResult = {
  /** Per side, ready for evaluation_photos.checks (with `dhash` for later look-ups). */
  checks: PhotoChecks[];
  /** Photos of other policies that look the same, for the expert to compare. */
  reused: Array<ReusedPhoto & { side: PhotoSide }>;
  verdict: PhotoVerdict;
};

/**
 * Everything the evaluation job needs from the photos of one check: each one
 * measured, looked up among the photos of other policies, and the verdict.
 * Writes nothing: the job stores `checks` on its photo rows and applies the
 * verdict in its own transaction.
 */
export async function checkEvaluationPhotos(
  db: Executor,
  input: {
    policyId: number;
    photos: EvaluationPhotoInput[];
    expectedCode: string | null;
    limits: UploadLimits;
    autoValidate: boolean;
    /** What the IMEI's TAC says about the insured model (`tacFinding`); a mismatch goes to the expert. */
    tacFinding?: TacFinding;
  },
): Promise<EvaluationPhotoResult> {
  const checks: PhotoChecks[] = [];
  const reused: EvaluationPhotoResult['reused'] = [];
  // One after the other: each decode holds a full photo in memory and the machine has two cores.
  for (const photo of input.photos) {
    const measured = await measurePhoto(photo.bytes, {
      side: photo.side,
      limits: input.limits,
      expectedCode: input.expectedCode,
    });
    if (measured.dhash) {
      const matches = await findReusedPhotos(db, { dhash: measured.dhash, policyId: input.policyId });
      measured.reusedOnOtherPolicy = matches.length > 0;
      reused.push(...matches.map((m) => ({ ...m, side: photo.side })));
    }
    // Without the expected value the code cannot be compared: a doubt (undefined), never a pass.
    checks.push(measured);
  }
  return {
    checks,
    reused,
    verdict: photoVerdict(checks, { autoValidate: input.autoValidate, tacFinding: input.tacFinding }),
  };
}
