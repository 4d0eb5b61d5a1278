import type { GenericItem } from '@amparo/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { genericItems } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { toGenericItem } from './generic-item-view.ts';

export async function getGenericItem(db: Executor, id: number): Promise<GenericItem> {
  const [row] = await db.select().from(genericItems).where(eq(genericItems.id, id));
  if (!row) throw new AppError('DEVICE_NOT_FOUND');
  return toGenericItem(row);
}
