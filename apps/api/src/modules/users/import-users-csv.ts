import {
  CreateUserRequestSchema,
  CSV_IMPORT_MAX_BYTES,
  type CsvRowIssue,
  errorMessage,
  roleFromCsv,
  USER_IMPORT_COLUMNS,
  type UsersCsvResponse,
} from '@amparo/contract';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Actor } from '../../plugins/auth.ts';
import { type CsvFileRow, readCsvFile } from '../../services/csv-import.ts';

export const USERS_IMPORT_QUEUE = 'users.import';
export const IMPORT_STARTED = 'Importación en marcha: sigue su progreso en esta página.';

const MAX_ROWS = 5000;
/** 5,000 rows of a few hundred bytes each; the route's body limit is sized from it too. */
export const USERS_CSV_MAX_BYTES = CSV_IMPORT_MAX_BYTES.users;

// Imported users choose their password through the invitation link.
const RowSchema = CreateUserRequestSchema.omit({ password: true });
type ImportRow = ReturnType<typeof RowSchema.parse>;

function validateRows(rows: CsvFileRow[]) {
  const issues: CsvRowIssue[] = [];
  const valid: { row: number; data: ImportRow }[] = [];
  const seen = new Map<string, number>();
  rows.forEach(({ row, cells }) => {
    const input = {
      ...cells,
      ...(cells.role === undefined ? {} : { role: roleFromCsv(cells.role) }),
      ...(cells.employee === undefined ? {} : { employee: cells.employee.toUpperCase() }),
    };
    const parsed = RowSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        issues.push({ row, field: String(issue.path[0] ?? ''), message: issue.message });
      return;
    }
    const previous = seen.get(parsed.data.email);
    if (previous) {
      issues.push({ row, field: 'email', message: `Correo repetido en el fichero (fila ${previous})` });
      return;
    }
    seen.set(parsed.data.email, row);
    valid.push({ row, data: parsed.data });
  });
  return { issues, valid };
}

export type UsersImportPayload = {
  rows: { row: number; data: ImportRow }[];
  /** The rows refused before the job started (invalid, repeated, email taken), already reported. */
  issues: CsvRowIssue[];
  total: number;
  actor: { id: number; role: string };
  ip: string;
};

export type ImportStart =
  | { started: true; jobId: number }
  | { started: false; report: UsersCsvResponse; code: 'CSV_ROWS_INVALID' | 'CSV_NO_VALID_ROWS' };

/**
 * Imports staff from a CSV (spec 7, POST /users/users-csv). The file is read
 * and every row checked here, at once; with errors nothing is created unless
 * skipInvalid is set, and the report names every bad row and field. The rows
 * to create become a job (`users.import`, run-users-import.ts) that works in
 * batches, so a 5,000-row file never holds the database for long.
 */
export async function importUsersCsv(
  db: Database,
  actor: Actor,
  input: { fileBase64: string; skipInvalid: boolean },
  context: { ip: string },
): Promise<ImportStart> {
  const rows = readCsvFile(input.fileBase64, {
    columns: USER_IMPORT_COLUMNS,
    maxRows: MAX_ROWS,
    maxBytes: USERS_CSV_MAX_BYTES,
  });
  const { issues, valid } = validateRows(rows);
  const takenSet = await takenEmails(
    db,
    valid.map((v) => v.data.email),
  );
  for (const v of valid.filter((v) => takenSet.has(v.data.email)))
    issues.push({ row: v.row, field: 'email', message: errorMessage('USER_EMAIL_TAKEN') });
  const creatable = valid.filter((v) => !takenSet.has(v.data.email));
  issues.sort((a, b) => a.row - b.row);
  const refused = { created: 0, skipped: rows.length, errors: issues };
  if (issues.length > 0 && !input.skipInvalid)
    return { started: false, report: refused, code: 'CSV_ROWS_INVALID' };
  if (creatable.length === 0) return { started: false, report: refused, code: 'CSV_NO_VALID_ROWS' };

  const payload: UsersImportPayload = {
    rows: creatable,
    issues,
    total: rows.length,
    actor: { id: actor.id, role: actor.role },
    ip: context.ip,
  };
  // One attempt (src/jobs/kinds.ts): a file failing half-way is reported, not retried minutes later.
  const jobId = await enqueueJob(db, USERS_IMPORT_QUEUE, payload, {
    ownerUserId: actor.id,
    progress: { done: issues.length, total: rows.length, errors: issues.length },
  });
  return { started: true, jobId: jobId! };
}

/** The emails among these that already belong to a live account. */
export async function takenEmails(db: Executor, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const taken = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails), isNull(users.deleted_at)));
  return new Set(taken.map((t) => t.email.toLowerCase()));
}
