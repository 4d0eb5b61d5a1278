import type { Dashboard } from '@amparo/contract';
import { formatEuro } from '@amparo/domain';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, Tooltip, XAxis, YAxis } from 'recharts';

// The dashboard's charts, drawn with recharts. This module is loaded lazily by the
// dashboard (figures-panel.tsx), so recharts travels only with the back office. Each
// chart is decorative for assistive technology: its card carries a heading and the same
// figures as a table (chart-card.tsx), so the charts take no focus (accessibilityLayer off).

/** Series colours: the brand first, then colours that stay apart for most colour-blind readers. */
export const SERIES_COLOURS = ['#d6007e', '#1849a9', '#067647', '#d97706', '#7c3aed', '#0e7490', '#4a4a55'];
const GRID = '#e3e3e8';
const INK = '#4a4a55';
const COLLECTED = '#067647';
const UNPAID = '#d97706';
const AGE_COLOURS = ['#067647', '#d97706', '#b42318'];

const shortDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const compactEuros = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const euroTick = (cents: number) => compactEuros.format(cents / 100);
const tick = { fill: INK, fontSize: 12 };
const chartStyle = (height: number) => ({ width: '100%', height });
const common = { responsive: true, accessibilityLayer: false } as const;

export type ChartKind = 'salesByDay' | 'byDistributor' | 'premium' | 'receipts' | 'evaluations' | 'claims';

type Props = {
  kind: ChartKind;
  data: Dashboard;
  /** Labels the charts show (legend, tooltip), already in Spanish. */
  labels: {
    online: string;
    collected: string;
    unpaid: string;
    premium: string;
    policies: string;
    evaluations: string;
    open: string;
    buckets: [string, string, string];
  };
};

/** One of the dashboard's charts, picked by `kind`. */
export default function DashboardChart({ kind, data, labels }: Props) {
  switch (kind) {
    case 'salesByDay': {
      const rows = data.sales_by_day.map((day) => ({
        day: shortDay(day.date),
        ...Object.fromEntries(day.by_product.map((p) => [`p${p.product_id}`, p.policies])),
      }));
      return (
        <BarChart {...common} style={chartStyle(260)} data={rows} margin={{ left: -20, right: 8 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="day" tick={tick} minTickGap={12} />
          <YAxis allowDecimals={false} tick={tick} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {data.products.map((product, i) => (
            <Bar
              key={product.product_id}
              dataKey={`p${product.product_id}`}
              name={product.product_name}
              stackId="sales"
              fill={SERIES_COLOURS[i % SERIES_COLOURS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      );
    }
    case 'byDistributor': {
      const rows = data.sales_by_distributor.map((row) => ({
        name: row.distributor_name ?? labels.online,
        policies: row.policies,
      }));
      return (
        <BarChart
          {...common}
          layout="vertical"
          style={chartStyle(Math.max(120, rows.length * 44 + 40))}
          data={rows}
          margin={{ left: 8, right: 16 }}
        >
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={tick} />
          <YAxis type="category" dataKey="name" width={130} tick={tick} />
          <Tooltip />
          <Bar dataKey="policies" name={labels.policies} fill={SERIES_COLOURS[0]} isAnimationActive={false} />
        </BarChart>
      );
    }
    case 'premium': {
      const rows = data.sales_by_day.map((day) => ({ day: shortDay(day.date), premium: day.premium_cents }));
      return (
        <AreaChart {...common} style={chartStyle(220)} data={rows} margin={{ left: 0, right: 8 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="day" tick={tick} minTickGap={12} />
          <YAxis tickFormatter={euroTick} tick={tick} width={64} />
          <Tooltip formatter={(value) => formatEuro(Number(value))} />
          <Area
            type="monotone"
            dataKey="premium"
            name={labels.premium}
            stroke={SERIES_COLOURS[0]}
            fill="#fde8f3"
            isAnimationActive={false}
          />
        </AreaChart>
      );
    }
    case 'receipts': {
      const rows = (data.receipts?.by_day ?? []).map((day) => ({
        day: shortDay(day.date),
        collected: day.collected_cents,
        unpaid: day.unpaid_cents,
      }));
      return (
        <BarChart {...common} style={chartStyle(240)} data={rows} margin={{ left: 0, right: 8 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="day" tick={tick} minTickGap={12} />
          <YAxis tickFormatter={euroTick} tick={tick} width={64} />
          <Tooltip formatter={(value) => formatEuro(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar dataKey="collected" name={labels.collected} fill={COLLECTED} isAnimationActive={false} />
          <Bar dataKey="unpaid" name={labels.unpaid} fill={UNPAID} isAnimationActive={false} />
        </BarChart>
      );
    }
    case 'evaluations': {
      const waiting = data.evaluations_waiting;
      const rows = waiting
        ? [waiting.under_1_day, waiting.from_1_to_3_days, waiting.over_3_days].map((count, i) => ({
            bucket: labels.buckets[i],
            count,
          }))
        : [];
      return (
        <BarChart {...common} style={chartStyle(200)} data={rows} margin={{ left: -20, right: 8 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="bucket" tick={tick} />
          <YAxis allowDecimals={false} tick={tick} />
          <Tooltip />
          <Bar dataKey="count" name={labels.evaluations} isAnimationActive={false}>
            {rows.map((row, i) => (
              <Cell key={row.bucket} fill={AGE_COLOURS[i]} />
            ))}
          </Bar>
        </BarChart>
      );
    }
    case 'claims': {
      const rows = (data.claims_open?.by_type ?? []).map((row) => ({
        name: row.claim_type_name,
        open: row.open,
      }));
      return (
        <BarChart
          {...common}
          layout="vertical"
          style={chartStyle(Math.max(120, rows.length * 40 + 40))}
          data={rows}
          margin={{ left: 8, right: 16 }}
        >
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={tick} />
          <YAxis type="category" dataKey="name" width={150} tick={tick} />
          <Tooltip />
          <Bar dataKey="open" name={labels.open} fill={SERIES_COLOURS[1]} isAnimationActive={false} />
        </BarChart>
      );
    }
  }
}
