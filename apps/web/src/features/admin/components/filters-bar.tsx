import type { ReactNode } from 'react';

/** A list's filters in a white card; `columns` sets the grid from 640 px (e.g. `sm:grid-cols-[2fr_1fr]`). */
export function FiltersBar({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <search className={`grid gap-4 rounded-card bg-white p-4 ring-1 ring-line ${columns}`}>{children}</search>
  );
}
