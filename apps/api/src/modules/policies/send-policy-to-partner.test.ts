import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Role } from '@amparo/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { readyToSend, sendEvaluation } from '../../../test/evaluations.ts';
import { seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { auditLog, evaluations, jobs, partnerDeliveries } from '../../db/schema/index.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { createPartnerDeliveryHandler } from './deliver-to-partner.ts';
import {
  PARTNER_SIGNATURE_HEADER,
  partnerSignatureHeader,
  verifyPartnerSignature,
} from './partner-signature.ts';
import { PARTNER_DELIVER_ATTEMPTS, PARTNER_DELIVER_QUEUE } from './send-policy-to-partner.ts';

const SECRET = 'secreto-de-la-aseguradora-2026';

/**
 * The partner: a real HTTP server that checks every request's signature the way
 * docs/policy-admin.md tells partners to, fails the first good one with a 503,
 * then accepts. It records what it saw.
 */
const seen: { headers: IncomingHttpHeaders; body: string; verified: boolean; answered: number }[] = [];
let failuresLeft = 1;
const partner: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const header = request.headers[PARTNER_SIGNATURE_HEADER] as string | undefined;
    const verified = verifyPartnerSignature(SECRET, header, body, { now: new Date() });
    const answered = !verified ? 401 : failuresLeft-- > 0 ? 503 : 200;
    seen.push({ headers: request.headers, body, verified, answered });
    response.writeHead(answered, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/webhooks/amparo`;

/**
 * A partner that answers every delivery with a 302 to an internal address (`internal`, which
 * counts what reaches it): the server must never follow it.
 */
let internalHits = 0;
const internal: Server = createServer((_request, response) => {
  internalHits++;
  response.writeHead(200).end('{}');
});
await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
const internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}/metadata`;
let redirectorHits = 0;
const redirector: Server = createServer((request, response) => {
  redirectorHits++;
  request.resume();
  response.writeHead(302, { location: internalUrl }).end();
});
await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
const redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/webhooks/amparo`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-partner-'));
const t = useTestApp({
  env: {
    AMPARO_DATA_DIR: dataDir,
    PARTNER_WEBHOOKS: JSON.stringify({
      aseguradora: { url: partnerUrl, secret: SECRET },
      caido: { url: 'http://127.0.0.1:9/nadie', secret: 'x'.repeat(16) },
      redirige: { url: redirectorUrl, secret: SECRET },
    }),
    // The partners of this file listen on 127.0.0.1.
    PARTNER_WEBHOOKS_ALLOW_PRIVATE: 'true',
  },
});

beforeAll(() => {
  seen.length = 0;
});
afterAll(async () => {
  for (const server of [partner, internal, redirector]) await new Promise((resolve) => server.close(resolve));
});

const send = (policyId: number, partnerName: string, headers: Record<string, string>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/policies/${policyId}/send-to-${partnerName}`,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
  });

/** Runs the partner jobs due at `at`, as the worker would then (with the file's settings, or `options`). */
const deliverAt = (at: Date, options?: Omit<Parameters<typeof createPartnerDeliveryHandler>[1], 'now'>) =>
  runDueJobs(
    t.db,
    new Map([
      [
        PARTNER_DELIVER_QUEUE,
        createPartnerDeliveryHandler(t.app.config.partnerWebhooks, {
          allowPrivateAddresses: t.app.config.partnerWebhooksAllowPrivate,
          ...options,
          now: () => at,
        }),
      ],
    ]),
    () => at,
  );

/** Runs the delivery's job until its last attempt, a day apart (past every back-off). */
async function deliverUntilLastAttempt(
  options?: Omit<Parameters<typeof createPartnerDeliveryHandler>[1], 'now'>,
) {
  let at = Date.now();
  for (let i = 0; i < PARTNER_DELIVER_ATTEMPTS; i++) {
    await deliverAt(new Date(at), options);
    at += 24 * 3_600_000;
  }
}

const deliveryRow = async (id: number) =>
  (await t.db.select().from(partnerDeliveries).where(eq(partnerDeliveries.id, id)))[0]!;

