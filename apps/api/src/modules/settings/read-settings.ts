import {
  isSettingKey,
  PUBLIC_SETTING_KEYS,
  SETTING_KEYS,
  SETTING_RULES,
  type Settings,
} from '@amparo/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/**
 * The settings (the public ones, or all for staff who manage them). Each stored
 * value goes through its rule before it is served: a value stored before the
 * rules existed, or by hand, is left out rather than served as something else.
 */
export async function readSettings(db: Executor, onlyPublic: boolean): Promise<Settings> {
  const keys: readonly string[] = onlyPublic ? PUBLIC_SETTING_KEYS : SETTING_KEYS;
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...keys]))
    .orderBy(asc(settings.key));
  const served: Record<string, unknown> = {};
  for (const row of rows) {
    if (!isSettingKey(row.key)) continue;
    const checked = SETTING_RULES[row.key].safeParse(row.value);
    if (checked.success) served[row.key] = checked.data;
  }
  return served as Settings;
}
