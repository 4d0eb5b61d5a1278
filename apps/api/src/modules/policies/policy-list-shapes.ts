import { POLICY_COUNT_CAP, type PolicyListFilter } from '@amparo/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { policies } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { filterConditions, filterValues } from './policy-list-conditions.ts';
import { afterCursor, type Cursor, type Order, orderBy } from './policy-list-order.ts';
import { visiblePoliciesShape } from './policy-visibility.ts';

// The policy list without a search (bench:api, docs/performance.md): its page of ids and its capped
// count are the same statements for every request with the same scope, filters set, sort and
// cursor or not, only the values change. Drizzle builds each shape once (preparedFor) instead of
// on every request; building the SQL text was most of the API's own work on this call.

function buildShape(condition: SQL | undefined, base: SQL | undefined, o: Order) {
  return {
    ids: preparedFor((db) =>
      db
        .select({ id: policies.id })
        .from(policies)
        .where(condition)
        .orderBy(...orderBy(o))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(''),
    ),
    count: preparedFor((db) => {
      const limited = db
        .select({ one: sql`1` })
        .from(policies)
        .where(base)
        .limit(POLICY_COUNT_CAP + 1)
        .as('limited');
      return db.select({ n: sql<number>`count(*)::int` }).from(limited).prepare('');
    }),
  };
}

type Shape = ReturnType<typeof buildShape>;
const shapes = new Map<string, Shape>();
// Far more than the back office's screens ask for; an unusual mix only rebuilds.
const MAX_SHAPES = 256;

/** The page's ids and the capped count of a list without a search, with prepared statements. */
export async function pageIdsAndCount(
  db: Executor,
  actor: Actor,
  filter: PolicyListFilter,
  o: Order,
  cursor: Cursor | null,
  page: { limit: number; offset: number },
): Promise<[number[], { total: number; capped: boolean }]> {
  const visible = visiblePoliciesShape(actor);
  const values = filterValues(filter);
  const key = [visible.key, ...Object.keys(values), o.key, o.desc, Boolean(cursor)].join('|');
  let shape = shapes.get(key);
  if (!shape) {
    const base = and(visible.condition, ...filterConditions(values, true));
    const placeholders = { value: sql.placeholder('cursor_value'), id: sql.placeholder('cursor_id') };
    shape = buildShape(cursor ? and(base, afterCursor(o, placeholders)) : base, base, o);
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, shape);
  }
  // Placeholders take no column encoder: the dates go as ISO text.
  const params = {
    ...visible.values,
    ...values,
    from: values.from?.toISOString(),
    to: values.to?.toISOString(),
    cursor_value: cursor?.value,
    cursor_id: cursor?.id,
    ...page,
  };
  const [ids, [counted]] = await Promise.all([
    shape.ids(db).execute(params),
    shape.count(db).execute(params),
  ]);
  const n = counted?.n ?? 0;
  return [ids.map((r) => r.id), { total: Math.min(n, POLICY_COUNT_CAP), capped: n > POLICY_COUNT_CAP }];
}
