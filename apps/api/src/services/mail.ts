import type { Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { JobPriority } from '../jobs/kinds.ts';
import { enqueueJob, enqueueJobs } from '../jobs/queue.ts';
import { type MailData, type MailTemplateId, type RenderedMail, renderMail } from '../mails/index.ts';

export type OutgoingMail<Id extends MailTemplateId> = {
  to: string;
  /** One of the templates in src/mails/, with its data. */
  template: Id;
  data: MailData<Id>;
  /** Values in the text that grant access (link tokens, codes): masked wherever the mail is shown. */
  secrets?: string[];
  /** Files of the file store sent with the mail (the signed contract, the IPID). */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; storage_key: string };

/**
 * Mail is rendered from its template (HTML and plain text) into the outbox in
 * the caller's transaction, and a job delivers it (SMTP when configured).
 * Without SMTP it stays readable in the back office.
 */
export async function queueMail<Id extends MailTemplateId>(
  db: Executor,
  mail: OutgoingMail<Id>,
): Promise<number> {
  return queueRenderedMail(db, { ...mail, rendered: await renderMail(mail.template, mail.data) });
}

/**
 * Queues a mail rendered beforehand. Rendering takes a dozen milliseconds of
 * CPU; a bulk job renders outside its transaction so the database is not
 * held meanwhile (on the embedded one, every request waits for it).
 */
export async function queueRenderedMail(
  db: Executor,
  mail: {
    to: string;
    template: MailTemplateId;
    rendered: RenderedMail;
    secrets?: string[];
    attachments?: MailAttachment[];
  },
): Promise<number> {
  const { rendered } = mail;
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to_address: mail.to,
      subject: rendered.subject,
      text_body: rendered.text,
      html_body: rendered.html,
      template: mail.template,
      masked_values: mail.secrets ?? [],
      attachments: mail.attachments ?? [],
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The outbox row was not returned');
  await enqueueJob(db, 'mail.send', { mailId: row.id }, { dedupeKey: `mail-${row.id}` });
  return row.id;
}

/** Many mails rendered beforehand, in two statements (outbox rows, then their delivery jobs). */
export async function queueRenderedMails(
  db: Executor,
  mails: { to: string; template: MailTemplateId; rendered: RenderedMail; secrets?: string[] }[],
): Promise<void> {
  if (mails.length === 0) return;
  const rows = await db
    .insert(mailOutbox)
    .values(
      mails.map((mail) => ({
        to_address: mail.to,
        subject: mail.rendered.subject,
        text_body: mail.rendered.text,
        html_body: mail.rendered.html,
        template: mail.template,
        masked_values: mail.secrets ?? [],
      })),
    )
    .returning({ id: mailOutbox.id });
  await enqueueJobs(
    db,
    'mail.send',
    rows.map((row) => ({ payload: { mailId: row.id }, dedupeKey: `mail-${row.id}` })),
    // Batches are invitations of an import: a customer's code or receipt mail goes first.
    { priority: JobPriority.bulk },
  );
}
