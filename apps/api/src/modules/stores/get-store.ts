import type { Store } from '@amparo/contract';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findVisibleStore, toStore } from './store-view.ts';

/** `GET /stores/{id}`: a live store the actor may see, else 404. */
export async function getStore(db: Executor, actor: Actor, id: number): Promise<Store> {
  return toStore(await findVisibleStore(db, actor, id));
}
