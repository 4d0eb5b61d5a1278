/** Rows per page when an export walks a paginated list use-case. */
const EXPORT_PAGE = 1000;

type PageOf<T> = (page: { page: number; per_page: number }) => Promise<{ data: T[] }>;

/**
 * Every page of a list use-case, one after another until a short page: the export of a list that
 * has no keyset stream of its own (audit, policies and claims do), with the filters on screen.
 * Offset pages, so a row added meanwhile may shift one into the next page (seen twice) — fine
 * for these lists, which change slowly and stay in the thousands.
 */
export async function* eachPage<T>(list: PageOf<T>): AsyncGenerator<T[]> {
  for (let page = 1; ; page++) {
    const { data } = await list({ page, per_page: EXPORT_PAGE });
    if (data.length > 0) yield data;
    if (data.length < EXPORT_PAGE) return;
  }
}

/** The same, gathered in memory, for a list that stays small (SEPA files, discount codes). */
export async function allPages<T>(list: PageOf<T>): Promise<T[]> {
  const rows: T[] = [];
  for await (const page of eachPage(list)) rows.push(...page);
  return rows;
}
