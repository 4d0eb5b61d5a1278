import type { PartnerDelivery } from '@amparo/contract';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { partnerDeliveries, type policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { JOB_KINDS } from '../../jobs/kinds.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { lockVisiblePolicy } from '../payments/find-policy-receipt.ts';
import { loadPolicyRecords } from './load-policy-records.ts';
import { partnerDeliveryView } from './partner-delivery-view.ts';

export const PARTNER_DELIVER_QUEUE = 'partners.deliver';
/** 30 s, 2 min, 8 min, 32 min, ~2 h, ~8.5 h (jobs/queue.ts retryDelayMs), then 'failed': the kind's attempts. */
export const PARTNER_DELIVER_ATTEMPTS = JOB_KINDS['partners.deliver'].maxAttempts;

/** The webhook's body: the policy as a partner needs it (docs/policy-admin.md, "Envío a socios"). */
async function partnerBody(
  tx: Executor,
  policy: typeof policies.$inferSelect,
  input: { partner: string; deliveryKey: string; now: Date },
) {
  const [record] = await loadPolicyRecords(tx, [policy.id]);
  return JSON.stringify({
    event: 'policy.sent',
    partner: input.partner,
    delivery_key: input.deliveryKey,
    sent_at: input.now.toISOString(),
    policy: {
      id: policy.id,
      number: policy.number,
      status: policy.status,
      product: record?.product ?? null,
      holder: {
        complete_name: policy.complete_name,
        document_code: policy.document_code,
        email: policy.email,
        phone: policy.phone,
      },
      periodicity: policy.periodicity,
      premium_cents: policy.premium_cents,
      annual_premium_cents: policy.annual_premium_cents,
      starts_on: policy.starts_on,
      ends_on: policy.ends_on,
      risks: (record?.policy_risks ?? []).map((r) => ({
        id: r.id,
        risk_type: r.risk_type,
        active: r.active,
        name: r.name,
        description: r.description,
        imei: r.policy_risk_mobile?.imei ?? null,
      })),
    },
  });
}

/**
 * POST /policies/{id}/send-to-{partner}: a row in partner_deliveries
 * holding the exact body, and a `partners.deliver` job, in one transaction; the
 * job signs and posts it (deliver-to-partner.ts). The Idempotency-Key is stored
 * on the row: the same key again answers the first delivery, never a second send.
 */
export async function sendPolicyToPartner(
  db: Database,
  configured: Readonly<Record<string, unknown>>,
  actor: Actor,
  input: { policyId: number; partner: string; idempotencyKey: string },
  context: { now: Date; ip: string },
): Promise<PartnerDelivery> {
  return db.transaction(async (tx) => {
    const policy = await lockVisiblePolicy(tx, actor, input.policyId);
    if (!Object.hasOwn(configured, input.partner)) throw new AppError('PARTNER_UNKNOWN');
    const sameKey = and(
      eq(partnerDeliveries.policy_id, policy.id),
      eq(partnerDeliveries.idempotency_key, input.idempotencyKey),
    );
    const [earlier] = await tx.select().from(partnerDeliveries).where(sameKey);
    if (earlier) {
      if (earlier.partner !== input.partner) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return partnerDeliveryView(earlier);
    }
    const body = await partnerBody(tx, policy, {
      partner: input.partner,
      deliveryKey: `${policy.id}:${input.idempotencyKey}`,
      now: context.now,
    });
    const [row] = await tx
      .insert(partnerDeliveries)
      .values({
        policy_id: policy.id,
        partner: input.partner,
        body,
        requested_by: actor.id,
        idempotency_key: input.idempotencyKey,
      })
      .returning();
    await enqueueJob(
      tx,
      PARTNER_DELIVER_QUEUE,
      { delivery_id: row!.id },
      { dedupeKey: `partner-delivery:${row!.id}` },
    );
    await writeAudit(tx, {
      action: 'policy.send_to_partner',
      entityType: 'policy',
      entityId: policy.id,
      actor,
      ip: context.ip,
      after: { delivery_id: row!.id, partner: input.partner },
    });
    return partnerDeliveryView(row!);
  });
}
