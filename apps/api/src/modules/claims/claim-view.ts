import type { ClaimDetail, ClaimSummary } from '@amparo/contract';
import {
  claimCustomerLabel,
  claimDisplayLabel,
  claimExtraFields,
  claimTypeName,
  riskTypeName,
} from '@amparo/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claimDocuments, claimStatuses, claims, policies, policyRisks } from '../../db/schema/index.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { claimMessagesView } from './claim-messages-view.ts';
import { type ClaimContext, checklistOf, checklistView, deadlinesOf } from './claim-rules.ts';

type ClaimRow = typeof claims.$inferSelect;
type DocumentRow = typeof claimDocuments.$inferSelect;

/** Everything the views of some claims need, in a fixed number of queries. */
async function loadClaimParts(db: Executor, rows: readonly ClaimRow[]) {
  const ids = rows.map((c) => c.id);
  if (ids.length === 0)
    return {
      documents: [],
      statuses: [],
      contexts: new Map<number, ClaimContext & { device: string; policyNumber: string }>(),
    };
  const [documents, statuses, contextRows] = await Promise.all([
    db
      .select()
      .from(claimDocuments)
      .where(inArray(claimDocuments.claim_id, ids))
      .orderBy(asc(claimDocuments.id)),
    db
      .select()
      .from(claimStatuses)
      .where(and(inArray(claimStatuses.claim_id, ids), eq(claimStatuses.is_public, true)))
      .orderBy(asc(claimStatuses.id)),
    db
      .select({
        claim_id: claims.id,
        product_type_id: policies.product_type_id,
        policy_created_at: policies.created_at,
        policy_number: policies.number,
        risk_type: policyRisks.risk_type,
        risk_name: policyRisks.name,
      })
      .from(claims)
      .innerJoin(policies, eq(policies.id, claims.policy_id))
      .innerJoin(policyRisks, eq(policyRisks.id, claims.policy_risk_id))
      .where(inArray(claims.id, ids)),
  ]);
  const contexts = new Map(
    contextRows.map((r) => [
      r.claim_id,
      {
        productTypeId: r.product_type_id,
        policyCreatedAt: r.policy_created_at,
        riskTypeId: r.risk_type,
        device: r.risk_name || riskTypeName(r.risk_type),
        policyNumber: r.policy_number,
      },
    ]),
  );
  return { documents, statuses, contexts };
}

function summaryOf(
  claim: ClaimRow,
  context: ClaimContext & { device: string },
  documents: readonly DocumentRow[],
  now: Date,
): ClaimSummary {
  return {
    id: claim.id,
    number: claim.number,
    policy_id: claim.policy_id,
    policy_risk_id: claim.policy_risk_id,
    device: context.device,
    claim_type_id: claim.claim_type_id,
    claim_type_name: claimTypeName(claim.claim_type_id),
    internal_status: claim.internal_status,
    status_label: claimDisplayLabel(claim, 'customer'),
    is_draft: claim.sent_at === null,
    occurred_on: claim.occurred_on,
    sent_at: claim.sent_at?.toISOString() ?? null,
    closed_at: claim.closed_at?.toISOString() ?? null,
    created_at: claim.created_at.toISOString(),
    checklist: checklistView(checklistOf(claim, context, documents), claim),
    deadlines: deadlinesOf(claim, now),
    notify_denied: claim.notify_denied,
    denial_reason: claim.notify_denied ? claim.denial_reason : null,
  };
}

/** Claims as the policy and risk lists show them, newest first. */
export async function claimSummaries(
  db: Executor,
  rows: readonly ClaimRow[],
  now: Date,
): Promise<ClaimSummary[]> {
  const { documents, contexts } = await loadClaimParts(db, rows);
  return [...rows]
    .sort((a, b) => b.id - a.id)
    .map((claim) =>
      summaryOf(
        claim,
        contexts.get(claim.id)!,
        documents.filter((d) => d.claim_id === claim.id),
        now,
      ),
    );
}

/**
 * One claim whole: its answers with the form's labels, its files behind
 * short-lived signed links (the link is the permission, so it is only made for
 * a caller who may see the claim), the checklist, deadlines and public history.
 */
export async function claimDetail(
  db: Executor,
  files: Pick<FileStore, 'signedUrl'>,
  claimId: number,
  now: Date,
  audience: 'customer' | 'staff' = 'customer',
): Promise<ClaimDetail> {
  const [claim] = await db.select().from(claims).where(eq(claims.id, claimId));
  if (!claim) throw new Error(`claim ${claimId} vanished`);
  const { documents, statuses, contexts } = await loadClaimParts(db, [claim]);
  const context = contexts.get(claim.id)!;
  const answers = new Map(claim.extra_fields.map((f) => [f.id, f.value]));
  const fields = claimExtraFields(context.productTypeId, claim.claim_type_id, context.riskTypeId);
  return {
    ...summaryOf(claim, context, documents, now),
    policy_number: context.policyNumber,
    product_type_id: context.productTypeId,
    description: claim.description,
    source: claim.source === 'staff' ? 'staff' : 'customer',
    repair_center_id: claim.repair_center_id,
    extra_fields: fields.map(({ options, ...f }) => ({
      ...f,
      ...(options ? { options: [...options] } : {}),
      value: answers.get(f.id) ?? null,
    })),
    documents: await Promise.all(
      documents.map(async (d) => ({
        id: d.id,
        type: d.type,
        filename: d.filename,
        mime: d.mime,
        size_bytes: d.size_bytes,
        review_status: d.review_status as 'pending' | 'accepted' | 'rejected',
        rejection_reason: d.rejection_reason,
        replaces_id: d.replaces_id,
        created_at: d.created_at.toISOString(),
        url: await files.signedUrl(d.storage_key, { disposition: 'inline', now }),
      })),
    ),
    statuses: statuses.map((s) => ({
      status: s.status,
      label: claimCustomerLabel(s.status),
      comment: s.comment,
      created_at: s.created_at.toISOString(),
    })),
    messages: await claimMessagesView(db, files, claim.id, now, audience),
    updated_at: claim.updated_at.toISOString(),
  };
}
