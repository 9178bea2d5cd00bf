import type { PageProps } from '../../routes';
import { analyticsPage } from '../../content/dashboard/stats';
import { FiguresAndCharts } from '../components/FiguresAndCharts';
import { analyticsTab } from '../state/tabs';

/** /dashboard/analytics: three placeholder metrics and tabbed placeholder reports. */
export default function AnalyticsPage(_: PageProps) {
  return <FiguresAndCharts page={analyticsPage} selected={analyticsTab} />;
}
