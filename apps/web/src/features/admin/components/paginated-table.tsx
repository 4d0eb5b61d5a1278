import { DataTable, type DataTableProps } from './data-table';
import { type PageMeta, Pagination } from './pagination';
import { QueryError } from './query-error';

type PaginatedQuery<TRow> = {
  data: { data: readonly TRow[]; meta: PageMeta } | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type PaginatedTableProps<TRow> = Omit<DataTableProps<TRow>, 'data' | 'isLoading'> & {
  /** A server page query: rows and meta, or the error with a retry. */
  query: PaginatedQuery<TRow>;
  onPageChange: (page: number) => void;
};

/** A list page's body: the table and its pager, or the error that kept it from loading. */
export function PaginatedTable<TRow>({ query, onPageChange, ...table }: PaginatedTableProps<TRow>) {
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <DataTable {...table} data={query.data?.data ?? []} isLoading={query.isFetching} />
      {query.data ? <Pagination meta={query.data.meta} onPageChange={onPageChange} /> : null}
    </>
  );
}
