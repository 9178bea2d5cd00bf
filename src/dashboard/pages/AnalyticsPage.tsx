import { useSignals } from '@preact/signals-react/runtime';
import type { PageProps } from '../../routes';
import { analyticsCharts, analyticsMetrics } from '../../content/dashboard/stats';
import { Tabs } from '../../ui/Tabs';
import { ChartPlaceholder } from '../components/ChartPlaceholder';
import { ContentFigures } from '../components/ContentFigures';
import { StatCards } from '../components/StatCards';
import { analyticsTab, type AnalyticsTab } from '../state/tabs';

const tabs: { value: AnalyticsTab; label: string; heading: string }[] = [
  { value: 'traffic', label: 'Traffic Sources', heading: 'Where visits come from (%)' },
  { value: 'content', label: 'Content Performance', heading: 'Most read articles' },
  { value: 'audience', label: 'Audience', heading: 'Returning visitors' },
];

/** /dashboard/analytics: three placeholder metrics and tabbed placeholder reports. */
export default function AnalyticsPage(_: PageProps) {
  useSignals();
  return (
    <div className="space-y-6">
      <section aria-labelledby="analytics-metrics">
        <h2 id="analytics-metrics" className="m-0 mb-1 text-lg font-semibold text-ink">
          Site metrics
        </h2>
        <p className="m-0 mb-4 text-sm text-slate-600">Sample figures for the demo: they do not come from your data.</p>
        <StatCards stats={analyticsMetrics} />
      </section>
      <ContentFigures headingId="analytics-content" />
      <section aria-labelledby="analytics-reports" className="card p-4 sm:p-6">
        <h2 id="analytics-reports" className="m-0 mb-4 text-lg font-semibold text-ink">
          Reports
        </h2>
        <Tabs
          label="Analytics reports"
          value={analyticsTab.value}
          onChange={(v) => (analyticsTab.value = v)}
          items={tabs.map((tab) => ({
            value: tab.value,
            label: tab.label,
            panel: (
              <>
                <h3 className="m-0 mb-3 text-base font-semibold text-ink">{tab.heading}</h3>
                <ChartPlaceholder series={analyticsCharts[tab.value]} />
              </>
            ),
          }))}
        />
      </section>
    </div>
  );
}
