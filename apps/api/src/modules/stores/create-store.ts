import type { StoreInput, StorePriv } from '@amparo/contract';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import {
  assertCodeFree,
  type Context,
  lockLiveDistributor,
  storeColumns,
  toStorePriv,
} from './store-view.ts';

/** `POST /stores`: a new store under a live distributor, its code unused; audited. */
export async function createStore(
  db: Database,
  actor: Actor,
  input: StoreInput,
  context: Context,
): Promise<StorePriv> {
  return db.transaction(async (tx) => {
    const distributor = await lockLiveDistributor(tx, input.distributor_id);
    await assertCodeFree(tx, input.code, null);
    const [row] = await tx
      .insert(stores)
      .values({
        ...storeColumns(input),
        distributor_id: input.distributor_id,
        code: input.code,
        name: input.name,
        created_at: context.now,
        updated_at: context.now,
      })
      .returning();
    if (!row) throw new Error('The store row was not returned');
    await writeAudit(tx, {
      action: 'store.create',
      entityType: 'store',
      entityId: row.id,
      actor,
      ip: context.ip,
      after: row,
    });
    return toStorePriv({ store: row, distributor_name: distributor.name }, 0);
  });
}
