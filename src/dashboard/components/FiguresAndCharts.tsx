import { Suspense } from 'react';
import type { Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Tabs } from '../../ui/Tabs';
import type { FiguresPageContent } from '../../content/dashboard/stats';
import { ChartPlaceholder } from './ChartPlaceholder';
import { ContentFigures } from './ContentFigures';
import { StatCards } from './StatCards';
import { useTabParam } from '../state/useTabParam';
import { LazyLiveFigures } from '../inbox/lazyLive';

/** The figures the lead inbox and the site's analytics replace, while their counts load. */
const LIVE_LABELS = new Set(['Total Visitors', 'New Leads', 'Inquiries']);

/**
 * The overview and analytics pages: sample figures (New Leads and Inquiries from the lead inbox with `liveLeads`), the live counts of this browser's content,
 * then a card of tabbed charts; `selected` keeps the tab while moving between sections, and the URL keeps it too.
 */
export function FiguresAndCharts<V extends string>({ page, selected, liveLeads = false }: { page: FiguresPageContent<V>; selected: Signal<V>; liveLeads?: boolean }) {
  const { id, figuresTitle, figures, chartsTitle, chartsLabel, tabs } = page;
  useSignals();
  const [tab, select] = useTabParam(selected, tabs.map((t) => t.value));
  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-figures`}>
        <h2 id={`${id}-figures`} className="m-0 mb-1 text-lg font-semibold text-ink">
          {figuresTitle}
        </h2>
        <p className="m-0 mb-4 text-sm text-slate-600">
          {liveLeads ? 'Total Visitors comes from the site’s analytics, New Leads and Inquiries from the lead inbox; Published Posts is a sample for the demo.' : 'Sample figures for the demo: they do not come from your data.'}
        </p>
        {liveLeads ? (
          <Suspense fallback={<StatCards stats={figures.map((f) => (LIVE_LABELS.has(f.label) ? { ...f, value: '…', note: f.label === 'Total Visitors' ? 'site analytics' : 'from the lead inbox' } : f))} />}>
            <LazyLiveFigures sample={figures} />
          </Suspense>
        ) : (
          <StatCards stats={figures} />
        )}
      </section>
      <ContentFigures headingId={`${id}-content`} />
      <section aria-labelledby={`${id}-charts`} className="card p-4 sm:p-6">
        <h2 id={`${id}-charts`} className="m-0 mb-4 text-lg font-semibold text-ink">
          {chartsTitle}
        </h2>
        <Tabs
          label={chartsLabel}
          value={tab}
          onChange={select}
          items={tabs.map((tab) => ({
            value: tab.value,
            label: tab.label,
            panel: (
              <>
                <h3 className="m-0 mb-3 text-base font-semibold text-ink">{tab.heading}</h3>
                <ChartPlaceholder series={tab.series} />
              </>
            ),
          }))}
        />
      </section>
    </div>
  );
}
