import type { PolicySort } from '@amparo/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

// The policy list's sorts and its keyset cursor (docs/performance.md): each sort is a column and the id.

const SORT_COLUMNS: Record<string, AnyPgColumn> = {
  created_at: policies.created_at,
  number: policies.number,
  complete_name: policies.complete_name,
  premium: policies.premium_cents,
};
/** How a cursor's text value is read back as the column's type. */
const SORT_CASTS: Record<string, string> = {
  created_at: 'timestamptz',
  number: 'text',
  complete_name: 'text',
  premium: 'integer',
};

export type Order = { key: string; column: AnyPgColumn; desc: boolean };
export const orderOf = (sort: PolicySort): Order => {
  const key = sort.replace(/^-/, '');
  const column = SORT_COLUMNS[key];
  if (!column) throw new AppError('VALIDATION_FAILED', { params: { detail: 'orden no válido' } });
  return { key, column, desc: sort.startsWith('-') };
};
export const orderBy = (o: Order) =>
  o.desc
    ? [sql`${o.column} desc`, sql`${policies.id} desc`]
    : [sql`${o.column} asc`, sql`${policies.id} asc`];

/** An opaque keyset cursor: the sort, the last row's sort value as text and its id. */
export type Cursor = { sort: PolicySort; value: string; id: number };
export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
export function decodeCursor(text: string, sort: PolicySort): Cursor {
  try {
    const [s, value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (s === sort && typeof value === 'string' && Number.isSafeInteger(id))
      return { sort, value, id: id as number };
  } catch {}
  throw new AppError('VALIDATION_FAILED', {
    params: { detail: 'el cursor no es válido para este orden (vuelve a la primera página)' },
  });
}
/** The rows after the cursor's (its value and id, or a prepared statement's placeholders for them). */
export function afterCursor(
  o: Order,
  cursor: { value: string | Placeholder; id: number | Placeholder },
): SQL {
  const value = sql`cast(${cursor.value} as ${sql.raw(SORT_CASTS[o.key] ?? 'text')})`;
  return o.desc
    ? sql`(${o.column}, ${policies.id}) < (${value}, ${cursor.id})`
    : sql`(${o.column}, ${policies.id}) > (${value}, ${cursor.id})`;
}
export const sortValueText = (o: Order) => sql<string>`${o.column}::text`;
