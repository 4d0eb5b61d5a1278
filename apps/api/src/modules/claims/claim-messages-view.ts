import type { ClaimMessage } from '@amparo/contract';
import { firstNameOf } from '@amparo/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claimMessages, claims, policies, users } from '../../db/schema/index.ts';
import type { FileStore } from '../../services/files/file-store.ts';

/** How the desk signs to the customer: the team, not a clerk's name. */
export const DESK_AUTHOR_NAME = 'Mesa de siniestros';

const staffName = sql<string | null>`nullif(concat_ws(' ', ${users.name}, ${users.surname1}), '')`;

/**
 * The claim's conversation, oldest first. The customer reads the desk as the
 * team; staff see which colleague wrote. An attachment is behind a short-lived
 * signed link: call this only for a caller who may read the claim.
 */
export async function claimMessagesView(
  db: Executor,
  files: Pick<FileStore, 'signedUrl'>,
  claimId: number,
  now: Date,
  audience: 'customer' | 'staff',
): Promise<ClaimMessage[]> {
  const rows = await db
    .select({ message: claimMessages, staff_name: staffName, holder_name: policies.complete_name })
    .from(claimMessages)
    .innerJoin(claims, eq(claims.id, claimMessages.claim_id))
    .innerJoin(policies, eq(policies.id, claims.policy_id))
    .leftJoin(users, eq(users.id, claimMessages.user_id))
    .where(eq(claimMessages.claim_id, claimId))
    .orderBy(asc(claimMessages.id));
  return Promise.all(
    rows.map(async ({ message: m, staff_name, holder_name }) => ({
      id: m.id,
      author: m.author === 'staff' ? ('staff' as const) : ('customer' as const),
      author_name:
        m.author === 'customer'
          ? firstNameOf(holder_name)
          : audience === 'staff'
            ? (staff_name ?? DESK_AUTHOR_NAME)
            : DESK_AUTHOR_NAME,
      body: m.body,
      attachment:
        m.attachment_key && m.attachment_filename
          ? {
              filename: m.attachment_filename,
              mime: m.attachment_mime ?? 'application/octet-stream',
              size_bytes: m.attachment_size ?? 0,
              url: await files.signedUrl(m.attachment_key, { disposition: 'inline', now }),
            }
          : null,
      created_at: m.created_at.toISOString(),
      read_at: m.read_at?.toISOString() ?? null,
    })),
  );
}
