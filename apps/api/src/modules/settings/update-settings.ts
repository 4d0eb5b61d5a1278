import { isSettingKey, type Settings, SettingsPatchSchema } from '@amparo/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { readSettings } from './read-settings.ts';

/**
 * Changes known settings only, each checked by its rule (a typo must not create
 * a setting nobody reads, and a phone must be a phone): 422 with one field error
 * per bad value, and nothing is saved unless everything is valid.
 */
export async function updateSettings(
  db: Database,
  actor: Actor,
  input: Record<string, unknown>,
  context: { now: Date; ip: string },
): Promise<Settings> {
  const unknown = Object.keys(input).filter((key) => !isSettingKey(key));
  if (unknown.length) throw new AppError('SETTING_UNKNOWN', { params: { keys: unknown } });
  const parsed = SettingsPatchSchema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError('SETTING_INVALID', { errors });
  }
  const before = await readSettings(db, false);
  const changes = Object.entries(parsed.data).filter(([, value]) => value !== undefined);
  await db.transaction(async (tx) => {
    for (const [key, value] of changes) {
      await tx
        .insert(settings)
        .values({ key, value: value as never, updated_at: context.now })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updated_at: context.now },
        });
    }
    await writeAudit(tx, {
      action: 'settings.update',
      entityType: 'settings',
      entityId: null,
      actor,
      ip: context.ip,
      before,
      after: { ...before, ...Object.fromEntries(changes) },
    });
  });
  return readSettings(db, false);
}
