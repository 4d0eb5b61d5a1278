import {
  CreateUserRequestSchema,
  type CsvRowIssue,
  errorMessage,
  type UsersCsvResponse,
} from '@amparo/contract';
import { parse } from 'csv-parse/sync';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Actor } from '../../plugins/auth.ts';
import { refuseCsvOverSize } from '../../services/csv-import.ts';
import { decodeBase64 } from '../../services/files/base64.ts';

export const USERS_IMPORT_QUEUE = 'users.import';
export const IMPORT_STARTED = 'Importación en marcha: sigue su progreso en esta página.';

const COLUMNS = [
  'email',
  'name',
  'surname1',
  'surname2',
  'role',
  'phone',
  'documentCode',
  'employee',
] as const;
const REQUIRED = ['email', 'name', 'role'];
const MAX_ROWS = 5000;
/** 5,000 rows of a few hundred bytes each; the route's body limit is sized from it too. */
export const USERS_CSV_MAX_BYTES = 2 * 1024 * 1024;

// Imported users choose their password through the invitation link.
const RowSchema = CreateUserRequestSchema.omit({ password: true });
type ImportRow = ReturnType<typeof RowSchema.parse>;

/** base64 -> UTF-8 text, refusing what is not base64 or not text. */
export function decodeCsv(fileBase64: string): string {
  const bytes = decodeBase64(fileBase64);
  if (!bytes) throw new AppError('CSV_NOT_BASE64');
  if (bytes.length === 0) throw new AppError('CSV_EMPTY');
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (text.includes('\u0000')) throw new Error('binary');
    return text;
  } catch {
    throw new AppError('CSV_NOT_TEXT');
  }
}

function parseRows(text: string): Record<string, string>[] {
  try {
    return parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim()),
      delimiter: [';', ','],
      bom: true,
      trim: true,
      skip_empty_lines: true,
    }) as Record<string, string>[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError('CSV_UNREADABLE', { params: { line: line ?? null } });
  }
}

function validateRows(rows: Record<string, string>[]) {
  const issues: CsvRowIssue[] = [];
  const valid: { row: number; data: ImportRow }[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, index) => {
    const row = index + 2; // row 1 is the header
    const input = Object.fromEntries(
      Object.entries(raw)
        .filter(([, v]) => v !== '')
        .map(([k, v]) => [k, k === 'role' ? v.toLowerCase() : v]),
    );
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
  refuseCsvOverSize(input.fileBase64, USERS_CSV_MAX_BYTES);
  const rows = parseRows(decodeCsv(input.fileBase64));
  if (rows.length === 0) throw new AppError('CSV_NO_ROWS');
  if (rows.length > MAX_ROWS) throw new AppError('CSV_TOO_MANY_ROWS', { params: { max: MAX_ROWS } });
  const headers = Object.keys(rows[0]!);
  const missing = REQUIRED.filter((h) => !headers.includes(h));
  const unknown = headers.filter((h) => !(COLUMNS as readonly string[]).includes(h));
  if (missing.length || unknown.length) {
    throw new AppError('CSV_BAD_HEADER', { params: { missing, unknown, columns: [...COLUMNS] } });
  }
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
