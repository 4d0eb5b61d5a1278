// Crash safety (docs/operations.md): concurrent clients book policies, pay their first
// receipt and save IMEIs while the real server (the production bundle, on
// PostgreSQL) is killed with SIGKILL several times and started again. Then the
// database is checked in SQL against every answer the clients were given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  adminLogin,
  baseEnv,
  call,
  type Database,
  freshDatabase,
  sleep,
  startApi,
  stopAll,
  tempDir,
} from './cluster.ts';
import { approvedNotification, bookingBody, imei, isPhone, newKey } from './workload.ts';

const PORT = 3360;
const CLIENTS = 6;
const KILLS = 4;
/** IMEIs drawn from a pool smaller than the bookings, so some clients ask for one already in use. */
const IMEI_POOL = 25;

let db: Database;
let api: Api;
let env: Record<string, string>;

beforeAll(async () => {
  db = await freshDatabase('crash');
  env = baseEnv(db, tempDir('crash'), {
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    // Each client is its own address (x-forwarded-for) and the booking limits are out of the way:
    // this test is about crashes, booking-floods.test.ts about limits.
    TRUST_PROXY: '1',
    BOOKINGS_PER_HOUR_PER_ADDRESS: '100000',
    BOOKINGS_PER_HOUR_PER_EMAIL: '100000',
  });
  api = await startApi('api', PORT, env);
});

afterAll(async () => {
  await stopAll();
  await db?.drop();
});

type Answer = Awaited<ReturnType<typeof call>>;

/** What the clients were told, to be checked against the database afterwards. */
const told = {
  /** Idempotency-Key -> the policy id of every 2xx answer to it (one id expected). */
  bookings: new Map<string, Set<number>>(),
  replays: 0,
  /** Receipt ids whose card notification was answered 2xx 'paid' or 'already_recorded'. */
  paid: new Set<number>(),
  notificationReplays: 0,
  /** risk id -> IMEI saved with a 2xx. */
  imeis: new Map<number, string>(),
  imeiClashes: 0,
  /** Requests that met a dead server (refused, reset) and were retried. */
  connectionErrors: 0,
  unexpected: [] as string[],
};

let stopping = false;

/** Sends until the server answers (a refused or cut connection is retried, as a client would). */
async function send(...args: Parameters<typeof call>): Promise<Answer> {
  for (;;) {
    try {
      const answer = await call(...args);
      // 503: the database or the server is going down; retried like a cut connection.
      if (answer.status !== 503) return answer;
    } catch {}
    told.connectionErrors++;
    await sleep(150);
  }
}

async function book(n: number, ip: string) {
  const key = newKey();
  const body = bookingBody(n);
  const headers = { 'idempotency-key': key, 'x-forwarded-for': ip };
  // Some answers are sent twice on purpose (a double click, a retry after a lost answer).
  const times = n % 4 === 0 ? 2 : 1;
  let booked: Answer | null = null;
  for (let i = 0; i < times; i++) {
    const answer = await send(api.baseUrl, 'POST', '/api/policies', { body, headers });
    if (answer.status !== 200 && answer.status !== 201) {
      told.unexpected.push(`booking ${n}: ${answer.status} ${JSON.stringify(answer.json)}`);
      return null;
    }
    if (i > 0) told.replays++;
    const ids = told.bookings.get(key) ?? new Set<number>();
    ids.add(answer.json.id);
    told.bookings.set(key, ids);
    // A replay carries no payment link (it is never stored): the first answer's is kept.
    booked ??= answer;
  }
  return booked;
}

async function payFirstReceipt(booked: Answer, n: number, ip: string, admin: Record<string, string>) {
  const policyId = booked.json.id as number;
  const receiptId = booked.json.payments[0].id as number;
  // The customer's payment link; a booking whose first answer was lost (the server died) and
  // whose retry got the replay has none, and is paid from the back office as staff would.
  const token = booked.json.payment_access as string | undefined;
  const form = await send(
    api.baseUrl,
    'GET',
    `/api/policies/${policyId}/payments/${receiptId}/form${token ? `?token=${token}` : ''}`,
    { headers: token ? { 'x-forwarded-for': ip } : admin },
  );
  if (form.status !== 200) {
    told.unexpected.push(`form ${policyId}: ${form.status} ${JSON.stringify(form.json)}`);
    return;
  }
  const notification = approvedNotification(form.json);
  // Redsys repeats a notification it had no answer to; some are sent twice at once.
  const copies = n % 4 === 1 ? 2 : 1;
  const answers = await Promise.all(
    Array.from({ length: copies }, () =>
      send(api.baseUrl, 'POST', '/api/payments/redsys/notification', { form: notification }),
    ),
  );
  told.notificationReplays += copies - 1;
  for (const answer of answers) {
    if (answer.status === 200 && ['paid', 'already_recorded'].includes(answer.json.status))
      told.paid.add(receiptId);
    else told.unexpected.push(`notification ${receiptId}: ${answer.status} ${JSON.stringify(answer.json)}`);
  }
}

