import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { storeLandings } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findVisibleStore } from './find-visible-store.ts';
import { select, view } from './landing-view.ts';

export async function listLandingsOfStore(db: Executor, actor: Actor, storeId: number) {
  await findVisibleStore(db, actor, storeId);
  const rows = await select(db).where(eq(storeLandings.store_id, storeId)).orderBy(asc(storeLandings.id));
  return rows.map(view);
}
