import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { buildJobHandlers } from '../jobs/handlers.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { queueMail } from './mail.ts';

const t = useTestApp();
const received: { to: string; raw: string }[] = [];
let server: SMTPServer;
let port: number;

// A real SMTP server on loopback: the mail goes through the whole protocol.
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mail delivery job', () => {
  it('sends an outbox mail by SMTP once, even when the job runs again', async () => {
    const id = await queueMail(t.db, {
      to: 'cliente@amparo.test',
      template: 'access-code',
      data: { name: 'Lucía', code: '123456' },
    });
    const handlers = buildJobHandlers({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Amparo <no-reply@amparo.test>',
      publicUrl: 'http://localhost',
    });
    expect(await runDueJobs(t.db, handlers, () => new Date())).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('cliente@amparo.test');
    expect(received[0]!.raw).toContain('Subject: =?UTF-8?Q?Tu_c=C3=B3digo_de_acceso_a_Amparo?=');
    // Both parts travel: the plain text and the HTML.
    expect(received[0]!.raw).toMatch(/text\/plain/);
    expect(received[0]!.raw).toMatch(/text\/html/);
    expect(received[0]!.raw).toContain('123456');
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('sent');
    await handlers.get('mail.send')!({ payload: { mailId: id } } as never, t.db);
    expect(received).toHaveLength(1);
  });

  it('keeps the mail in the outbox as held when no SMTP is configured', async () => {
    const id = await queueMail(t.db, {
      to: 'otro@amparo.test',
      template: 'access-code',
      data: { name: 'Pablo', code: '654321' },
    });
    await runDueJobs(
      t.db,
      buildJobHandlers({ smtpUrl: undefined, mailFrom: 'x@amparo.test', publicUrl: 'http://localhost' }),
      () => new Date(),
    );
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('held');
  });
});
