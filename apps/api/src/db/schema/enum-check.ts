import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in (1, 2, 3)` from one of the domain's numeric enums, so a check
 * constraint accepts exactly the ids the code knows and follows the enum
 * when it grows (a new value then shows up in the next generated migration).
 */
export function inEnum(column: AnyPgColumn, enumObject: Readonly<Record<string, number>>): SQL {
  const values = [...new Set(Object.values(enumObject))].sort((a, b) => a - b);
  if (values.length === 0 || !values.every(Number.isSafeInteger)) {
    throw new Error('inEnum takes an enum of integer ids');
  }
  // Integers only (checked above), so writing them as raw SQL is safe.
  return sql`${column} in (${sql.raw(values.join(', '))})`;
}
