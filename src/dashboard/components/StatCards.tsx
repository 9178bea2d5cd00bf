import type { StatCard } from '../../content/dashboard/stats';
import { Icon } from '../../ui/Icon';

/** A row of figure cards; each card is a list item with its label, figure and a note. The list is
 * named by the heading of its section (a name on the list itself is ignored by screen readers). */
export function StatCards({ stats }: { stats: readonly StatCard[] }) {
  return (
    <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:gap-4 xl:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
      {stats.map((stat) => (
        <li key={stat.label} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <p className="m-0 text-sm font-medium text-slate-600">{stat.label}</p>
            <span className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:inline-flex">
              <Icon name={stat.icon} className="h-5 w-5" />
            </span>
          </div>
          <p className="m-0 mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl" data-testid="stat-value">
            {stat.value}
          </p>
          <p className="m-0 mt-1 text-sm text-slate-600">{stat.note}</p>
        </li>
      ))}
    </ul>
  );
}
