import { PHOTO_THRESHOLDS } from '@amparo/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export type ReusedPhoto = { photoId: number; evaluationId: number; policyId: number; distance: number };

const HEX64 = /^[0-9a-f]{16}$/;

/**
 * Photos of OTHER policies whose perceptual hash (evaluation_photos.checks->>'dhash')
 * is within `maxDistance` bits of `dhash`: the same photo sent for another policy,
 * a fraud signal for the expert. The Hamming distance is counted in PostgreSQL
 * (bit_count of the XOR of two bit(64)), so no hash leaves the database; it reads
 * every hashed photo, which is fine for tens of thousands of rows (see
 * docs/phone-check.md for when an index is needed).
 */
export async function findReusedPhotos(
  db: Executor,
  input: { dhash: string; policyId: number; maxDistance?: number; limit?: number },
): Promise<ReusedPhoto[]> {
  if (!HEX64.test(input.dhash)) throw new Error('dhash must be 16 hex digits');
  const maxDistance = input.maxDistance ?? PHOTO_THRESHOLDS.sameHashDistance;
  const distance = sql`bit_count(('x' || (p.checks->>'dhash'))::bit(64) # ('x' || ${input.dhash})::bit(64))`;
  type Row = { photo_id: number; evaluation_id: number; policy_id: number; distance: number };
  const result = await db.execute<Row>(sql`
    select p.id as photo_id, e.id as evaluation_id, e.policy_id, ${distance}::int as distance
    from evaluation_photos p
    join evaluations e on e.id = p.evaluation_id
    where e.policy_id <> ${input.policyId}
      and p.side in ('front', 'back')
      and p.checks->>'dhash' ~ '^[0-9a-f]{16}$'
      and ${distance} <= ${maxDistance}
    order by distance, p.id
    limit ${input.limit ?? 10}`);
  // Both drivers answer { rows } (same cast as jobs/queue.ts).
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    photoId: Number(r.photo_id),
    evaluationId: Number(r.evaluation_id),
    policyId: Number(r.policy_id),
    distance: Number(r.distance),
  }));
}