describe('POST /api/policies/{id}/send-to-{partner}', () => {
  it('stores the delivery and its job; the job signs, is refused once, retries after the back-off and is delivered', async () => {
    const { policy } = await seedPolicy(t.db, { imei: '356938035643809' });
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await send(policy.id, 'aseguradora', agent.headers, 'envio-aseguradora-0001');
    expect(res.statusCode, res.body).toBe(202);
    const delivery = res.json();
    expect(delivery).toMatchObject({ partner: 'aseguradora', status: 'pending', attempts: 0 });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.queue, PARTNER_DELIVER_QUEUE))
      .orderBy(desc(jobs.id));
    expect(job!.payload).toEqual({ delivery_id: delivery.id });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.send_to_partner'), eq(auditLog.entity_id, String(policy.id))));
    expect(audit!.actor_user_id).toBe(agent.user.id);

    // A replay of the same key answers the same delivery and queues nothing more.
    const replay = await send(policy.id, 'aseguradora', agent.headers, 'envio-aseguradora-0001');
    expect(replay.statusCode).toBe(202);
    expect(replay.json().id).toBe(delivery.id);
    expect(
      await t.db.select().from(partnerDeliveries).where(eq(partnerDeliveries.policy_id, policy.id)),
    ).toHaveLength(1);

    const now = new Date();
    expect(await deliverAt(now)).toBe(1);
    expect(seen.at(-1)).toMatchObject({ verified: true, answered: 503 });
    expect(await deliveryRow(delivery.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_http_status: 503,
      last_error: 'El socio respondió HTTP 503',
    });
    // Not due again before the back-off (30 s).
    expect(await deliverAt(new Date(now.getTime() + 10_000))).toBe(0);
    expect(await deliverAt(new Date(now.getTime() + 31_000))).toBe(1);
    const second = seen.at(-1)!;
    expect(second).toMatchObject({ verified: true, answered: 200 });
    expect(await deliveryRow(delivery.id)).toMatchObject({
      status: 'delivered',
      attempts: 2,
      last_http_status: 200,
    });

    // The exact stored bytes were sent, with the delivery's idempotency key for the partner.
    expect(second.body).toBe((await deliveryRow(delivery.id)).body);
    expect(second.headers['idempotency-key']).toBe(`amparo-delivery-${delivery.id}`);
    expect(second.headers[PARTNER_SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const sent = JSON.parse(second.body);
    expect(sent).toMatchObject({
      event: 'policy.sent',
      partner: 'aseguradora',
      policy: { id: policy.id, number: policy.number, holder: { email: policy.email } },
    });
    expect(sent.policy.risks[0].imei).toBe('356938035643809');

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/policies/${policy.id}/partner-deliveries`,
      headers: agent.headers,
    });
    expect(log.json()).toMatchObject({
      partners: ['aseguradora', 'caido', 'redirige'],
      data: [{ id: delivery.id, status: 'delivered', attempts: 2 }],
    });
  });

  it('two sends at once with the same key make one delivery and one job', async () => {
    const { policy } = await seedPolicy(t.db);
    const agent = await seedSession(t.db, Role.AGENT);
    const answers = await Promise.all(
      [1, 2].map(() => send(policy.id, 'aseguradora', agent.headers, 'envio-doble-clic-01')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    expect(answers[0]!.json().id).toBe(answers[1]!.json().id);
    const rows = await t.db
      .select()
      .from(partnerDeliveries)
      .where(eq(partnerDeliveries.policy_id, policy.id));
    expect(rows).toHaveLength(1);
    const queued = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupe_key, `partner-delivery:${rows[0]!.id}`));
    expect(queued).toHaveLength(1);
  });

  it('a body altered on the way, another secret, or an old timestamp fails the check', () => {
    const body = '{"policy":{"premium_cents":1000}}';
    const now = new Date();
    const t0 = Math.floor(now.getTime() / 1000);
    const header = partnerSignatureHeader(SECRET, t0, body);
    expect(verifyPartnerSignature(SECRET, header, body, { now })).toBe(true);
    expect(verifyPartnerSignature(SECRET, header, body.replace('1000', '1'), { now })).toBe(false);
    expect(verifyPartnerSignature('otro-secreto-cualquiera', header, body, { now })).toBe(false);
    const old = partnerSignatureHeader(SECRET, t0 - 600, body);
    expect(verifyPartnerSignature(SECRET, old, body, { now })).toBe(false);
    expect(verifyPartnerSignature(SECRET, undefined, body, { now })).toBe(false);
  });

  it('marks the delivery failed after the last attempt against a partner that never answers', async () => {
    const { policy } = await seedPolicy(t.db);
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await send(policy.id, 'caido', agent.headers, 'envio-caido-000001');
    expect(res.statusCode).toBe(202);
    const id = res.json().id;
    await deliverUntilLastAttempt();
    const row = await deliveryRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 7, last_http_status: null });
    expect(row.last_error).toContain('No se pudo conectar con el socio');
  });

  it('needs an Idempotency-Key (400), knows only configured partners (404), and hides other stores (404)', async () => {
    const { policy } = await seedPolicy(t.db);
    const agent = await seedSession(t.db, Role.AGENT);
    const noKey = await send(policy.id, 'aseguradora', agent.headers);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    const unknown = await send(policy.id, 'desconocido', agent.headers, 'envio-desconocido-01');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PARTNER_UNKNOWN');
    const hostile = await send(policy.id, '..%2F..', agent.headers, 'envio-hostil-000001');
    expect(hostile.statusCode).toBe(400);
    const reused = await send(policy.id, 'aseguradora', agent.headers, 'misma-clave-0001');
    expect(reused.statusCode).toBe(202);
    const otherPartner = await send(policy.id, 'caido', agent.headers, 'misma-clave-0001');
    expect(otherPartner.statusCode).toBe(409);
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const forbidden = await send(policy.id, 'aseguradora', seller.headers, 'envio-vendedor-0001');
    expect(forbidden.statusCode).toBe(403);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/policies/${policy.id}/partner-deliveries`,
      headers: seller.headers,
    });
    expect(log.statusCode).toBe(404);
  });
});

