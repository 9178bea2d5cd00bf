import type { PageProps } from '../../routes';
import { overviewPage } from '../../content/dashboard/stats';
import { FiguresAndCharts } from '../components/FiguresAndCharts';
import { overviewTab } from '../state/tabs';

/** /dashboard: headline figures and a tabbed chart area. */
export default function OverviewPage(_: PageProps) {
  return <FiguresAndCharts page={overviewPage} selected={overviewTab} />;
}
