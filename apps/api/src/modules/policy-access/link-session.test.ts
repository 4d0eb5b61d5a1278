import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBooking, lastMailTo } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { apiTokens } from '../../db/schema/index.ts';
import { hashToken } from '../../services/tokens.ts';

// A mailed link's token (docs/security.md, Link tokens) is read once, exchanged for a session the page keeps in the
// tab, and taken out of the address.
const t = useTestApp();

async function paymentLink(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/policies',
    // A laptop: no phone check, so the booking mail carries the payment link (a phone's comes after its check).
    payload: buildBooking({
      product_id: 17,
      device: { brand: 'Lenovo', model: 'ThinkPad X1 Carbon', value: 149_900 },
      holder: { ...buildBooking().holder, email },
    }),
  });
  expect(res.statusCode).toBe(201);
  const mail = await lastMailTo(t.db, email);
  return { number: res.json().number as string, token: mail!.text_body.match(/pago\?acceso=([\w-]+)/)![1]! };
}

const exchange = (purpose: string, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/policy-access/${purpose}/session`, payload: { token } });
const open = (purpose: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/policy-access/${purpose}?token=${token}` });

describe('POST /api/policy-access/:purpose/session', () => {
  it('exchanges a link token for a session of the same policy and purpose, no longer than the link', async () => {
    const link = await paymentLink('sesion.enlace@amparo.test');
    const res = await exchange('payment', link.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access.policy.number).toBe(link.number);
    expect(body.session_token).not.toBe(link.token);
    expect((await open('payment', body.session_token)).json().policy.number).toBe(link.number);
    // The session opens this purpose only, and is no login.
    expect((await open('evaluation', body.session_token)).statusCode).toBe(401);
    const home = await t.app.inject({
      method: 'GET',
      url: '/api/customer/home',
      headers: { authorization: `Bearer ${body.session_token}` },
    });
    expect(home.statusCode).toBe(401);
    const [linkRow] = await t.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.token_hash, hashToken(link.token)));
    const [sessionRow] = await t.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.token_hash, hashToken(body.session_token)));
    expect(sessionRow).toMatchObject({
      purpose: 'payment',
      subject_type: 'policy',
      subject_id: linkRow!.subject_id,
    });
    expect(sessionRow!.expires_at.getTime()).toBeLessThanOrEqual(linkRow!.expires_at.getTime());
    expect(new Date(body.expires_at).getTime()).toBe(sessionRow!.expires_at.getTime());
  });

  it('leaves the mailed link working until it expires: the mail is the way back, from any device', async () => {
    const link = await paymentLink('otra.vez@amparo.test');
    expect((await exchange('payment', link.token)).statusCode).toBe(200);
    const again = await exchange('payment', link.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().access.policy.number).toBe(link.number);
  });

  it('refuses an unknown token, another purpose and a malformed body', async () => {
    const link = await paymentLink('rechazos@amparo.test');
    const unknown = await exchange('payment', 'x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('POLICY_LINK_INVALID');
    expect((await exchange('signature', link.token)).statusCode).toBe(401);
    expect((await exchange('payment', 'corto')).statusCode).toBe(400);
  });
});
