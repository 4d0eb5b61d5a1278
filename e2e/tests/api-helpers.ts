import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';

let counter = 0;
/** An address no other test (or browser project) uses: tests run in parallel on one server. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

let cachedToken: string | null = null;

/**
 * One admin login per worker: logins are rate-limited per IP (20 in 15 minutes)
 * and every test runs from 127.0.0.1.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (cachedToken) return cachedToken;
  const res = await request.post('/api/users/login', { data: E2E_ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  cachedToken = (await res.json()).api_token as string;
  return cachedToken;
}

/** Books a policy through the public API, as the purchase flow does. */
export async function bookPolicy(
  request: APIRequestContext,
  email: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await request.post('/api/policies', {
    data: {
      product_id: 3,
      periodicity: 1,
      payment_method: 'card',
      device: { brand: 'Apple', model: 'iPhone 16 Pro', value: 121_900 },
      holder: { name: 'Lucía', surname1: 'Martín', document_code: '12345678Z', email, phone: '612345678' },
      acceptances: { terms: true, precontractual: true, privacy: true, has_invoice: true },
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** The newest mail to an address, read from the outbox as staff do in the back office. */
export async function lastMailTo(request: APIRequestContext, token: string, to: string) {
  const res = await request.get(`/api/mail-outbox?filter[to]=${encodeURIComponent(to)}&per_page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data[0] as { subject: string; text_body: string } | undefined;
}

async function recentMailsTo(request: APIRequestContext, token: string, to: string) {
  const res = await request.get(`/api/mail-outbox?filter[to]=${encodeURIComponent(to)}&per_page=20`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { subject: string; text_body: string }[];
}

/**
 * Waits for a mail whose subject matches: code and link mails are written by a job that the
 * server's in-process worker runs a moment after the request, not by the request.
 */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp) {
  const token = await adminToken(request);
  let mail: Awaited<ReturnType<typeof lastMailTo>>;
  await expect
    .poll(
      async () => {
        // The newest mail with that subject: a job may mail again right after (paying a receipt
        // mails 'policy active', then the signing job mails the signing link).
        mail = (await recentMailsTo(request, token, to)).find((m) => subject.test(m.subject));
        return mail?.subject ?? '';
      },
      // The worker looks at the queue every 2 s; other specs' jobs may be ahead.
      { timeout: 15_000 },
    )
    .toMatch(subject);
  return mail!;
}
