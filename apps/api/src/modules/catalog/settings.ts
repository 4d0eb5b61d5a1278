import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';

/** Settings the public pages read (spec 7 GET /settings); the rest are for staff. */
export const PUBLIC_SETTINGS = ['customer_service_phone', 'customer_service_hours', 'check_os_version'];

export async function readSettings(db: Executor, onlyPublic: boolean): Promise<Record<string, unknown>> {
  const rows = await db
    .select()
    .from(settings)
    .where(onlyPublic ? inArray(settings.key, PUBLIC_SETTINGS) : undefined)
    .orderBy(asc(settings.key));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Changes known keys only: a typo must not create a setting nobody reads. */
export async function updateSettings(
  db: Database,
  actor: Actor,
  input: Record<string, unknown>,
  context: { now: Date; ip: string },
) {
  const before = await readSettings(db, false);
  const unknown = Object.keys(input).filter((key) => !(key in before));
  if (unknown.length) throw new AppError('SETTING_UNKNOWN', { params: { keys: unknown } });
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(input)) {
      await tx
        .update(settings)
        .set({ value: value as never, updated_at: context.now })
        .where(eq(settings.key, key));
    }
    await writeAudit(tx, {
      action: 'settings.update',
      entityType: 'settings',
      entityId: null,
      actor,
      ip: context.ip,
      before,
      after: { ...before, ...input },
    });
  });
  return readSettings(db, false);
}
