import type { DailyPayments } from '@amparo/contract';
import { formatEuro } from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format';

type Day = DailyPayments['data'][number];
const SERIES = [
  { key: 'collected', className: 'fill-success', swatch: 'bg-success' },
  { key: 'returned', className: 'fill-danger', swatch: 'bg-danger' },
  // Amber, not the brown warning ink: next to the red of returns it must read as another series.
  { key: 'unpaid', className: 'fill-[#d97706]', swatch: 'bg-[#d97706]' },
] as const;

const HEIGHT = 160;
const SLOT = 24; // width of one day: three bars of 6 and a gap

/**
 * Collected, returned and unpaid cents per day as grouped bars. Our own small
 * SVG (no chart library is installed): screen readers get the same figures
 * as a table, and each day's bars carry a title with its three amounts.
 */
export function DailyChart({ days }: { days: readonly Day[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...days.flatMap((d) => [d.collected, d.returned, d.unpaid]));
  const width = days.length * SLOT;
  const isEmpty = days.every((d) => d.collected === 0 && d.returned === 0 && d.unpaid === 0);
  const label = (d: Day) =>
    t('admin.payments.daily.dayLabel', {
      date: formatDate(d.date),
      collected: formatEuro(d.collected),
      returned: formatEuro(d.returned),
      unpaid: formatEuro(d.unpaid),
    });
  return (
    <figure className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-4 text-sm text-ink" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <span className={`size-3 rounded-sm ${series.swatch}`} />
            {t(`admin.payments.daily.${series.key}`)}
          </li>
        ))}
      </ul>
      {isEmpty ? (
        <p className="text-sm text-muted">{t('admin.payments.daily.empty')}</p>
      ) : (
        // The scale: bars are drawn against the day with the largest amount.
        <p className="text-xs text-muted tabular-nums" aria-hidden="true">
          {t('admin.payments.daily.scale', { amount: formatEuro(max) })}
        </p>
      )}
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 16}`}
        className="h-44 w-full"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} className="stroke-line" strokeWidth={1} />
        {days.map((day, i) => (
          <g key={day.date} transform={`translate(${i * SLOT + 3}, 0)`}>
            <title>{label(day)}</title>
            {SERIES.map((series, j) => {
              const h = Math.round((day[series.key] / max) * (HEIGHT - 4));
              return (
                <rect
                  key={series.key}
                  x={j * 6}
                  y={HEIGHT - h}
                  width={5}
                  height={h}
                  className={series.className}
                />
              );
            })}
          </g>
        ))}
      </svg>
      <div className="flex justify-between text-xs text-muted tabular-nums" aria-hidden="true">
        <span>{formatDate(days[0]?.date)}</span>
        <span>{formatDate(days.at(-1)?.date)}</span>
      </div>
      <table className="sr-only">
        <caption>{t('admin.payments.daily.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.payments.daily.date')}</th>
            {SERIES.map((series) => (
              <th key={series.key} scope="col">
                {t(`admin.payments.daily.${series.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date)}</th>
              <td>{formatEuro(day.collected)}</td>
              <td>{formatEuro(day.returned)}</td>
              <td>{formatEuro(day.unpaid)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
