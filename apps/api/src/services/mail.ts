import type { Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { type MailData, type MailTemplateId, renderMail } from '../mails/index.ts';

export type OutgoingMail<Id extends MailTemplateId> = {
  to: string;
  /** One of the templates in src/mails/, with its data. */
  template: Id;
  data: MailData<Id>;
  /** Values in the text that grant access (link tokens, codes): masked wherever the mail is shown. */
  secrets?: string[];
};

/**
 * Mail is rendered from its template (HTML and plain text) into the outbox in
 * the caller's transaction, and a job delivers it (SMTP when configured).
 * Without SMTP it stays readable in the back office.
 */
export async function queueMail<Id extends MailTemplateId>(
  db: Executor,
  mail: OutgoingMail<Id>,
): Promise<number> {
  const rendered = await renderMail(mail.template, mail.data);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to_address: mail.to,
      subject: rendered.subject,
      text_body: rendered.text,
      html_body: rendered.html,
      template: mail.template,
      masked_values: mail.secrets ?? [],
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The outbox row was not returned');
  await enqueueJob(db, 'mail.send', { mailId: row.id }, { dedupeKey: `mail-${row.id}` });
  return row.id;
}
