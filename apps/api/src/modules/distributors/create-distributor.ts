import type { Distributor, DistributorInput } from '@amparo/contract';
import type { Database } from '../../db/client.ts';
import { distributors } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { assertNameFree, type Context, distributorColumns, toDistributor } from './distributor-view.ts';

/** `POST /distributors`: a new distributor, its name unused; audited. */
export async function createDistributor(
  db: Database,
  actor: Actor,
  input: DistributorInput,
  context: Context,
): Promise<Distributor> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name, null);
    const [row] = await tx
      .insert(distributors)
      .values({
        ...distributorColumns(input),
        name: input.name,
        created_at: context.now,
        updated_at: context.now,
      })
      .returning();
    if (!row) throw new Error('The distributor row was not returned');
    await writeAudit(tx, {
      action: 'distributor.create',
      entityType: 'distributor',
      entityId: row.id,
      actor,
      ip: context.ip,
      after: row,
    });
    return toDistributor(row, 0);
  });
}
