import { eq } from 'drizzle-orm';
import type { PartnerWebhooks } from '../../config.ts';
import { partnerDeliveries } from '../../db/schema/index.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { PARTNER_SIGNATURE_HEADER, partnerSignatureHeader } from './partner-signature.ts';

const TIMEOUT_MS = 10_000;

/**
 * The `partners.deliver` job: POSTs the delivery's stored body, signed, to the
 * partner's URL. A 2xx marks it delivered; anything else is written on the row
 * and thrown, so the queue retries with its back-off; after the last attempt the
 * row is 'failed'. At-least-once: the partner gets `Idempotency-Key` (the
 * delivery's id) to drop a repeat.
 */
export function createPartnerDeliveryHandler(
  partners: PartnerWebhooks,
  options: { fetch?: typeof fetch; now?: () => Date } = {},
): JobHandler {
  const post = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  return async (job, db) => {
    const id = Number((job.payload as { delivery_id?: unknown }).delivery_id);
    const [row] = await db.select().from(partnerDeliveries).where(eq(partnerDeliveries.id, id));
    if (row?.status !== 'pending') return;
    const lastAttempt = job.attempts >= job.max_attempts;
    const record = (fields: Partial<typeof partnerDeliveries.$inferInsert>) =>
      db
        .update(partnerDeliveries)
        .set({ attempts: row.attempts + 1, updated_at: now(), ...fields })
        .where(eq(partnerDeliveries.id, id));
    const partner = partners[row.partner];
    if (!partner) {
      // Removed from the configuration since it was queued: nothing to retry.
      await record({ status: 'failed', last_error: 'Socio no configurado en este servidor' });
      return;
    }
    const timestamp = Math.floor(now().getTime() / 1000);
    let failure: string;
    let httpStatus: number | null = null;
    try {
      const response = await post(partner.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PARTNER_SIGNATURE_HEADER]: partnerSignatureHeader(partner.secret, timestamp, row.body),
          'idempotency-key': `amparo-delivery-${row.id}`,
        },
        body: row.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      httpStatus = response.status;
      await response.body?.cancel();
      if (response.ok) {
        await record({
          status: 'delivered',
          last_http_status: httpStatus,
          last_error: null,
          delivered_at: now(),
        });
        return;
      }
      failure = `El socio respondió HTTP ${httpStatus}`;
    } catch (error) {
      // fetch says only 'fetch failed'; the reason (ECONNREFUSED, a timeout) is in its cause.
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const detail =
        cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
      failure = `No se pudo conectar con el socio: ${detail}`;
    }
    await record({
      status: lastAttempt ? 'failed' : 'pending',
      last_http_status: httpStatus,
      last_error: failure.slice(0, 500),
    });
    throw new Error(failure);
  };
}
