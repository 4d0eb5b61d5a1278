import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/**
 * A list's filters, order and page kept in the address (`?status=2&search=ana&sort=-premium&page=3`),
 * so a reload, a shared link or the back button shows the same list. Any change goes back to
 * page 1; the typed search reaches `applied` (what is asked of the server) once it has stopped changing.
 * Keys are the filters' own names; a key missing from the address takes its default, and a value
 * equal to its default (or empty) is left out of the address.
 */
export function useUrlListFilters<TFilters extends { search: string } & Record<string, string>>(
  defaults: TFilters,
  options: { defaultSort?: string } = {},
) {
  const defaultSort = options.defaultSort ?? '';
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's text is the dependency.
  const fromUrl = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(defaults).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
      ) as TFilters,
    [key],
  );
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
