import { count, desc, ilike } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { containsPattern } from '../../services/like-pattern.ts';

export const MASK = '[oculto]';
const ATTACHMENT_LINK_TTL_SECONDS = 10 * 60;

/** Replaces every secret of the mail (link tokens, codes) in a text. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  return secrets.filter(Boolean).reduce((out, secret) => out.split(secret).join(MASK), text);
}

/**
 * The outbox as staff read it. With SMTP configured, mail reaches its owner
 * by mail and the copy here hides links and codes. Without SMTP (one machine,
 * demo), the outbox is where mail arrives, so it is shown whole — to admins only.
 */
export async function listMail(
  db: Executor,
  query: { filter: { to?: string | undefined }; page: number; per_page: number },
  options: { revealSecrets: boolean; files: FileStore; now: Date },
) {
  const { filter, page, per_page } = query;
  const where = filter.to ? ilike(mailOutbox.to_address, containsPattern(filter.to)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  // Short-lived links: the page is read now; a link copied out of it should not last.
  const linkOf = (key: string) =>
    options.files.signedUrl(key, { ttlSeconds: ATTACHMENT_LINK_TTL_SECONDS, now: options.now });
  const attachments = await Promise.all(
    rows.map((m) =>
      Promise.all(
        m.attachments.map(async (a) => ({ filename: a.filename, url: await linkOf(a.storage_key) })),
      ),
    ),
  );
  return {
    data: rows.map((m, i) => ({
      id: m.id,
      to_address: m.to_address,
      subject: options.revealSecrets ? m.subject : maskSecrets(m.subject, m.masked_values),
      text_body: options.revealSecrets ? m.text_body : maskSecrets(m.text_body, m.masked_values),
      status: m.status,
      created_at: m.created_at.toISOString(),
      attachments: attachments[i]!,
    })),
    meta: { page, per_page, total: total?.n ?? 0 },
  };
}
