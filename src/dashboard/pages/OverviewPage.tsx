import { useSignals } from '@preact/signals-react/runtime';
import type { PageProps } from '../../routes';
import { overviewCharts, overviewStats } from '../../content/dashboard/stats';
import { Tabs } from '../../ui/Tabs';
import { ChartPlaceholder } from '../components/ChartPlaceholder';
import { ContentFigures } from '../components/ContentFigures';
import { StatCards } from '../components/StatCards';
import { overviewTab, type OverviewTab } from '../state/tabs';

const tabs: { value: OverviewTab; label: string; heading: string }[] = [
  { value: 'overview', label: 'Overview', heading: 'Visitors this week' },
  { value: 'analytics', label: 'Analytics', heading: 'New leads by week' },
  { value: 'reports', label: 'Reports', heading: 'Inquiries by month' },
];

/** /dashboard: headline figures and a tabbed chart area. */
export default function OverviewPage(_: PageProps) {
  useSignals();
  return (
    <div className="space-y-6">
      <section aria-labelledby="overview-figures">
        <h2 id="overview-figures" className="m-0 mb-1 text-lg font-semibold text-ink">
          Site figures
        </h2>
        <p className="m-0 mb-4 text-sm text-slate-600">Sample figures for the demo: they do not come from your data.</p>
        <StatCards stats={overviewStats} />
      </section>
      <ContentFigures headingId="overview-content" />
      <section aria-labelledby="overview-activity" className="card p-4 sm:p-6">
        <h2 id="overview-activity" className="m-0 mb-4 text-lg font-semibold text-ink">
          Activity
        </h2>
        <Tabs
          label="Activity charts"
          value={overviewTab.value}
          onChange={(v) => (overviewTab.value = v)}
          items={tabs.map((tab) => ({
            value: tab.value,
            label: tab.label,
            panel: (
              <>
                <h3 className="m-0 mb-3 text-base font-semibold text-ink">{tab.heading}</h3>
                <ChartPlaceholder series={overviewCharts[tab.value]} />
              </>
            ),
          }))}
        />
      </section>
    </div>
  );
}
