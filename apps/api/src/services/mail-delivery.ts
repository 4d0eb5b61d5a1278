import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { JobHandler } from '../jobs/worker.ts';

export type MailSettings = { smtpUrl: string | undefined; from: string };

export function createTransport(settings: MailSettings): Transporter | null {
  return settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
}

/**
 * The `mail.send` job: delivers one outbox row by SMTP. Without SMTP
 * configured the mail is marked `held` and stays readable in the back office
 * (the default on one machine). A row already sent is not sent again, so a
 * retried job never mails twice.
 */
export function createMailHandler(transport: Transporter | null, from: string): JobHandler {
  return async (job, db: Database) => {
    const mailId = Number((job.payload as { mailId?: unknown }).mailId);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    if (!mail || mail.status === 'sent') return;
    if (!transport) {
      await db.update(mailOutbox).set({ status: 'held' }).where(eq(mailOutbox.id, mailId));
      return;
    }
    await transport.sendMail({
      from,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body ?? undefined,
    });
    await db.update(mailOutbox).set({ status: 'sent', sent_at: new Date() }).where(eq(mailOutbox.id, mailId));
  };
}
