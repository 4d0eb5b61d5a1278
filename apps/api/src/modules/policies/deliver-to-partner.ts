import { lookup } from 'node:dns/promises';
import { eq } from 'drizzle-orm';
import type { PartnerWebhooks } from '../../config.ts';
import { partnerDeliveries } from '../../db/schema/index.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { ADDRESS_KIND_NAMES, classifyAddress } from './partner-address.ts';
import { PARTNER_SIGNATURE_HEADER, partnerSignatureHeader } from './partner-signature.ts';

const TIMEOUT_MS = 10_000;

/** Every address a host name resolves to, as `dns.lookup` gives them. */
export type ResolveHost = (host: string) => Promise<{ address: string }[]>;

const resolveAll: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

/** The partner's host leads to an address a delivery may not reach. */
class RefusedAddress extends Error {}

/**
 * Why a partner's URL may not be called, or null: a host resolving to any loopback, link-local or
 * private address is refused (docs/security.md, "Partner webhooks"), so a partner's DNS cannot
 * point the server at its own networks.
 */
async function refusedAddress(url: string, resolve: ResolveHost): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  for (const { address } of await resolve(host)) {
    const kind = classifyAddress(address);
    if (kind !== 'public')
      return `Dirección del socio no permitida: ${host} lleva a ${address} (${ADDRESS_KIND_NAMES[kind]})`;
  }
  return null;
}

/**
 * The `partners.deliver` job: POSTs the delivery's stored body, signed, to the
 * partner's URL. A 2xx marks it delivered; anything else is written on the row
 * and thrown, so the queue retries with its back-off; after the last attempt the
 * row is 'failed'. At-least-once: the partner gets `Idempotency-Key` (the
 * delivery's id) to drop a repeat. A redirect is never followed (it is a failed
 * delivery: it could point anywhere), and a host resolving to a loopback,
 * link-local or private address is not called unless `allowPrivateAddresses`
 * (PARTNER_WEBHOOKS_ALLOW_PRIVATE, for tests with a local partner).
 */
export function createPartnerDeliveryHandler(
  partners: PartnerWebhooks,
  options: {
    allowPrivateAddresses?: boolean;
    fetch?: typeof fetch;
    resolve?: ResolveHost;
    now: () => Date;
  },
): JobHandler {
  const post = options.fetch ?? fetch;
  const resolve = options.resolve ?? resolveAll;
  const { now } = options;
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
      const refused = options.allowPrivateAddresses ? null : await refusedAddress(partner.url, resolve);
      if (refused) throw new RefusedAddress(refused);
      const response = await post(partner.url, {
        method: 'POST',
        redirect: 'manual',
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
      failure =
        httpStatus >= 300 && httpStatus < 400
          ? `El socio respondió HTTP ${httpStatus} (una redirección: no se sigue)`
          : `El socio respondió HTTP ${httpStatus}`;
    } catch (error) {
      // fetch says only 'fetch failed'; the reason (ECONNREFUSED, a timeout) is in its cause.
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const detail =
        cause?.code ??
        cause?.message ??
        (error as { code?: string }).code ??
        (error instanceof Error ? error.message : String(error));
      failure =
        error instanceof RefusedAddress ? error.message : `No se pudo conectar con el socio: ${detail}`;
    }
    await record({
      status: lastAttempt ? 'failed' : 'pending',
      last_http_status: httpStatus,
      last_error: failure.slice(0, 500),
    });
    throw new Error(failure);
  };
}
