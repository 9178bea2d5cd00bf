import type { DayFigures } from '../../lib/analytics/contract';
import { count, shortDay } from './format';

const W = 600;
const H = 200;
const TOP = 10;

/**
 * Page views and visitors per day as two lines of hand-drawn SVG (no charting library: the dashboard
 * needs two chart kinds). The drawing is hidden from screen readers; the table after it has the
 * same numbers for them.
 */
export function DailyChart({ daily }: { daily: readonly DayFigures[] }) {
  const max = Math.max(1, ...daily.map((d) => d.views));
  const n = daily.length;
  const x = (i: number) => (n > 1 ? (i / (n - 1)) * W : W / 2);
  const y = (v: number) => H - (v / max) * (H - TOP);
  const line = (key: 'views' | 'visitors') => daily.map((d, i) => `${x(i).toFixed(1)},${y(d[key]).toFixed(1)}`).join(' ');
  const labels = [0, Math.floor((n - 1) / 2), n - 1].filter((i, k, all) => all.indexOf(i) === k);
  return (
    <figure className="m-0">
      <div aria-hidden="true">
        <div className="mb-2 flex flex-wrap gap-4 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 bg-chart" /> Page views
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 border-t-2 border-dashed border-slate-500" /> Visitors
          </span>
          <span>Highest: {count(max)} views a day</span>
        </div>
        <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="block h-44 w-full md:h-56">
          {[0.25, 0.5, 0.75, 1].map((f) => (
            <line key={f} x1={0} x2={W} y1={H - (H - TOP) * f} y2={H - (H - TOP) * f} stroke="#e2e8f0" className="stroke-slate-200" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
          ))}
          <polygon points={`${x(0)},${H} ${line('views')} ${x(n - 1)},${H}`} fill="#1d4ed8" className="fill-chart" fillOpacity={0.1} />
          <polyline points={line('views')} fill="none" stroke="#1d4ed8" className="stroke-chart" strokeWidth={2.5} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          <polyline points={line('visitors')} fill="none" stroke="#64748b" className="stroke-slate-500" strokeWidth={2} strokeDasharray="6 4" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          <line x1={0} x2={W} y1={H - 0.5} y2={H - 0.5} stroke="#94a3b8" className="stroke-slate-400" vectorEffect="non-scaling-stroke" />
        </svg>
        <div className="mt-2 flex justify-between text-xs text-slate-600">
          {labels.map((i) => (
            <span key={i}>{shortDay(daily[i]!.day)}</span>
          ))}
        </div>
      </div>
      <figcaption className="sr-only">Page views and visitors per day; the table below lists each day.</figcaption>
      <table className="sr-only">
        <caption>Page views and visitors per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Page views</th>
            <th scope="col">Visitors</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.day}>
              <th scope="row">{shortDay(d.day)}</th>
              <td>{count(d.views)}</td>
              <td>{count(d.visitors)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * Horizontal bars, each row's label, bar and figure in HTML (so text keeps its size in any theme);
 * the bar is decoration, the figure beside it is read out.
 */
export function BarList({ label, rows, unit }: { label: string; rows: readonly { key: string; value: number }[]; unit: string }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  if (rows.length === 0) return <p className="m-0 text-sm text-slate-600">Nothing counted in this range yet.</p>;
  return (
    <ul aria-label={label} className="m-0 list-none space-y-2 p-0">
      {rows.map((r) => (
        <li key={r.key} className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto]">
          <span className="truncate text-ink" title={r.key}>
            {r.key}
          </span>
          <span aria-hidden="true" className="h-3 rounded bg-slate-100">
            <span className="block h-3 rounded bg-chart" style={{ width: `${Math.max(2, (r.value / max) * 100)}%` }} />
          </span>
          <span className="tabular-nums text-slate-700">
            {count(r.value)}
            <span className="sr-only"> {unit}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
