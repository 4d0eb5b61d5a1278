import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { jobs, mailOutbox } from '../../db/schema/index.ts';
import { SMS_MAX_LENGTH } from './sms-sender.ts';

let handle: DatabaseHandle;
let app: App;

beforeAll(async () => {
  handle = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: '/tmp/amparo-unused', LOG_LEVEL: 'silent' });
  app = await buildApp({ db: handle.db, config });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe('SMS to the outbox (SMS_SENDER=outbox, the default)', () => {
  it('keeps the message in the outbox, held, addressed to the phone, and sends nothing', async () => {
    const [jobsBefore] = await handle.db.select({ n: count() }).from(jobs);
    const { outboxId } = await app.services.sms.queue(handle.db, {
      to: '+34 612 34 56 78',
      text: 'Tu código de firma de Amparo es 482915',
      template: 'signature-code',
      secrets: ['482915'],
    });
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    expect(row).toMatchObject({
      to_address: '+34612345678',
      subject: 'SMS',
      text_body: 'Tu código de firma de Amparo es 482915',
      template: 'sms.signature-code',
      masked_values: ['482915'],
      status: 'held',
    });
    const [jobsAfter] = await handle.db.select({ n: count() }).from(jobs);
    expect(jobsAfter!.n).toBe(jobsBefore!.n);
  });

  it('shows up in the back office outbox, where a tester reads the code', async () => {
    await app.services.sms.queue(handle.db, {
      to: '699111222',
      text: 'Código 771204',
      template: 'phone-check',
    });
    const admin = await seedSession(handle.db, 'admin');
    const res = await app.inject({
      method: 'GET',
      url: '/api/mail-outbox?filter[to]=699111222',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        to_address: '+34699111222',
        subject: 'SMS',
        text_body: 'Código 771204',
        status: 'held',
      }),
    ]);
  });

  it('refuses a number that is not a Spanish phone, and an empty or over-long text, writing nothing', async () => {
    const [before] = await handle.db.select({ n: count() }).from(mailOutbox);
    const bad = [
      {
        to: 'abc',
        text: 'hola',
        code: 'SMS_PHONE_INVALID',
        message: 'El teléfono no es un número español válido para enviar un SMS',
      },
      {
        to: '12345',
        text: 'hola',
        code: 'SMS_PHONE_INVALID',
        message: 'El teléfono no es un número español válido para enviar un SMS',
      },
      {
        to: '612345678',
        text: '',
        code: 'SMS_LENGTH_INVALID',
        message: `El SMS debe tener entre 1 y ${SMS_MAX_LENGTH} caracteres`,
      },
      {
        to: '612345678',
        text: 'x'.repeat(SMS_MAX_LENGTH + 1),
        code: 'SMS_LENGTH_INVALID',
        message: /entre 1 y 459/,
      },
    ];
    for (const { to, text, code, message } of bad) {
      await expect(app.services.sms.queue(handle.db, { to, text, template: 't' })).rejects.toMatchObject({
        statusCode: 422,
        code,
        message: expect.stringMatching(message),
      });
    }
    const [after] = await handle.db.select({ n: count() }).from(mailOutbox);
    expect(after!.n).toBe(before!.n);
  });
});
