import type { RenewalList, RenewalListQuerySchema, RenewalListRow, z } from '@amparo/contract';
import { addDays, addMonths, madridDate, nextTermOf, PolicyStatus } from '@amparo/domain';
import { and, asc, between, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies, policyRenewals, products } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { amount, type CsvColumn, code, date, text, toCsv } from '../../services/csv.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';

type Query = z.output<typeof RenewalListQuerySchema>;
type Status = RenewalListRow['status'];

/** The most rows the page lists; the CSV has every one. */
export const RENEWAL_LIST_LIMIT = 500;

const LIVE = [PolicyStatus.ACTIVE_PAID_UNSIGNED, PolicyStatus.ACTIVE_PAID_SIGNED];

/** The month's first and last days, 'YYYY-MM-DD'. */
function monthBounds(month: string) {
  const first = `${month}-01`;
  return { first, last: addDays(addMonths(first, 1), -1) };
}

/**
 * The renewals of a month (the back office's 'Renovaciones', docs/contract.md "Renewal"): every policy
 * the actor sees whose next period starts in the month: those with a renewal row for it (announced,
 * declined, renewed, not renewable) and the live ones not announced yet (`not_due`). Ordered by the
 * day the period starts, then policy number.
 */
export async function listRenewals(db: Executor, actor: Actor, query: Query, now: Date) {
  const month = query.filter.month ?? madridDate(now)!.slice(0, 7);
  const { first, last } = monthBounds(month);
  const nextStart = sql<string>`(${policies.ends_on} + 1)`;
  const rows = await db
    .select({
      policy_id: policies.id,
      number: policies.number,
      holder: policies.complete_name,
      product: products.name,
      ends_on: policies.ends_on,
      renewal: policyRenewals,
    })
    .from(policies)
    .innerJoin(products, eq(products.id, policies.product_id))
    .leftJoin(
      policyRenewals,
      and(eq(policyRenewals.policy_id, policies.id), between(policyRenewals.term_starts_on, first, last)),
    )
    .where(
      and(
        visiblePolicies(actor),
        or(
          isNotNull(policyRenewals.id),
          and(inArray(policies.status, LIVE), sql`${nextStart} between ${first}::date and ${last}::date`),
        ),
      ),
    )
    .orderBy(asc(sql`coalesce(${policyRenewals.term_starts_on}, ${nextStart})`), asc(policies.number));
  const all = rows.map((row): RenewalListRow => {
    const r = row.renewal;
    const term = r ? { startsOn: r.term_starts_on, endsOn: r.term_ends_on } : nextTermOf(row.ends_on!);
    return {
      policy_id: row.policy_id,
      number: row.number,
      holder: row.holder,
      product: row.product,
      starts_on: term.startsOn,
      ends_on: term.endsOn,
      status: (r?.status as Status | undefined) ?? 'not_due',
      premium_cents: r?.announced_on ? r.premium_cents : null,
      annual_premium_cents: r?.announced_on ? r.annual_premium_cents : null,
      declined_by: (r?.declined_by as RenewalListRow['declined_by']) ?? null,
      reason: r?.reason ?? null,
    };
  });
  const counts = { not_due: 0, announced: 0, declined: 0, renewed: 0, not_renewable: 0 };
  for (const row of all) counts[row.status] += 1;
  const listed = query.filter.status ? all.filter((row) => row.status === query.filter.status) : all;
  return { month, counts, listed };
}

/** The JSON page: the counts and the first rows. */
export async function renewalsPage(
  db: Executor,
  actor: Actor,
  query: Query,
  now: Date,
): Promise<RenewalList> {
  const { month, counts, listed } = await listRenewals(db, actor, query, now);
  return { month, counts, data: listed.slice(0, RENEWAL_LIST_LIMIT), limit: RENEWAL_LIST_LIMIT };
}

const STATUS_NAMES: Record<Status, string> = {
  not_due: 'Sin aviso aún',
  announced: 'Avisada',
  declined: 'No se renueva',
  renewed: 'Renovada',
  not_renewable: 'No renovable',
};

const COLUMNS: CsvColumn<RenewalListRow>[] = [
  { header: 'Póliza', cell: (r) => code(r.number) },
  { header: 'Tomador', cell: (r) => text(r.holder) },
  { header: 'Producto', cell: (r) => text(r.product) },
  { header: 'Nuevo periodo desde', cell: (r) => date(r.starts_on) },
  { header: 'Hasta', cell: (r) => date(r.ends_on) },
  { header: 'Estado', cell: (r) => text(STATUS_NAMES[r.status]) },
  { header: 'Prima por recibo', cell: (r) => amount(r.premium_cents) },
  { header: 'Prima anual', cell: (r) => amount(r.annual_premium_cents) },
  {
    header: 'No renueva',
    cell: (r) =>
      text(r.declined_by === 'insurer' ? 'Aseguradora' : r.declined_by === 'holder' ? 'Tomador' : null),
  },
  { header: 'Motivo', cell: (r) => text(r.reason) },
];

/** Every renewal of the month as CSV (the Spanish spreadsheet layout of services/csv.ts). */
export async function renewalsCsv(db: Executor, actor: Actor, query: Query, now: Date): Promise<string> {
  return toCsv((await listRenewals(db, actor, query, now)).listed, COLUMNS);
}
