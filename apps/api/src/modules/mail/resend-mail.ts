import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';

/**
 * `POST /mail-outbox/{id}/resend`: the same mail again, as a new outbox row —
 * same address, subject, bodies and attachments, and the same masked values,
 * so the copy hides its codes and links exactly as the original does. The
 * original row stays as it was: the outbox is a record of what was sent.
 */
export async function resendMail(
  db: Database,
  input: { mailId: number; actor: Actor; ip: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, input.mailId));
    if (!original) throw new AppError('MAIL_NOT_FOUND');
    await hitRateLimit(
      tx,
      `mail-resend:${original.to_address.toLowerCase()}`,
      LIMITS.mailResendsPerAddress,
      input.now,
    );
    const [copy] = await tx
      .insert(mailOutbox)
      .values({
        to_address: original.to_address,
        subject: original.subject,
        text_body: original.text_body,
        html_body: original.html_body,
        template: original.template,
        attachments: original.attachments,
        masked_values: original.masked_values,
      })
      .returning({ id: mailOutbox.id });
    await enqueueJob(tx, 'mail.send', { mailId: copy!.id }, { dedupeKey: `mail-${copy!.id}` });
    await writeAudit(tx, {
      action: 'mail.resend',
      entityType: 'mail',
      entityId: copy!.id,
      actor: input.actor,
      ip: input.ip,
      after: { copied_from: original.id, to: original.to_address, template: original.template },
    });
    return { message: `Correo reenviado a ${original.to_address}`, mail_id: copy!.id };
  });
}
