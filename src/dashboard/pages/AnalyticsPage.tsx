import type { PageProps } from '../../routes';
import { analyticsCharts, analyticsMetrics } from '../../content/dashboard/stats';
import { FiguresAndCharts, type ChartTab } from '../components/FiguresAndCharts';
import { analyticsTab, type AnalyticsTab } from '../state/tabs';

const tabs: ChartTab<AnalyticsTab>[] = [
  { value: 'traffic', label: 'Traffic Sources', heading: 'Where visits come from (%)' },
  { value: 'content', label: 'Content Performance', heading: 'Most read articles' },
  { value: 'audience', label: 'Audience', heading: 'Returning visitors' },
];

/** /dashboard/analytics: three placeholder metrics and tabbed placeholder reports. */
export default function AnalyticsPage(_: PageProps) {
  return (
    <FiguresAndCharts
      id="analytics"
      figuresTitle="Site metrics"
      figures={analyticsMetrics}
      chartsTitle="Reports"
      chartsLabel="Analytics reports"
      tabs={tabs}
      charts={analyticsCharts}
      selected={analyticsTab}
    />
  );
}
