import type { HealthResponse } from '@amparo/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { version } from '../../version.ts';

/** A load balancer takes a replica out when its database does not answer. */
export async function checkHealth(db: Database, now: Date): Promise<HealthResponse> {
  let database: HealthResponse['database'] = 'ok';
  try {
    await db.execute(sql`select 1`);
  } catch {
    database = 'down';
  }
  return { status: database === 'ok' ? 'ok' : 'degraded', database, version, time: now.toISOString() };
}
