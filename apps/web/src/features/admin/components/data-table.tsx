import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Row,
  type RowData,
  useReactTable,
} from '@tanstack/react-table';
import { clsx } from 'clsx';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** On a phone card, the cell takes the whole width (long names and addresses). */
    cardWide?: boolean;
    /** The column's name when its header is a control (a sort button): the phone card's label. */
    label?: string;
    /** aria-sort of the header cell, for a column the list is sorted by. */
    ariaSort?: 'ascending' | 'descending' | 'none';
  }
}

// A column with this id stays pinned to the right edge, so row actions remain
// reachable on a tablet while the rest of the row scrolls sideways (phones get
// cards, desktops have room for all).
const PINNED_COLUMN_ID = 'actions';
const pinnedClasses =
  'max-md:col-span-2 md:sticky md:right-0 md:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.18)] lg:static lg:shadow-none';

// On a phone each row is a card: cells sit two by two, each under its column's
// name (read from data-label, so the header row can be hidden); the first cell
// (what the row is) and the row actions take the whole width.
const cardCell =
  'max-md:block max-md:min-w-0 max-md:px-0 max-md:py-1 max-md:break-words max-md:first:col-span-2 max-md:before:block max-md:before:text-xs max-md:before:font-bold max-md:before:text-muted max-md:before:uppercase max-md:before:content-[attr(data-label)]';

/** The column's name as plain text, for the phone cards; none for a header drawn by a function. */
function columnLabel(header: unknown): string | undefined {
  return typeof header === 'string' ? header : undefined;
}

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
 * pages. Cells wrap so that a desktop never scrolls sideways; on phones each
 * row becomes a card, and between the two the table scrolls inside its frame.
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
      <table className="w-full border-collapse text-left text-sm max-md:block md:min-w-[40rem] lg:min-w-0">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-[#fafafb] text-xs font-bold text-muted uppercase max-md:hidden">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={header.column.columnDef.meta?.ariaSort}
                  className={clsx(
                    'px-3 py-3 md:first:pl-4 md:last:pr-4',
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
        <tbody className="max-md:block">
          {rows.length === 0 ? (
            <tr className="max-md:block">
              <td colSpan={columnCount} className="px-4 py-10 text-center text-base text-muted max-md:block">
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
                      'border-b border-line last:border-b-0 hover:bg-[#fafafb] max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:px-4 max-md:py-3',
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
                        data-label={
                          cell.column.columnDef.meta?.label ?? columnLabel(cell.column.columnDef.header)
                        }
                        className={clsx(
                          'px-3 py-3 align-top text-ink md:first:pl-4 md:last:pr-4',
                          cardCell,
                          cell.column.columnDef.meta?.cardWide && 'max-md:col-span-2',
                          cell.column.id === PINNED_COLUMN_ID && `${pinnedClasses} md:bg-white`,
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                  {detail ? (
                    <tr className="border-b border-line bg-[#fafafb] max-md:block">
                      <td colSpan={columnCount} className="px-4 py-4 max-md:block">
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
