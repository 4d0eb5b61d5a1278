import type { Executor } from '../src/db/client.ts';
import { distributors, stores } from '../src/db/schema/index.ts';

// Distributors and stores written as real rows, with overrides at every field.

let serial = 0;
const next = () => `${Date.now().toString(36)}${(serial++).toString(36)}`.toUpperCase();

export async function seedDistributor(db: Executor, input: Partial<typeof distributors.$inferInsert> = {}) {
  const [row] = await db
    .insert(distributors)
    .values({ name: `Distribuidor ${next()}`, ...input })
    .returning();
  return row!;
}

export async function seedStore(
  db: Executor,
  distributorId: number,
  input: Partial<typeof stores.$inferInsert> = {},
) {
  const [row] = await db
    .insert(stores)
    .values({ distributor_id: distributorId, code: `T-${next()}`, name: `Tienda ${next()}`, ...input })
    .returning();
  return row!;
}
