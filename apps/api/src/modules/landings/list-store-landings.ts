import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { storeLandings, stores } from '../../db/schema/index.ts';
import { select, view } from './landing-view.ts';

/** GET /stores-landings: the public pages of stores (the slug filter serves one page to the web app). */
export async function listStoreLandings(
  db: Executor,
  filter: { slug?: string | undefined; active?: boolean | undefined },
) {
  const rows = await select(db)
    .where(
      and(
        filter.slug ? eq(storeLandings.slug, filter.slug) : undefined,
        filter.active === undefined ? undefined : eq(storeLandings.active, filter.active),
        isNull(stores.deleted_at),
      ),
    )
    .orderBy(asc(stores.name));
  return rows.map(view);
}
