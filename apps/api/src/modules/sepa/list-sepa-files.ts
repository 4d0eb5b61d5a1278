import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs, sepaFiles } from '../../db/schema/index.ts';
import { returnedCounts, sepaFileView } from './sepa-file-view.ts';

export async function listSepaFiles(db: Database, query: { page: number; per_page: number }) {
  const rows = await db
    .select()
    .from(sepaFiles)
    .orderBy(desc(sepaFiles.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(sepaFiles);
  const jobIds = rows.map((r) => r.job_id).filter((id): id is number => id !== null);
  const progress = new Map(
    jobIds.length
      ? (
          await db.select({ id: jobs.id, progress: jobs.progress }).from(jobs).where(inArray(jobs.id, jobIds))
        ).map((j) => [j.id, j.progress])
      : [],
  );
  const returned = await returnedCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) =>
      sepaFileView(r, r.job_id ? (progress.get(r.job_id) ?? null) : null, returned.get(r.id) ?? 0),
    ),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}

export async function findSepaFile(db: Database, id: number) {
  const [file] = await db.select().from(sepaFiles).where(eq(sepaFiles.id, id));
  return file ?? null;
}