async function saveImei(policyId: number, n: number, admin: Record<string, string>) {
  const [row] = await db.query<{ user_id: number; risk_id: number }>(
    `select p.policyholder_id as user_id, r.id as risk_id
       from policies p join policy_risks r on r.policy_id = p.id where p.id = $1`,
    [policyId],
  );
  const value = imei(n % IMEI_POOL);
  const answer = await send(api.baseUrl, 'POST', `/api/users/${row!.user_id}/mobile-imei`, {
    body: { policy_id: policyId, risk_id: row!.risk_id, imei: value },
    headers: admin,
  });
  if (answer.status >= 200 && answer.status < 300) told.imeis.set(row!.risk_id, value);
  else if (answer.status === 409) told.imeiClashes++;
  else told.unexpected.push(`imei ${policyId}: ${answer.status} ${JSON.stringify(answer.json)}`);
}

async function client(index: number, admin: Record<string, string>) {
  const ip = `10.1.${index}.1`;
  for (let round = 0; !stopping; round++) {
    const n = index * 10_000 + round;
    const booked = await book(n, ip);
    if (!booked) continue;
    if (isPhone(n)) await saveImei(booked.json.id, n >> 1, admin);
    else await payFirstReceipt(booked, n, ip, admin);
  }
}

describe('SIGKILL during concurrent bookings and payments', () => {
  it('keeps every answered request, applies none twice and leaves no policy half-made', async () => {
    const admin = await adminLogin(api.baseUrl);
    const clients = Array.from({ length: CLIENTS }, (_, i) => client(i, admin));
    const kills: number[] = [];
    for (let k = 0; k < KILLS; k++) {
      await sleep(1000 + Math.random() * 1500);
      await api.kill('SIGKILL');
      const killedAt = Date.now();
      api = await startApi('api', PORT, env);
      // How long the service was away: from the kill to the first 200 of /api/health.
      kills.push(Date.now() - killedAt);
    }
    // On a loaded machine the kills can come before the clients have booked much: keep the last
    // server up until enough bookings were answered for the checks below to mean something.
    const enoughBy = Date.now() + 60_000;
    do await sleep(1500);
    while (told.bookings.size <= 20 && Date.now() < enoughBy);
    stopping = true;
    await Promise.all(clients);

    // The run did what it says: kills met requests in flight, and replays were sent.
    expect(told.unexpected.slice(0, 5)).toEqual([]);
    expect(kills).toHaveLength(KILLS);
    expect(told.connectionErrors).toBeGreaterThan(0);
    expect(told.bookings.size).toBeGreaterThan(20);
    expect(told.replays).toBeGreaterThan(0);
    expect(told.notificationReplays).toBeGreaterThan(0);
    expect(told.unexpected).toEqual([]);

    // 1. Every booking answered 2xx is in the database, and one key never gave two policies.
    for (const [key, ids] of told.bookings) expect([key, ids.size]).toEqual([key, 1]);
    const answeredIds = [...told.bookings.values()].map((ids) => [...ids][0]!);
    const found = await db.query<{ id: number }>('select id from policies where id = any($1::int[])', [
      answeredIds,
    ]);
    expect(found).toHaveLength(answeredIds.length);
    // Nothing applied twice: one policy per Idempotency-Key that reached the database, each key answered.
    const [keys] = await db.query<{ keys: number; unanswered: number; policies: number }>(
      `select count(*)::int as keys,
              count(*) filter (where response_body is null)::int as unanswered,
              (select count(*)::int from policies) as policies
         from idempotency_keys where scope like 'booking:%'`,
    );
    expect(keys!.unanswered).toBe(0);
    expect(keys!.policies).toBe(keys!.keys);
    const [distinctAnswers] = await db.query<{ n: number }>(
      `select count(distinct (response_body->>'id'))::int as n from idempotency_keys where scope like 'booking:%'`,
    );
    expect(distinctAnswers!.n).toBe(keys!.keys);

    // 2. No policy half-made: each has its risk and its phone or laptop, its card, its receipts and its mail.
    const halfMade = await db.query(
      `select p.id,
              (select count(*) from policy_risks r where r.policy_id = p.id)::int as risks,
              (select count(*) from policy_risks r where r.policy_id = p.id and
                 (exists (select 1 from risk_mobiles m where m.policy_risk_id = r.id)
                  or exists (select 1 from risk_portables m where m.policy_risk_id = r.id)))::int as devices,
              (select count(*) from payment_methods m where m.policy_id = p.id)::int as methods,
              (select count(*) from payments r where r.policy_id = p.id)::int as receipts,
              (select count(*) from audit_log a where a.entity_type = 'policy' and a.entity_id = p.id::text
                 and a.action = 'policy.create')::int as audits
         from policies p`,
    );
    const incomplete = halfMade.filter(
      (p) => p.risks !== 1 || p.devices !== 1 || p.methods !== 1 || p.receipts < 1 || p.audits !== 1,
    );
    expect(incomplete).toEqual([]);
    const [mails] = await db.query<{ policies: number; mails: number }>(
      `select (select count(*)::int from policies) as policies,
              (select count(*)::int from mail_outbox where template = 'booking') as mails`,
    );
    expect(mails!.mails).toBe(mails!.policies);

    // 3. Each policy's receipts add up to its annual premium, and the first is its premium.
    const sums = await db.query(
      `select p.id, p.premium_cents, p.annual_premium_cents, p.periodicity,
              sum(r.price_cents)::int as total, count(r.id)::int as receipts,
              min(r.price_cents) filter (where r.sequence = 1)::int as first
         from policies p join payments r on r.policy_id = p.id
        group by p.id
       having sum(r.price_cents) <> p.annual_premium_cents
           or min(r.price_cents) filter (where r.sequence = 1) <> p.premium_cents
           or count(r.id) <> case p.periodicity when 1 then 12 else 1 end`,
    );
    expect(sums).toEqual([]);

    // 4. Payments: every receipt told paid is paid, and no receipt was charged twice.
    const paid = await db.query<{ id: number; pending_amount_cents: number; charged: number }>(
      `select r.id, r.pending_amount_cents,
              coalesce(sum(t.amount_cents) filter (where t.kind = 'charge' and t.status = 'ok'), 0)::int as charged
         from payments r left join payment_transactions t on t.payment_id = r.id
        where r.id = any($1::int[]) group by r.id`,
      [[...told.paid]],
    );
    expect(paid).toHaveLength(told.paid.size);
    for (const receipt of paid) expect(receipt.pending_amount_cents).toBe(0);
    const twice = await db.query(
      `select payment_id, count(*)::int as charges from payment_transactions
        where kind = 'charge' and status = 'ok' group by payment_id having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    const overpaid = await db.query(
      `select r.id from payments r join payment_transactions t on t.payment_id = r.id and t.status = 'ok'
        group by r.id, r.price_cents, r.pending_amount_cents
       having sum(t.amount_cents) <> r.price_cents - r.pending_amount_cents`,
    );
    expect(overpaid).toEqual([]);

    // 5. IMEIs: each one saved with a 2xx is there, and none is active on two policies.
    for (const [riskId, value] of told.imeis) {
      const [row] = await db.query<{ imei: string | null }>(
        `select m.imei from risk_mobiles m where m.policy_risk_id = $1`,
        [riskId],
      );
      expect([riskId, row?.imei]).toEqual([riskId, value]);
    }
    const doubled = await db.query(
      `select imei, count(*)::int from risk_mobiles where imei is not null and imei_active
        group by imei having count(*) > 1`,
    );
    expect(doubled).toEqual([]);
    expect(told.imeiClashes).toBeGreaterThan(0);

    console.log(
      `crash-safety: ${KILLS} SIGKILLs (down ${kills.map((ms) => `${ms} ms`).join(', ')}), ${told.bookings.size} bookings answered (${keys!.policies} in the database), ` +
        `${told.replays} booking replays, ${told.paid.size} receipts paid, ${told.notificationReplays} notification replays, ` +
        `${told.imeis.size} IMEIs saved, ${told.imeiClashes} IMEI clashes refused, ${told.connectionErrors} requests met a dead server`,
    );
  });
});
