import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Where a column stands in the list's order: `-key` is descending, `key` ascending. */
export function sortState(sort: string, key: string): 'ascending' | 'descending' | 'none' {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return 'none';
}

/**
 * A column header that sorts the (server-sorted) list: a first click gives the column's usual
 * direction, the next one reverses it. The header cell carries aria-sort (column meta.ariaSort).
 */
export function SortHeader({
  label,
  sortKey,
  sort,
  firstDirection = 'asc',
  onSort,
}: {
  label: string;
  sortKey: string;
  sort: string;
  firstDirection?: 'asc' | 'desc';
  onSort: (sort: string) => void;
}) {
  const { t } = useTranslation();
  const state = sortState(sort, sortKey);
  const next =
    state === 'ascending'
      ? `-${sortKey}`
      : state === 'descending'
        ? sortKey
        : firstDirection === 'desc'
          ? `-${sortKey}`
          : sortKey;
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => onSort(next)}
      title={t('admin.table.sortBy', { column: label.toLowerCase() })}
      className="inline-flex items-center gap-1 uppercase hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
    >
      {label}
      <Icon className={state === 'none' ? 'size-3.5 opacity-50' : 'size-3.5'} aria-hidden="true" />
    </button>
  );
}
