import { linkTo } from '@amparo/contract/links';
import { type EndorsementPremiumPlan, firstNameOf } from '@amparo/domain';
import { eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type policies, policyEndorsements } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { issueCapability } from '../../services/capabilities.ts';
import { type FileStore, newFileKey } from '../../services/files/file-store.ts';
import { spanishDate } from '../../services/madrid-stamp.ts';
import { queueMail } from '../../services/mail.ts';
import { renderEndorsement } from '../../services/pdf/policy-papers.ts';
import { loadContractData } from '../documents/build-policy-contract.ts';
import { certificateKey, forgetDailyPaper } from '../documents/kept-documents.ts';

type PolicyRow = typeof policies.$inferSelect;
export type EndorsementRow = typeof policyEndorsements.$inferSelect;
export type EndorsementKind = 'device' | 'tier' | 'periodicity';

export const ENDORSEMENT_TITLES: Record<EndorsementKind, string> = {
  device: 'Cambio de dispositivo',
  tier: 'Cambio de modalidad',
  periodicity: 'Cambio de periodicidad',
};

export type EndorsementInput = {
  policy: PolicyRow;
  kind: EndorsementKind;
  status: 'applied' | 'scheduled';
  effectiveOn: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  premium: Pick<EndorsementPremiumPlan, 'before' | 'after' | 'adjustment'>;
  actor: Actor;
  staff: boolean;
  reason: string | null;
  /** The PDF's and the mail's words: 'Antes: …', 'Ahora: …'; one sentence for the mail. */
  changes: string[];
  summary: string;
  /** A phone to check before it is covered: the mail carries the phone-check link. */
  phoneCheck: boolean;
};

/**
 * Writes a suplemento in the caller's transaction, after the change itself (so the PDF lists the
 * insured things as they are now): its number, its PDF in the file store, the row, the audit with
 * before and after, and the holder's mail with the PDF. `written` gets the PDF's key so that the
 * caller deletes it if the transaction fails.
 */
export async function recordEndorsement(
  tx: Executor,
  deps: { files: FileStore; publicUrl: string | null; now: Date; ip: string; written: string[] },
  input: EndorsementInput,
): Promise<EndorsementRow> {
  const { policy } = input;
  const { now } = deps;
  const [last] = await tx
    .select({ sequence: max(policyEndorsements.sequence) })
    .from(policyEndorsements)
    .where(eq(policyEndorsements.policy_id, policy.id));
  const sequence = (last?.sequence ?? 0) + 1;
  const notes = input.phoneCheck
    ? [
        'Haz la peritación del nuevo móvil (el IMEI y dos fotos frente a un espejo): queda cubierto desde el día en que la validemos.',
      ]
    : [];
  const { data } = await loadContractData(tx, policy.id, now);
  const bytes = await renderEndorsement(data, {
    sequence,
    title: ENDORSEMENT_TITLES[input.kind],
    effectiveOn: input.effectiveOn,
    changes: input.changes,
    premiumBeforeCents: input.premium.before,
    premiumAfterCents: input.premium.after,
    adjustmentCents: input.premium.adjustment,
    notes,
  });
  const filename = `suplemento-${sequence}-${policy.number}.pdf`;
  const key = newFileKey(`documents/policies/${policy.id}`, 'pdf', now);
  await deps.files.put(key, Buffer.from(bytes), { contentType: 'application/pdf', filename });
  deps.written.push(key);
  // The certificate kept for today names the old device or tier: the next one is made anew.
  await forgetDailyPaper(deps.files, policy.id, certificateKey(policy.number));
  const [row] = await tx
    .insert(policyEndorsements)
    .values({
      policy_id: policy.id,
      sequence,
      kind: input.kind,
      status: input.status,
      effective_on: input.effectiveOn,
      before: input.before,
      after: input.after,
      premium_before_cents: input.premium.before,
      premium_after_cents: input.premium.after,
      adjustment_cents: input.premium.adjustment,
      requested_by: input.staff ? 'staff' : 'holder',
      user_id: input.staff ? input.actor.id : null,
      reason: input.reason,
      document_key: key,
      document_filename: filename,
      created_at: now,
    })
    .returning();
  if (!row) throw new Error('The endorsement row was not returned');
  await writeAudit(tx, {
    action: 'policy.endorsed',
    entityType: 'policy',
    entityId: policy.id,
    actor: input.actor,
    ip: deps.ip,
    before: { kind: input.kind, ...input.before, premium_cents: input.premium.before },
    after: {
      kind: input.kind,
      sequence,
      effective_on: input.effectiveOn,
      ...input.after,
      premium_cents: input.premium.after,
      adjustment_cents: input.premium.adjustment,
      ...(input.reason ? { reason: input.reason } : {}),
    },
  });
  let phoneCheckUrl: string | null = null;
  const secrets: string[] = [];
  if (input.phoneCheck && deps.publicUrl) {
    const token = await issueCapability(tx, {
      policyId: policy.id,
      purpose: 'evaluation',
      userId: policy.policyholder_id,
      now,
      ip: deps.ip,
    });
    secrets.push(token);
    phoneCheckUrl = linkTo(deps.publicUrl, 'peritation', {
      params: { id: policy.id },
      query: { acceso: token },
    });
  }
  await queueMail(tx, {
    to: policy.email,
    template: 'policy-endorsed',
    data: {
      holderName: firstNameOf(policy.complete_name),
      policyNumber: policy.number,
      sequence,
      change: ENDORSEMENT_TITLES[input.kind].toLowerCase(),
      summary: input.summary,
      effectiveOn: spanishDate(input.effectiveOn),
      premiumBefore: input.premium.before,
      premiumAfter: input.premium.after,
      adjustment: input.premium.adjustment,
      phoneCheckUrl,
      customerAreaUrl: deps.publicUrl ? linkTo(deps.publicUrl, 'customerArea') : null,
    },
    attachments: [{ filename, storage_key: key }],
    secrets,
  });
  return row;
}
