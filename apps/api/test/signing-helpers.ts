import { and, desc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { mailOutbox, signatures } from '../src/db/schema/index.ts';
import { formEncoded, notificationFor, seedHolderWithReceipts } from './card-payment-helpers.ts';
import { runQueuedJobs } from './jobs.ts';
import type { TestContext } from './test-app.ts';

/** Steps of the signing flow through HTTP, shared by the signing tests. */
export function signingHelpers(t: TestContext) {
  /** A paid policy through the card gateway, then the queued jobs: the signing link goes out. */
  async function paidPolicy() {
    const seeded = await seedHolderWithReceipts(t.db);
    const form = await t.app.inject({
      method: 'GET',
      url: `/api/policies/${seeded.policy.id}/payments/${seeded.receipts[0]!.id}/form`,
      headers: seeded.holder.headers,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/redsys/notification',
      ...formEncoded(notificationFor(form.json())),
    });
    expect(paid.statusCode).toBeLessThan(300);
    await runQueuedJobs(t.db, t.app);
    return seeded;
  }

  async function lastOutbox(to: string, template: string) {
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, to), like(mailOutbox.template, `%${template}`)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return row!;
  }

  async function linkSession(policyId: number, email: string) {
    const mail = await lastOutbox(email, 'signing-link');
    const token = new RegExp(`/firma/${policyId}\\?acceso=([\\w-]+)`).exec(mail.text_body)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/policy-access/signature/session',
      payload: { token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().session_token as string;
  }

  /** The policy's open signing as if nobody had touched it for `days` (signingLapsed counts from then). */
  const ageOpenSigning = (policyId: number, days: number) =>
    t.db
      .update(signatures)
      .set({ updated_at: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
      .where(and(eq(signatures.policy_id, policyId), eq(signatures.status, 'pending')));

  return { paidPolicy, lastOutbox, linkSession, ageOpenSigning };
}

/** A signature as a signer draws it: one stroke on a transparent PNG. */
export const drawnSignature = () =>
  sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 70 C 60 10, 90 90, 140 40 S 220 80, 290 30" stroke="#111" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
