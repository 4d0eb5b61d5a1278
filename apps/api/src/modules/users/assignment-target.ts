import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { distributors, stores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

export type Target = 'distributor' | 'store';

export type Context = { ip: string };

export async function assertTargetExists(db: Database, target: Target, targetId: number) {
  const table = target === 'distributor' ? distributors : stores;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, targetId), isNull(table.deleted_at)));
  if (!row) throw new AppError(target === 'distributor' ? 'DISTRIBUTOR_NOT_FOUND' : 'STORE_NOT_FOUND');
}
