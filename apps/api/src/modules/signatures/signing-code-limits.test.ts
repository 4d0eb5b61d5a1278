import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIGNING_CODES_PER_SIGNING } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drawnSignature, signingHelpers } from '../../../test/signing-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { signatures } from '../../db/schema/index.ts';
import { countHit, LIMITS } from '../../services/rate-limit.ts';

// Limits on signing codes beyond one signing's own: wrong codes per address, codes per signing in all.
const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-sign-limits-'));
const t = useTestApp({ env: { FILES_DIR: path.join(dataDir, 'files'), AMPARO_DATA_DIR: dataDir } });
const { paidPolicy, linkSession, ageOpenSigning } = signingHelpers(t);

async function openSigning() {
  const { policy } = await paidPolicy();
  const token = await linkSession(policy.id, policy.email);
  const base = `/api/policies/${policy.id}/signature`;
  const png = (await drawnSignature()).toString('base64');
  const askCode = () =>
    t.app.inject({ method: 'POST', url: `${base}/code?token=${token}`, payload: { channel: 'mail' } });
  const sign = (code: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/sign?token=${token}`,
      remoteAddress: ip,
      headers: { 'idempotency-key': `limite-${ip.replaceAll('.', '-')}-${code}` },
      payload: { code, signature_image: `data:image/png;base64,${png}`, consent: true },
    });
  /** The open signing as if its last code had gone out two minutes ago (past the one-a-minute wait). */
  const passMinute = (set: { codes_sent?: number } = {}) =>
    t.db
      .update(signatures)
      .set({ ...set, code_sent_at: new Date(Date.now() - 2 * 60_000) })
      .where(and(eq(signatures.policy_id, policy.id), eq(signatures.status, 'pending')));
  return { policy, token, base, askCode, sign, passMinute };
}

describe('signing code limits', () => {
  it('refuses an address with too many wrong codes (429, Retry-After, Spanish) but not another address', async () => {
    const { askCode, sign } = await openSigning();
    expect((await askCode()).statusCode).toBe(201);
    const ip = '10.31.0.1';
    const limit = LIMITS.signingCodeGuessesPerIp;
    // Earlier wrong codes from this address, on other signings.
    for (let n = 1; n < limit.max; n++) await countHit(t.db, `signing-code-ip:${ip}`, limit, new Date());

    const last = await sign('000000', ip);
    expect(last.statusCode, last.body).toBe(422);
    expect(last.json().code).toBe('SIGNING_CODE_WRONG');
    const refused = await sign('000001', ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    // The message names the same wait as Retry-After (what is left of the 15-minute window).
    const minutes = Math.ceil(retryAfter / 60);
    expect(refused.json().message).toMatch(
      new RegExp(`^Demasiados intentos\\. Espera ${minutes === 1 ? 'un minuto' : `${minutes} minutos`} `),
    );

    const elsewhere = await sign('000002', '10.31.0.2');
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().code).toBe('SIGNING_CODE_WRONG');
  });

  it(`sends ${SIGNING_CODES_PER_SIGNING} codes per signing in all, then 429 until the signing is prepared again`, async () => {
    const { policy, token, base, askCode, passMinute } = await openSigning();
    expect((await askCode()).statusCode).toBe(201);
    await passMinute({ codes_sent: SIGNING_CODES_PER_SIGNING - 1 });
    expect((await askCode()).statusCode).toBe(201);
    await passMinute();

    const refused = await askCode();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('SIGNING_CODES_EXHAUSTED');
    expect(refused.json().message).toMatch(/Escríbenos desde Contacto/);
    expect(refused.headers['retry-after']).toBeUndefined();

    // Lapsed and prepared again: a new signing, a new count.
    await ageOpenSigning(policy.id, 8);
    const restarted = await t.app.inject({ method: 'POST', url: `${base}/start?token=${token}` });
    expect(restarted.statusCode, restarted.body).toBeLessThan(300);
    const fresh = await askCode();
    expect(fresh.statusCode, fresh.body).toBe(201);
  });
});
