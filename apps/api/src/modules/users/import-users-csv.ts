import {
  CreateUserRequestSchema,
  type CsvRowIssue,
  errorMessage,
  type UsersCsvResponse,
} from '@amparo/contract';
import { parse } from 'csv-parse/sync';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { queueMail } from '../../services/mail.ts';
import { issueToken } from '../../services/tokens.ts';
import { newUserRow } from './new-user-row.ts';

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

// Imported users choose their password through the invitation link.
const RowSchema = CreateUserRequestSchema.omit({ password: true });

/** base64 -> UTF-8 text, refusing what is not base64 or not text. */
export function decodeCsv(fileBase64: string): string {
  const clean = fileBase64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0) {
    throw new AppError('CSV_NOT_BASE64');
  }
  const bytes = Buffer.from(clean, 'base64');
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
  const valid: { row: number; data: ReturnType<typeof RowSchema.parse> }[] = [];
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

/**
 * Imports staff from a CSV (spec 7, POST /users/users-csv). With errors,
 * nothing is created unless skipInvalid is set; the report names every bad
 * row and field. Each new user gets an invitation to choose a password.
 */
export async function importUsersCsv(
  db: Database,
  actor: Actor,
  input: { fileBase64: string; skipInvalid: boolean },
  context: { now: Date; ip: string; publicUrl: string },
): Promise<UsersCsvResponse> {
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
  const emails = valid.map((v) => v.data.email);
  const taken = emails.length
    ? await db
        .select({ email: users.email })
        .from(users)
        .where(and(inArray(sql`lower(${users.email})`, emails), isNull(users.deleted_at)))
    : [];
  const takenSet = new Set(taken.map((t) => t.email.toLowerCase()));
  for (const v of valid.filter((v) => takenSet.has(v.data.email)))
    issues.push({ row: v.row, field: 'email', message: errorMessage('USER_EMAIL_TAKEN') });
  const creatable = valid.filter((v) => !takenSet.has(v.data.email));
  issues.sort((a, b) => a.row - b.row);
  if (issues.length > 0 && !input.skipInvalid) return { created: 0, skipped: rows.length, errors: issues };

  await db.transaction(async (tx) => {
    for (const { data } of creatable) {
      const [row] = await tx.insert(users).values(newUserRow(data, null)).returning();
      const invitation = await issueToken(tx, {
        purpose: 'invitation',
        userId: row!.id,
        now: context.now,
        ip: context.ip,
      });
      await queueMail(tx, {
        to: row!.email,
        template: 'invitation',
        data: {
          name: row!.name,
          invitationUrl: `${context.publicUrl}/admin/restablecer-contrasena?token=${invitation.raw}`,
        },
        secrets: [invitation.raw],
      });
      await writeAudit(tx, {
        action: 'user.import',
        entityType: 'user',
        entityId: row!.id,
        actor,
        ip: context.ip,
        after: row,
      });
    }
  });
  return { created: creatable.length, skipped: rows.length - creatable.length, errors: issues };
}
