import { type ColumnDef, flexRender, getCoreRowModel, type Row, useReactTable } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';

// A column with this id stays pinned to the right edge, so row actions remain
// reachable on a phone while the rest of the row scrolls sideways (desktops have room for all).
const PINNED_COLUMN_ID = 'actions';
const pinnedClasses = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.18)] lg:static lg:shadow-none';

export type DataTableProps<TRow> = {
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column, as in TanStack's own examples.
  columns: ColumnDef<TRow, any>[];
  data: readonly TRow[];
  isLoading?: boolean;
  getRowId: (row: TRow) => string;
  /** Extra content under a row (expanded details), spanning every column. */
  renderDetail?: (row: Row<TRow>) => ReactNode;
  /**
   * Opens the row when it is clicked anywhere. A mouse convenience only: the
   * row must also hold a real link or button for keyboards and screen readers.
   */
  onRowClick?: (row: TRow) => void;
  /** What an empty table says; by default, that the filters match nothing. */
  emptyText?: string;
};

// Clicks on the row's own controls keep their meaning (a link, a button, a checkbox).
function isFromControl(event: MouseEvent<HTMLTableRowElement>): boolean {
  return event.target instanceof Element && event.target.closest('a, button, input, select, label') !== null;
}

/**
 * Server-paginated table: TanStack Table builds the rows, the server sorts and
 * pages. On phones the table scrolls sideways inside its card.
 */
export function DataTable<TRow>({
  caption,
  columns,
  data,
  isLoading,
  getRowId,
  renderDetail,
  onRowClick,
  emptyText,
}: DataTableProps<TRow>) {
  const { t } = useTranslation();
  const table = useReactTable({
    data: data as TRow[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualPagination: true,
  });
  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  return (
    <div
      className="relative overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-line"
      aria-busy={isLoading || undefined}
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-[#fafafb] text-xs font-bold text-muted uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={clsx(
                    'px-4 py-3 whitespace-nowrap',
                    header.column.id === PINNED_COLUMN_ID && `${pinnedClasses} bg-[#fafafb]`,
                  )}
                >
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="px-4 py-10 text-center text-base text-muted">
                {isLoading ? (
                  <span className="inline-flex items-center gap-2">
                    <Spinner size="sm" />
                    {t('admin.table.loading')}
                  </span>
                ) : (
                  (emptyText ?? t('admin.table.empty'))
                )}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const detail = renderDetail?.(row);
              return (
                <Fragment key={row.id}>
                  <tr
                    className={clsx(
                      'border-b border-line last:border-b-0 hover:bg-[#fafafb]',
                      detail && 'border-b-0',
                      onRowClick && 'cursor-pointer',
                    )}
                    onClick={
                      onRowClick
                        ? (event) => {
                            if (!isFromControl(event)) onRowClick(row.original);
                          }
                        : undefined
                    }
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={clsx(
                          'px-4 py-3 align-top text-ink',
                          cell.column.id === PINNED_COLUMN_ID && `${pinnedClasses} bg-white`,
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                  {detail ? (
                    <tr className="border-b border-line bg-[#fafafb]">
                      <td colSpan={columnCount} className="px-4 py-4">
                        {detail}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
