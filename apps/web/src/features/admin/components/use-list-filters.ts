import { useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/**
 * A list's filters and page: any change goes back to page 1, and `applied`
 * carries the typed search only once it has stopped changing.
 */
export function useListFilters<TFilters extends { search: string }>(initial: TFilters) {
  const [filters, setFilters] = useState<TFilters>(initial);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search);
  const update = (next: Partial<TFilters>) => {
    setFilters((previous) => ({ ...previous, ...next }));
    setPage(1);
  };
  return { filters, update, page, setPage, applied: { ...filters, search } };
}

/** An active/retired select's value as a filter: 'true', 'false' or '' for all. */
export const toActiveFilter = (value: string): '' | 'true' | 'false' =>
  value === 'true' || value === 'false' ? value : '';
