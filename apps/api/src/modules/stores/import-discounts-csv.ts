import {
  CSV_IMPORT_MAX_BYTES,
  type CsvRowIssue,
  DISCOUNT_IMPORT_COLUMNS,
  DiscountInputSchema,
  type DiscountsImportReport,
  type z,
} from '@amparo/contract';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit, writeAudits } from '../../services/audit.ts';
import { type CsvFileRow, readCsvFile } from '../../services/csv-import.ts';
import { type Context, findVisibleStore } from './store-view.ts';

export const DISCOUNT_CSV_MAX_ROWS = 1000;
export const DISCOUNT_CSV_MAX_BYTES = CSV_IMPORT_MAX_BYTES.discounts;

type DiscountRow = z.output<typeof DiscountInputSchema>;

/** '12,5' or '12.5' -> 1250 hundredths (percent) or cents (amount); null when not a number with at most 2 decimals. */
function hundredths(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** 'YYYY-MM-DD' or 'DD/MM/YYYY' (as Spanish spreadsheets write it) -> 'YYYY-MM-DD'; other text is kept for the schema to refuse. */
function isoDate(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const spanish = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return spanish
    ? `${spanish[3]}-${spanish[2]!.padStart(2, '0')}-${spanish[1]!.padStart(2, '0')}`
    : text.trim();
}

/** One CSV row as a discount of the store, or its issues. */
function parseRow({ row, cells }: CsvFileRow, storeId: number): DiscountRow | CsvRowIssue[] {
  const issues: CsvRowIssue[] = [];
  let kind: 'percent' | 'fixed' | undefined;
  let value: number | null = null;
  if (cells.percent !== undefined && cells.amount !== undefined)
    issues.push({ row, field: 'percent', message: 'Indica el porcentaje o el importe, no los dos' });
  else if (cells.percent !== undefined) {
    kind = 'percent';
    value = hundredths(cells.percent);
    if (value === null)
      issues.push({ row, field: 'percent', message: 'El porcentaje no es un número (p. ej. 10 o 12,5)' });
  } else if (cells.amount !== undefined) {
    kind = 'fixed';
    value = hundredths(cells.amount);
    if (value === null)
      issues.push({ row, field: 'amount', message: 'El importe no es un número en euros (p. ej. 5 o 7,50)' });
  } else issues.push({ row, field: 'percent', message: 'Indica el porcentaje o el importe del descuento' });
  const maxUses = cells.max_uses === undefined ? null : Number(cells.max_uses);
  if (cells.max_uses !== undefined && !(Number.isInteger(maxUses) && (maxUses ?? 0) > 0))
    issues.push({ row, field: 'max_uses', message: 'El máximo de usos es un número entero mayor que cero' });
  if (issues.length > 0) return issues;
  const parsed = DiscountInputSchema.safeParse({
    code: cells.code,
    description: cells.description ?? null,
    kind,
    value,
    valid_from: isoDate(cells.valid_from) ?? null,
    valid_to: isoDate(cells.valid_to) ?? null,
    max_uses: maxUses,
    store_id: storeId,
  });
  if (parsed.success) return parsed.data;
  return parsed.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return {
      row,
      field: field === 'value' ? (kind === 'fixed' ? 'amount' : 'percent') : field,
      message: issue.message,
    };
  });
}

/**
 * `POST /stores/{id}/discounts-csv` (spec 7): discount codes for one store
 * from a CSV (code; percent or amount; valid_from; valid_to; max_uses;
 * description). Small files (up to 1,000 rows), so the rows are written at once
 * in one transaction and the per-row report is the answer: the good rows are
 * created, each bad row (unreadable, repeated in the file, code already used)
 * is reported with its number and reason.
 */
export async function importDiscountsCsv(
  db: Database,
  actor: Actor,
  storeId: number,
  input: { fileBase64: string },
  context: Context,
): Promise<DiscountsImportReport> {
  const { store } = await findVisibleStore(db, actor, storeId);
  const rows = readCsvFile(input.fileBase64, {
    columns: DISCOUNT_IMPORT_COLUMNS,
    maxRows: DISCOUNT_CSV_MAX_ROWS,
    maxBytes: DISCOUNT_CSV_MAX_BYTES,
  });
  const errors: CsvRowIssue[] = [];
  const good: { row: number; data: DiscountRow }[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const parsed = parseRow(row, store.id);
    if (Array.isArray(parsed)) {
      errors.push(...parsed);
      continue;
    }
    const previous = seen.get(parsed.code);
    if (previous) {
      errors.push({
        row: row.row,
        field: 'code',
        message: `Código repetido en el fichero (fila ${previous})`,
      });
      continue;
    }
    seen.set(parsed.code, row.row);
    good.push({ row: row.row, data: parsed });
  }
  const created = await db.transaction(async (tx) => {
    const taken = good.length
      ? await tx
          .select({ code: sql<string>`upper(${discounts.code})` })
          .from(discounts)
          .where(
            and(
              inArray(
                sql`upper(${discounts.code})`,
                good.map((g) => g.data.code),
              ),
              isNull(discounts.deleted_at),
            ),
          )
      : [];
    const takenCodes = new Set(taken.map((t) => t.code));
    for (const g of good.filter((g) => takenCodes.has(g.data.code)))
      errors.push({ row: g.row, field: 'code', message: 'Ya existe un descuento con ese código' });
    const fresh = good.filter((g) => !takenCodes.has(g.data.code));
    const inserted = fresh.length
      ? await tx
          .insert(discounts)
          .values(fresh.map((g) => g.data))
          .onConflictDoNothing()
          .returning()
      : [];
    const insertedCodes = new Set(inserted.map((d) => d.code));
    for (const g of fresh.filter((g) => !insertedCodes.has(g.data.code)))
      errors.push({ row: g.row, field: 'code', message: 'Ya existe un descuento con ese código' });
    await writeAudits(
      tx,
      inserted.map((row) => ({
        action: 'discount.import',
        entityType: 'discount',
        entityId: row.id,
        actor,
        ip: context.ip,
        after: row,
      })),
    );
    await writeAudit(tx, {
      action: 'store.discounts_import',
      entityType: 'store',
      entityId: store.id,
      actor,
      ip: context.ip,
      after: { rows: rows.length, created: inserted.length, failed: rows.length - inserted.length },
    });
    return inserted.length;
  });
  errors.sort((a, b) => a.row - b.row);
  return { created, failed: rows.length - created, errors };
}