describe('where a delivery may go', () => {
  it('a partner answering 302 is a failed delivery, and the address it points at is never requested', async () => {
    const { policy } = await seedPolicy(t.db);
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await send(policy.id, 'redirige', agent.headers, 'envio-redirige-0001');
    expect(res.statusCode, res.body).toBe(202);
    const [hitsBefore, internalBefore] = [redirectorHits, internalHits];
    await deliverAt(new Date());
    expect(await deliveryRow(res.json().id)).toMatchObject({
      status: 'pending',
      last_http_status: 302,
      last_error: 'El socio respondió HTTP 302 (una redirección: no se sigue)',
    });
    await deliverUntilLastAttempt();
    expect(await deliveryRow(res.json().id)).toMatchObject({ status: 'failed', last_http_status: 302 });
    expect(redirectorHits - hitsBefore).toBe(PARTNER_DELIVER_ATTEMPTS);
    expect(internalHits - internalBefore).toBe(0);
  });

  it('with PARTNER_WEBHOOKS_ALLOW_PRIVATE off, a partner on 127.0.0.1 is refused without any request', async () => {
    expect(loadConfig({}).partnerWebhooksAllowPrivate).toBe(false);
    const { policy } = await seedPolicy(t.db);
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await send(policy.id, 'aseguradora', agent.headers, 'envio-local-000001');
    expect(res.statusCode, res.body).toBe(202);
    const seenBefore = seen.length;
    await deliverUntilLastAttempt({ allowPrivateAddresses: false });
    expect(seen.length - seenBefore).toBe(0);
    expect(await deliveryRow(res.json().id)).toMatchObject({
      status: 'failed',
      attempts: PARTNER_DELIVER_ATTEMPTS,
      last_http_status: null,
      last_error: 'Dirección del socio no permitida: 127.0.0.1 lleva a 127.0.0.1 (la propia máquina)',
    });
  });

  it('refuses a host name that resolves to a private address among public ones, before any request', async () => {
    const { policy } = await seedPolicy(t.db);
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await send(policy.id, 'aseguradora', agent.headers, 'envio-dns-00000001');
    expect(res.statusCode, res.body).toBe(202);
    const requested: string[] = [];
    // The same partner, reached by a name whose DNS answers a public and a private address.
    const handler = createPartnerDeliveryHandler(
      { aseguradora: { url: 'https://socio.example/webhooks/amparo', secret: SECRET } },
      {
        fetch: async (url) => {
          requested.push(String(url));
          return new Response('{}');
        },
        resolve: async () => [{ address: '93.184.216.34' }, { address: '::ffff:10.0.0.7' }],
        now: () => new Date(),
      },
    );
    await runDueJobs(t.db, new Map([[PARTNER_DELIVER_QUEUE, handler]]), () => new Date());
    expect(requested).toEqual([]);
    expect((await deliveryRow(res.json().id)).last_error).toBe(
      'Dirección del socio no permitida: socio.example lleva a ::ffff:10.0.0.7 (una red privada)',
    );
  });
});

describe('POST /api/policies/{policyId}/evaluations: the optional location', () => {
  it('stores where the phone was when the browser gave it, and refuses a latitude out of range', async () => {
    const ready = await readyToSend(t);
    const bad = await sendEvaluation(
      t,
      ready.policy.id,
      { ...ready.body, location: { latitude: 123, longitude: 2 } } as typeof ready.body,
      { headers: ready.headers },
    );
    expect(bad.statusCode).toBe(400);
    const res = await sendEvaluation(
      t,
      ready.policy.id,
      {
        ...ready.body,
        location: { latitude: 40.4168, longitude: -3.7038, accuracy_m: 18.6 },
      } as typeof ready.body,
      { headers: ready.headers },
    );
    expect(res.statusCode, res.body).toBe(202);
    const [row] = await t.db.select().from(evaluations).where(eq(evaluations.id, res.json().id));
    expect(row).toMatchObject({ latitude: 40.4168, longitude: -3.7038, location_accuracy_m: 19 });
  });
});
