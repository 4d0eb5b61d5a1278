import type { Database } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { revokeToken } from '../../services/tokens.ts';

/** Logout revokes the token on the server: a copied token is dead too. */
export async function logout(db: Database, actor: Actor, context: { now: Date; ip: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeToken(tx, actor.tokenId, context.now);
    await writeAudit(tx, {
      action: 'user.logout',
      entityType: 'user',
      entityId: actor.id,
      actor,
      ip: context.ip,
    });
  });
}
