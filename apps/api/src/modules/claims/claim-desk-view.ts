import type { StaffClaimDetail } from '@amparo/contract';
import { claimStatusInternalLabel, EvaluationStatus, productTypeName, RiskType } from '@amparo/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  claimDocuments,
  claimStatuses,
  claims,
  evaluationPhotos,
  evaluations,
  policies,
  policyRisks,
  repairCenters,
  users,
} from '../../db/schema/index.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { claimDetail } from './claim-view.ts';

const userName = sql<string | null>`nullif(concat_ws(' ', ${users.name}, ${users.surname1}), '')`;

/**
 * One claim as the desk sees it (`GET /claims/{id}/desk`): the customer's
 * view, plus the policyholder's contact, the repair center, the whole history
 * (internal notes too) with who wrote each entry, who reviewed each file, and,
 * for a phone, the photos of its phone check. Call it only for a caller who
 * may read the claim: the signed links are the permission to see the files.
 */
export async function staffClaimDetail(
  db: Executor,
  files: Pick<FileStore, 'signedUrl'>,
  claimId: number,
  now: Date,
): Promise<StaffClaimDetail> {
  const [detail, [facts], history, reviews] = await Promise.all([
    claimDetail(db, files, claimId, now, 'staff'),
    db
      .select({
        name: policies.complete_name,
        email: policies.email,
        phone: policies.phone,
        product_type_id: policies.product_type_id,
        risk_id: policyRisks.id,
        risk_type: policyRisks.risk_type,
        repair_center_name: repairCenters.name,
      })
      .from(claims)
      .innerJoin(policies, eq(policies.id, claims.policy_id))
      .innerJoin(policyRisks, eq(policyRisks.id, claims.policy_risk_id))
      .leftJoin(repairCenters, eq(repairCenters.id, claims.repair_center_id))
      .where(eq(claims.id, claimId)),
    db
      .select({ row: claimStatuses, created_by_name: userName })
      .from(claimStatuses)
      .leftJoin(users, eq(users.id, claimStatuses.user_id))
      .where(eq(claimStatuses.claim_id, claimId))
      .orderBy(asc(claimStatuses.id)),
    db
      .select({
        document_id: claimDocuments.id,
        reviewed_by_name: userName,
        reviewed_at: claimDocuments.reviewed_at,
      })
      .from(claimDocuments)
      .leftJoin(users, eq(users.id, claimDocuments.reviewed_by))
      .where(eq(claimDocuments.claim_id, claimId))
      .orderBy(asc(claimDocuments.id)),
  ]);
  if (!facts) throw new Error(`claim ${claimId} vanished`);
  return {
    ...detail,
    policyholder: { name: facts.name, email: facts.email || null, phone: facts.phone || null },
    product_type_name: productTypeName(facts.product_type_id),
    repair_center_name: facts.repair_center_name,
    history: history.map(({ row, created_by_name }) => ({
      id: row.id,
      status: row.status,
      label: claimStatusInternalLabel(row.status),
      comment: row.comment,
      is_public: row.is_public,
      created_by_name,
      created_at: row.created_at.toISOString(),
    })),
    reviews: reviews.map((r) => ({
      document_id: r.document_id,
      reviewed_by_name: r.reviewed_at ? r.reviewed_by_name : null,
      reviewed_at: r.reviewed_at?.toISOString() ?? null,
    })),
    evaluation_photos:
      facts.risk_type === RiskType.MOBILE ? await phoneCheckPhotos(db, files, facts.risk_id, now) : [],
  };
}

/**
 * The two mirror photos of the phone's check, so the handler sees whether the
 * damage was there when cover began: those of the check that validated the
 * phone, else of its latest check with photos (recorded by staff, say).
 */
async function phoneCheckPhotos(
  db: Executor,
  files: Pick<FileStore, 'signedUrl'>,
  riskId: number,
  now: Date,
): Promise<StaffClaimDetail['evaluation_photos']> {
  const rows = await db
    .select({
      evaluation_id: evaluationPhotos.evaluation_id,
      side: evaluationPhotos.side,
      storage_key: evaluationPhotos.storage_key,
      created_at: evaluationPhotos.created_at,
    })
    .from(evaluationPhotos)
    .innerJoin(evaluations, eq(evaluations.id, evaluationPhotos.evaluation_id))
    .where(and(eq(evaluations.policy_risk_id, riskId), inArray(evaluationPhotos.side, ['front', 'back'])))
    .orderBy(
      desc(sql`${evaluations.status} = ${EvaluationStatus.VALIDATED}`),
      desc(evaluations.id),
      asc(evaluationPhotos.id),
    );
  const chosen = rows[0]?.evaluation_id;
  return Promise.all(
    rows
      .filter((p) => p.evaluation_id === chosen)
      .map(async (p) => ({
        evaluation_id: p.evaluation_id,
        side: p.side,
        taken_at: p.created_at.toISOString(),
        url: await files.signedUrl(p.storage_key, { disposition: 'inline', now }),
      })),
  );
}
