import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ScrollBox } from '../../../ui/scroll-box';

type Cell = string | number;

/**
 * A chart's figures as a table: the text alternative of every dashboard chart.
 * The first column heads each row.
 */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly Cell[])[];
}) {
  // The card scrolls the table when it is too wide (ChartCard): a hidden table must not scroll.
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-line text-xs font-bold text-muted uppercase">
        <tr>
          {columns.map((column, i) => (
            <th key={column} scope="col" className={i === 0 ? 'py-2 pr-3 text-left' : 'px-2 py-2 text-right'}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([head, ...cells]) => (
          <tr key={String(head)} className="border-b border-line last:border-b-0">
            <th scope="row" className="py-2 pr-3 text-left font-semibold text-ink">
              {head}
            </th>
            {cells.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table
              <td key={i} className="px-2 py-2 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A dashboard card: a heading, a chart and the same figures as a table. The
 * table is always in the page (visually hidden while the chart shows, so a
 * screen reader reads it); 'Ver como tabla' shows it instead of the chart.
 */
export function ChartCard({
  title,
  hint,
  summary,
  isEmpty,
  empty,
  chart,
  table,
  wide = false,
}: {
  title: string;
  hint?: string;
  /** A line of figures under the heading (totals). */
  summary?: ReactNode;
  isEmpty: boolean;
  empty: string;
  chart: ReactNode;
  table: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-5 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={id} className="text-base font-bold text-ink">
            {title}
          </h3>
          {hint ? <p className="text-sm text-muted">{hint}</p> : null}
        </div>
        {isEmpty ? null : (
          <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? t('admin.figures.showChart') : t('admin.figures.showTable')}
          </Button>
        )}
      </div>
      {summary}
      {isEmpty ? (
        <p className="rounded-xl bg-page p-4 text-sm text-muted">{empty}</p>
      ) : (
        <>
          {asTable ? null : (
            <div aria-hidden="true" className="min-w-0">
              {chart}
            </div>
          )}
          {asTable ? (
            // A wide table scrolls sideways within the card.
            <ScrollBox className="overflow-x-auto rounded">{table}</ScrollBox>
          ) : (
            <div className="sr-only">{table}</div>
          )}
        </>
      )}
    </section>
  );
}
