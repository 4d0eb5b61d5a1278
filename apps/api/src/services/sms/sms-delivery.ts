import { eq } from 'drizzle-orm';
import type { LabsMobileConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { smsEncoding } from './sms-encoding.ts';

/** LabsMobile's answer to /json/send: code "0" is accepted, any other a refusal with its reason. */
type LabsMobileAnswer = { code?: string; message?: string; subid?: string };

/** How long one call may take before the job gives up and the queue retries it later. */
const TIMEOUT_MS = 15_000;

/**
 * The `sms.send` job with LabsMobile (a Spanish SMS provider): one outbox row
 * to its JSON API (`POST <url>/json/send`, HTTP Basic with the account's user
 * and token), the number as 34XXXXXXXXX, the text in GSM or UCS-2 as it needs
 * (sms-encoding.ts), concatenated when longer than one part, and our row's id
 * as `subid` so the provider's delivery reports name it. A row already sent is
 * not sent again, so a retried job never texts twice. A refusal or a network
 * failure throws: the queue retries with back-off, then marks the job failed
 * (Operaciones), and the row stays queued in the outbox.
 */
export function createLabsMobileHandler(config: LabsMobileConfig, now: () => Date): JobHandler {
  return async (job, db: Database) => {
    const mailId = Number((job.payload as { mailId?: unknown }).mailId);
    const [sms] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    if (!sms || sms.status === 'sent') return;
    const encoding = smsEncoding(sms.text_body);
    const body = {
      message: sms.text_body,
      tpoa: config.from,
      recipient: [{ msisdn: sms.to_address.replace(/^\+/, '') }],
      subid: `amparo-${sms.id}`,
      ...(encoding.ucs2 ? { ucs2: '1' } : {}),
      ...(encoding.parts > 1 ? { long: '1' } : {}),
    };
    const response = await fetch(`${config.url}/json/send`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'cache-control': 'no-cache',
        authorization: `Basic ${Buffer.from(`${config.username}:${config.token}`).toString('base64')}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as LabsMobileAnswer;
    if (!response.ok || answer.code !== '0')
      throw new Error(
        `LabsMobile refused SMS ${sms.id}: HTTP ${response.status}, code ${answer.code ?? '?'} ${answer.message ?? ''}`.trim(),
      );
    await db.update(mailOutbox).set({ status: 'sent', sent_at: now() }).where(eq(mailOutbox.id, sms.id));
  };
}
