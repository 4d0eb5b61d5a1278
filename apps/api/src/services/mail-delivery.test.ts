import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { jobs, mailOutbox } from '../db/schema/index.ts';
import { buildJobHandlers } from '../jobs/handlers.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { queueMail } from './mail.ts';

const t = useTestApp();
const received: { to: string; raw: string; bytes: Buffer }[] = [];
let server: SMTPServer;
let port: number;

// A real SMTP server on loopback: the mail goes through the whole protocol.
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
      });
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        received.push({ to, raw: bytes.toString('utf8'), bytes });
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
    const handlers = buildJobHandlers(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'Amparo <no-reply@amparo.test>',
        mailReplyTo: 'Atención al cliente <atencion@amparo.test>',
        publicUrl: 'http://localhost',
      },
      undefined,
      // The worker's clock, not the wall's: the outbox says when it was sent by it.
      () => new Date('2026-03-02T10:00:00Z'),
    );
    expect(await runDueJobs(t.db, handlers, () => new Date())).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('cliente@amparo.test');
    expect(received[0]!.raw).toContain('Subject: =?UTF-8?Q?Tu_c=C3=B3digo_de_acceso_a_Amparo?=');
    // Both parts travel: the plain text and the HTML.
    expect(received[0]!.raw).toMatch(/text\/plain/);
    expect(received[0]!.raw).toMatch(/text\/html/);
    expect(received[0]!.raw).toContain('123456');
    // The mails say "responde a este correo": a reply reaches customer service, not the no-reply sender.
    expect(received[0]!.raw).toMatch(/^Reply-To: .*<atencion@amparo\.test>/m);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('sent');
    expect(row?.sent_at?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
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
      buildJobHandlers(
        { smtpUrl: undefined, mailFrom: 'x@amparo.test', publicUrl: 'http://localhost' },
        undefined,
        () => new Date(),
      ),
      () => new Date(),
    );
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('held');
  });

  const smtpHandlers = () =>
    buildJobHandlers(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'Amparo <no-reply@amparo.test>',
        publicUrl: 'http://localhost',
      },
      { files: t.app.services.files, publicUrl: 'http://localhost' },
      () => new Date(),
    );

  it('sends the attachments from the file store, byte for byte, with their content type', async () => {
    // A PDF with every byte value in it: a re-encoding or a text conversion would change it.
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256)),
      Buffer.from('\n%%EOF\n'),
    ]);
    await t.app.services.files.put('documents/test/contrato-1.pdf', pdf, { contentType: 'application/pdf' });
    await queueMail(t.db, {
      to: 'adjuntos@amparo.test',
      template: 'access-code',
      data: { name: 'Lucía', code: '111222' },
      attachments: [{ filename: 'contrato-AMP-1.pdf', storage_key: 'documents/test/contrato-1.pdf' }],
    });
    const before = received.length;
    await runDueJobs(t.db, smtpHandlers(), () => new Date());
    expect(received).toHaveLength(before + 1);
    const parsed = await simpleParser(received.at(-1)!.bytes);
    expect(parsed.attachments).toHaveLength(1);
    const [attachment] = parsed.attachments;
    expect(attachment!.filename).toBe('contrato-AMP-1.pdf');
    expect(attachment!.contentType).toBe('application/pdf');
    expect(Buffer.compare(attachment!.content, pdf)).toBe(0);
    expect(parsed.text).toContain('111222');
  });

  it('fails the job and retries it later when an attachment is missing, never mailing without it', async () => {
    const id = await queueMail(t.db, {
      to: 'sin-adjunto@amparo.test',
      template: 'access-code',
      data: { name: 'Pablo', code: '333444' },
      attachments: [{ filename: 'contrato.pdf', storage_key: 'documents/test/no-existe.pdf' }],
    });
    const before = received.length;
    const warnings: unknown[] = [];
    const now = new Date();
    await runDueJobs(t.db, smtpHandlers(), () => now, {
      warn: (...args: unknown[]) => warnings.push(args),
    } as never);
    expect(received).toHaveLength(before);
    expect(warnings).toHaveLength(1);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('queued');
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupe_key, `mail-${id}`));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.last_error).toContain('documents/test/no-existe.pdf');
    // Back-off: the next try is 30 s later, not at once.
    expect(job!.run_at.getTime()).toBe(now.getTime() + 30_000);
  });

  it('refuses to send a mail with attachments from a worker without a file store', async () => {
    const id = await queueMail(t.db, {
      to: 'sin-almacen@amparo.test',
      template: 'access-code',
      data: { name: 'Pablo', code: '555666' },
      attachments: [{ filename: 'contrato.pdf', storage_key: 'documents/test/contrato-1.pdf' }],
    });
    const before = received.length;
    const handlers = buildJobHandlers(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'x@amparo.test',
        publicUrl: 'http://localhost',
      },
      undefined,
      () => new Date(),
    );
    await runDueJobs(t.db, handlers, () => new Date());
    expect(received).toHaveLength(before);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupe_key, `mail-${id}`));
    expect(job!.last_error).toContain('no file store');
  });
});
