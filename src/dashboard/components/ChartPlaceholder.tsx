import type { ChartSeries } from '../../content/dashboard/stats';

const W = 600;
const H = 200;
const TOP = 8;

/**
 * A light, static chart drawn as inline SVG from sample data: a placeholder for a
 * real chart. It stretches to its box (fixed height, any width); the labels are
 * HTML so they keep their size. Screen readers get the summary as one image.
 */
export function ChartPlaceholder({ series }: { series: ChartSeries }) {
  const max = Math.max(...series.points.map((p) => p.value)) || 1;
  const n = series.points.length;
  const step = W / n;
  const x = (i: number) => step * i + step / 2;
  const y = (v: number) => H - (v / max) * (H - TOP);
  const line = series.points.map((p, i) => `${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');

  return (
    <figure className="m-0">
      <div role="img" aria-label={series.summary}>
        <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" className="block h-44 w-full md:h-56">
          {[0.25, 0.5, 0.75, 1].map((f) => (
            <line key={f} x1={0} x2={W} y1={H - (H - TOP) * f} y2={H - (H - TOP) * f} stroke="#e2e8f0" className="stroke-slate-200" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
          ))}
          {series.kind === 'bars' ? (
            series.points.map((p, i) => {
              const w = step * 0.56;
              return <rect key={p.label} x={x(i) - w / 2} y={y(p.value)} width={w} height={H - y(p.value)} fill="#1d4ed8" className="fill-chart" fillOpacity={0.85} />;
            })
          ) : (
            <>
              <polygon points={`${x(0)},${H} ${line} ${x(n - 1)},${H}`} fill="#1d4ed8" className="fill-chart" fillOpacity={0.1} />
              <polyline points={line} fill="none" stroke="#1d4ed8" className="stroke-chart" strokeWidth={2.5} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
            </>
          )}
          <line x1={0} x2={W} y1={H - 0.5} y2={H - 0.5} stroke="#94a3b8" className="stroke-slate-400" vectorEffect="non-scaling-stroke" />
        </svg>
        <div aria-hidden="true" className="mt-2 flex text-center text-xs text-slate-600">
          {series.points.map((p) => (
            <span key={p.label} className="min-w-0 flex-1 truncate">
              {p.label}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-slate-600">{series.summary} Sample data.</figcaption>
    </figure>
  );
}
