import type { PageProps } from '../../routes';
import { overviewCharts, overviewStats } from '../../content/dashboard/stats';
import { FiguresAndCharts, type ChartTab } from '../components/FiguresAndCharts';
import { overviewTab, type OverviewTab } from '../state/tabs';

const tabs: ChartTab<OverviewTab>[] = [
  { value: 'overview', label: 'Overview', heading: 'Visitors this week' },
  { value: 'analytics', label: 'Analytics', heading: 'New leads by week' },
  { value: 'reports', label: 'Reports', heading: 'Inquiries by month' },
];

/** /dashboard: headline figures and a tabbed chart area. */
export default function OverviewPage(_: PageProps) {
  return (
    <FiguresAndCharts
      id="overview"
      figuresTitle="Site figures"
      figures={overviewStats}
      chartsTitle="Activity"
      chartsLabel="Activity charts"
      tabs={tabs}
      charts={overviewCharts}
      selected={overviewTab}
    />
  );
}
