import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PolicyStatus } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { signingHelpers } from '../../../test/signing-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { jobs, mailOutbox, policies, signatures } from '../../db/schema/index.ts';
import { expireLapsedSignings } from './expire-lapsed-signings.ts';
import {
  requestSigningReminders,
  SIGNING_EXPIRED_MAIL_QUEUE,
  SIGNING_REMINDER_QUEUE,
} from './mail-signing-deadline.ts';

// The deadline mails of a signing (docs/signature.md): one reminder 2 days before it lapses while
// it is still open, one notice when the hourly run expires it; each once, however often the run
// finds the signing.
const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-sign-mails-'));
const t = useTestApp({ env: { FILES_DIR: path.join(dataDir, 'files'), AMPARO_DATA_DIR: dataDir } });
const { paidPolicy, ageOpenSigning: age } = signingHelpers(t);

const mailsTo = (to: string, template: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, to), eq(mailOutbox.template, template)));
const openSigning = async (policyId: number) =>
  (await t.db.select().from(signatures).where(eq(signatures.policy_id, policyId)))[0]!;
/** The hourly run, then the jobs it queued, as the worker does them. */
async function hourlyRun() {
  const now = new Date();
  await expireLapsedSignings(t.db, now);
  await requestSigningReminders(t.db, now);
  await runQueuedJobs(t.db, t.app);
}
const openLink = (policyId: number, body: string) => {
  const token = new RegExp(`/firma/${policyId}\\?acceso=([\\w-]+)`).exec(body)?.[1];
  return t.app.inject({ method: 'POST', url: '/api/policy-access/signature/session', payload: { token } });
};

describe('signing deadline mails', () => {
  it('reminds once in the last 2 days, without moving the deadline', async () => {
    const { policy } = await paidPolicy();
    await age(policy.id, 4);
    await hourlyRun();
    expect(await mailsTo(policy.email, 'signing-reminder')).toHaveLength(0);

    await age(policy.id, 5.5);
    const before = (await openSigning(policy.id)).updated_at;
    await hourlyRun();
    await hourlyRun();
    const mails = await mailsTo(policy.email, 'signing-reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Te quedan 2 días para firmar el contrato de la póliza ${policy.number}`);
    expect(mails[0]!.text_body).toContain('Te quedan 2 días para firmarlo');
    expect((await openLink(policy.id, mails[0]!.text_body)).statusCode).toBe(200);
    expect((await openSigning(policy.id)).updated_at).toEqual(before);
    const signingId = (await openSigning(policy.id)).id;
    const queued = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupe_key, `signing-reminder-${signingId}`));
    expect(queued.map((j) => [j.queue, j.status])).toEqual([[SIGNING_REMINDER_QUEUE, 'done']]);
  });

  it('sends no reminder once the contract is signed, even one already queued', async () => {
    const { policy } = await paidPolicy();
    await age(policy.id, 6);
    await requestSigningReminders(t.db, new Date());
    // Signed before the worker took the reminder.
    await t.db
      .update(signatures)
      .set({ status: 'signed', signed_at: new Date(), signed_document_key: 'k', signed_document_sha256: 'h' })
      .where(eq(signatures.policy_id, policy.id));
    await t.db
      .update(policies)
      .set({ status: PolicyStatus.ACTIVE_PAID_SIGNED })
      .where(eq(policies.id, policy.id));
    await hourlyRun();
    await hourlyRun();
    expect(await mailsTo(policy.email, 'signing-reminder')).toHaveLength(0);
  });

  it('tells the customer once that the time ran out, with the link to prepare the contract again', async () => {
    const { policy } = await paidPolicy();
    await age(policy.id, 8);
    await hourlyRun();
    await hourlyRun();
    const mails = await mailsTo(policy.email, 'signing-expired');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Se acabó el plazo para firmar el contrato de la póliza ${policy.number}`);
    expect(mails[0]!.text_body).toContain('Preparar el contrato de nuevo');
    // A lapsed signing gets no reminder after the fact.
    expect(await mailsTo(policy.email, 'signing-reminder')).toHaveLength(0);

    // The link opens the signing page, which offers to prepare the contract again.
    const session = await openLink(policy.id, mails[0]!.text_body);
    expect(session.statusCode, session.body).toBe(200);
    const restarted = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${policy.id}/signature/start?token=${session.json().session_token}`,
    });
    expect(restarted.statusCode, restarted.body).toBe(201);
    expect(restarted.json().outcome).toBe('pending');
  });

  it('sends no expiry notice when the customer prepared the contract again first', async () => {
    const { policy, holder } = await paidPolicy();
    await age(policy.id, 8);
    // The page's button expires the lapsed signing (queuing its notice) and opens a new one.
    const restarted = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${policy.id}/signature/start`,
      headers: holder.headers,
    });
    expect(restarted.statusCode, restarted.body).toBe(201);
    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, SIGNING_EXPIRED_MAIL_QUEUE));
    expect(queued.length).toBeGreaterThanOrEqual(1);
    await hourlyRun();
    expect(await mailsTo(policy.email, 'signing-expired')).toHaveLength(0);
  });
});
