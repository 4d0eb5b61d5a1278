import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders: numeric identity ids (the spec's ids are numbers) and
// audit timestamps. Money columns are integer cents, named *_cents.
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

/**
 * jsonb for values that may be bare strings. Drizzle's own jsonb parses a
 * string it reads once more, so a stored "911222333" came back as a number;
 * both drivers already hand us parsed JSON, so nothing is parsed here.
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
