import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalLabsMobile } from '../../../test/labsmobile-server.ts';
import { signingHelpers } from '../../../test/signing-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { jobs, mailOutbox } from '../../db/schema/index.ts';
import { buildJobHandlers } from '../../jobs/handlers.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { createOutboxSmsSender, createSmsSender } from './sms-sender.ts';

// SMS that arrives (SMS_SENDER=labsmobile): the signing code goes through LabsMobile's JSON API,
// here its local stand-in (test/labsmobile-server.ts), from the `sms.send` job; and SMS is offered
// only where a text can reach a phone.

const provider = await startLocalLabsMobile();
afterAll(() => provider.close());
const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-sms-'));
const t = useTestApp({ env: { ...provider.env, AMPARO_DATA_DIR: dataDir } });
const { paidPolicy, linkSession } = signingHelpers(t);

/** The worker's pass over the SMS jobs only (the mails stay in the outbox). */
async function deliverSms() {
  const handlers = buildJobHandlers(t.app.config, undefined, () => new Date());
  for (const name of [...handlers.keys()]) if (name !== 'sms.send') handlers.delete(name);
  return runDueJobs(t.db, handlers, () => new Date());
}

describe('SMS through LabsMobile', () => {
  it('texts the signing code to the phone: offered on the page, queued, delivered once by the job', async () => {
    const { policy } = await paidPolicy();
    const token = await linkSession(policy.id, policy.email);
    const base = `/api/policies/${policy.id}/signature`;
    const state = await t.app.inject({ method: 'GET', url: `${base}?token=${token}` });
    expect(state.json().signature.destinations).toMatchObject({ sms: '+34 6** *** 678', sms_offered: true });

    const sent = await t.app.inject({
      method: 'POST',
      url: `${base}/code?token=${token}`,
      payload: { channel: 'sms' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'sms.signing-code'))
      .orderBy(mailOutbox.id);
    expect(row).toMatchObject({ to_address: '+34612345678', status: 'queued' });
    const code = row!.masked_values[0]!;

    const before = provider.received.length;
    expect(await deliverSms()).toBeGreaterThanOrEqual(1);
    const texted = provider.received.slice(before);
    expect(texted).toEqual([
      {
        msisdn: '34612345678',
        message: row!.text_body,
        tpoa: 'Amparo',
        subid: `amparo-${row!.id}`,
        ucs2: /[áíóú]/.test(row!.text_body),
        long: false,
      },
    ]);
    expect(texted[0]!.message).toContain(code);
    const [after] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'sent', sent_at: expect.any(Date) });

    // A retried job (the answer lost on the way back) texts nothing twice.
    await t.db.insert(jobs).values({ queue: 'sms.send', payload: { mailId: row!.id } });
    await deliverSms();
    expect(provider.received.length).toBe(before + 1);
  });

  it('keeps the message queued while the provider refuses (no credit), and delivers it on the retry', async () => {
    const { outboxId } = await t.app.services.sms.queue(t.db, {
      to: '699 111 222',
      text: 'Amparo: tu código de firma es 118833. Caduca en 10 minutos. No lo compartas con nadie, ni con nosotros.',
      template: 'signing-code',
      secrets: ['118833'],
    });
    provider.failNext({ code: '35', message: 'The account has no enough credit for this sending.' });
    const before = provider.received.length;
    await deliverSms();
    const [held] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    expect(held!.status).toBe('queued');
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupe_key, `sms-${outboxId}`));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.last_error).toContain('code 35');

    // The queue's back-off has passed: the next attempt goes through, in UCS-2 and in two parts.
    await t.db.update(jobs).set({ run_at: new Date() }).where(eq(jobs.id, job!.id));
    await deliverSms();
    expect(provider.received.slice(before)).toEqual([
      expect.objectContaining({ msisdn: '34699111222', ucs2: true, long: true }),
    ]);
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    expect(sent!.status).toBe('sent');
  });
});

describe('which sender is offered', () => {
  it.each([
    ['the outbox outside production (a tester reads it)', createOutboxSmsSender({ production: false }), true],
    ['the outbox in production (nothing would arrive)', createOutboxSmsSender({ production: true }), false],
    ['LabsMobile in production', createSmsSender({ smsSender: 'labsmobile' }, true), true],
  ])('%s: %s', (_name, sender, offered) => {
    expect(sender.offered).toBe(offered);
  });

  it('refuses to start with LabsMobile and no credentials, in Spanish', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_SENDER: 'labsmobile' })).toThrow(
      'Configuración no válida: SMS_SENDER=labsmobile necesita LABSMOBILE_USERNAME y LABSMOBILE_TOKEN',
    );
  });
});
