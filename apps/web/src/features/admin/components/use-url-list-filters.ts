import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/**
 * A list's filters and page kept in the address (`?search=...&active=true&page=2`),
 * so a filtered list can be reloaded, shared and reached with Back. Any filter
 * change goes back to page 1; `applied` carries the typed search only once it
 * has stopped changing. Keys missing from the address take their defaults.
 */
export function useUrlListFilters<TFilters extends { search: string } & Record<string, string>>(
  defaults: TFilters,
) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, params.get(key) ?? fallback]),
  ) as TFilters;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useDebouncedValue(filters.search);
  const write = (next: TFilters, nextPage: number) =>
    setParams(
      (previous) => {
        const out = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(next)) {
          if (value === '' || value === defaults[key]) out.delete(key);
          else out.set(key, value);
        }
        if (nextPage > 1) out.set('page', String(nextPage));
        else out.delete('page');
        return out;
      },
      { replace: true },
    );
  const update = (next: Partial<TFilters>) => write({ ...filters, ...next }, 1);
  const setPage = (next: number) => write(filters, next);
  return { filters, update, page, setPage, applied: { ...filters, search } };
}
