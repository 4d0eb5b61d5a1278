import type { Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { enqueueJob } from '../jobs/queue.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  template: string;
  /** Values in the text that grant access (link tokens, codes): masked wherever the mail is shown. */
  secrets?: string[];
};

/**
 * Mail goes to the outbox in the caller's transaction, and a job delivers it
 * (SMTP when configured). Without SMTP it stays readable in the back office.
 */
export async function queueMail(db: Executor, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      template: mail.template,
      masked_values: mail.secrets ?? [],
    })
    .returning({ id: mailOutbox.id });
  await enqueueJob(db, 'mail.send', { mailId: row!.id }, { dedupeKey: `mail-${row!.id}` });
  return row!.id;
}
