import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** A contract filter object schema, as far as the hook needs it: one parser per filter name. */
export type FilterSchema = { shape: Record<string, { safeParse(value: unknown): { success: boolean } }> };

/**
 * A list's filters, order and page kept in the address (`?status=2&search=ana&sort=-premium&page=3`),
 * so a reload, a shared link or the back button shows the same list. Any change goes back to
 * page 1; the typed search reaches `applied` (what is asked of the server) once it has stopped changing.
 * Keys are the filters' own names; a key missing from the address takes its default, and a value
 * equal to its default (or empty) is left out of the address.
 *
 * `schema` is the list query's filter schema from the contract: a value from the address it
 * refuses (`?status=abc`, a hand-edited link) takes its default and is dropped from the address,
 * so a bad link shows the list unfiltered instead of the server's 400. The search is free text
 * the list trims itself, so it is not checked.
 */
export function useUrlListFilters<TFilters extends { search: string } & Record<string, string>>(
  defaults: TFilters,
  schema: FilterSchema,
  options: { defaultSort?: string } = {},
) {
  const defaultSort = options.defaultSort ?? '';
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's text is the dependency.
  const { fromUrl, refused } = useMemo(() => {
    let refused = false;
    const entries = Object.entries(defaults).map(([name, fallback]) => {
      const value = params.get(name);
      if (value === null || name === 'search' || value === '') return [name, value ?? fallback];
      if (schema.shape[name]?.safeParse(value).success) return [name, value];
      refused = true;
      return [name, fallback];
    });
    return { fromUrl: Object.fromEntries(entries) as TFilters, refused };
  }, [key]);
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const sort = params.get('sort') || defaultSort;

  const write = (filters: TFilters, nextPage: number, nextSort: string) => {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(filters)) {
      if (value.trim() !== '' && value !== defaults[name]) next.set(name, value);
    }
    if (nextSort && nextSort !== defaultSort) next.set('sort', nextSort);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next, { replace: true });
  };

  // A refused value leaves the address too, so the link copied next is a good one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address is read anew.
  useEffect(() => {
    if (refused) write(fromUrl, page, sort);
  }, [refused, fromUrl]);

  // The box shows what is typed at once (a local copy, so fast typing never waits for the router)
  // and the address gets it at once too; only what the server is asked waits for the typing to
  // stop. A write delayed until then would navigate back to the list over a row just clicked.
  const [search, setSearch] = useState(fromUrl.search);
  const typed = useRef(fromUrl.search);
  const appliedSearch = useDebouncedValue(fromUrl.search);
  // Back/forward or a link changed the address: the box follows (not the echo of our own writes,
  // which may arrive after the next key).
  useEffect(() => {
    if (fromUrl.search !== typed.current) {
      typed.current = fromUrl.search;
      setSearch(fromUrl.search);
    }
  }, [fromUrl.search]);

  const update = (next: Partial<TFilters>) => {
    if (next.search !== undefined) {
      typed.current = next.search;
      setSearch(next.search);
    }
    write({ ...fromUrl, ...next, search: typed.current }, 1, sort);
  };

  return {
    filters: { ...fromUrl, search },
    update,
    page,
    setPage: (nextPage: number) => write(fromUrl, nextPage, sort),
    sort,
    setSort: (nextSort: string) => write(fromUrl, 1, nextSort),
    /** What the server is asked: the address's values, the search once the typing has stopped. */
    applied: { ...fromUrl, search: appliedSearch },
  };
}
