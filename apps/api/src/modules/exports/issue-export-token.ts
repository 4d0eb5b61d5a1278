import { canExport, type ExportResource } from '@amparo/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { issueToken } from '../../services/tokens.ts';

/**
 * Spec 6 puts the token of CSV export links in the query string, where it
 * ends up in browser history and server logs: so it is a 5-minute, single-use
 * token for one resource, never the login token. Issued and audited together.
 */
export async function issueExportToken(
  db: Database,
  actor: Actor,
  resource: ExportResource,
  context: { now: Date; ip: string },
) {
  if (!canExport(actor.role, resource)) throw new AppError('FORBIDDEN');
  const token = await db.transaction(async (tx) => {
    const issued = await issueToken(tx, {
      purpose: 'csv_export',
      userId: actor.id,
      subject: { type: `export:${resource}` },
      now: context.now,
      ip: context.ip,
    });
    await writeAudit(tx, {
      action: 'export.token',
      entityType: 'export',
      entityId: resource,
      actor,
      ip: context.ip,
    });
    return issued;
  });
  return { token: token.raw, expires_at: token.expiresAt.toISOString() };
}
