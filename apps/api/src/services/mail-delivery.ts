import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { JobHandler } from '../jobs/worker.ts';
import type { FileStore } from './files/file-store.ts';

export type MailSettings = { smtpUrl: string | undefined; from: string };

export function createTransport(settings: MailSettings): Transporter | null {
  return settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
}

/**
 * The `mail.send` job: delivers one outbox row by SMTP. Without SMTP
 * configured the mail is marked `held` and stays readable in the back office
 * (the default on one machine). A row already sent is not sent again, so a
 * retried job never mails twice. Attachments are read from the file store:
 * one missing (or no store given) fails the job, which the queue retries with
 * back-off; a mail never leaves without the files it announces.
 */
export function createMailHandler(
  transport: Transporter | null,
  sender: { from: string; replyTo?: string | undefined },
  files: FileStore | undefined,
  now: () => Date,
): JobHandler {
  return async (job, db: Database) => {
    const mailId = Number((job.payload as { mailId?: unknown }).mailId);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    if (!mail || mail.status === 'sent') return;
    if (!transport) {
      await db.update(mailOutbox).set({ status: 'held' }).where(eq(mailOutbox.id, mailId));
      return;
    }
    await transport.sendMail({
      from: sender.from,
      ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body ?? undefined,
      attachments: await readAttachments(files, mail),
    });
    await db.update(mailOutbox).set({ status: 'sent', sent_at: now() }).where(eq(mailOutbox.id, mailId));
  };
}

async function readAttachments(files: FileStore | undefined, mail: typeof mailOutbox.$inferSelect) {
  if (mail.attachments.length === 0) return [];
  if (!files) throw new Error(`Mail ${mail.id} has attachments and this worker has no file store`);
  return Promise.all(
    mail.attachments.map(async (attachment) => {
      const file = await files.get(attachment.storage_key);
      if (!file)
        throw new Error(`Mail ${mail.id}: attachment ${attachment.storage_key} is not in the file store`);
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
      return { filename: attachment.filename, content: Buffer.concat(chunks), contentType: file.contentType };
    }),
  );
}
