import { integer, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders: numeric identity ids (the spec's ids are numbers) and
// audit timestamps. Money columns are integer cents, named *_cents.
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
