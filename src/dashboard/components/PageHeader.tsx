import type { ReactNode } from 'react';

/** The heading row of a dashboard section: an h2, a short line and the section's main action. */
export function PageHeader({ title, intro, action, id }: { title: string; intro: string; action?: ReactNode; id?: string }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="m-0 text-2xl font-bold tracking-tight text-ink">
          {title}
        </h2>
        <p className="m-0 mt-1 text-slate-600">{intro}</p>
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
