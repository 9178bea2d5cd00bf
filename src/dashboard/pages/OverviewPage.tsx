import type { PageProps } from '../../routes';
import { overviewPage } from '../../content/dashboard/stats';
import { FiguresAndCharts } from '../components/FiguresAndCharts';
import { useInboxSessionMarker } from '../inbox/useInboxSession';
import { overviewTab } from '../state/tabs';

/** /dashboard: headline figures (New Leads and Inquiries live when signed in to the inbox) and a tabbed chart area. */
export default function OverviewPage(_: PageProps) {
  const signedIn = useInboxSessionMarker();
  return <FiguresAndCharts page={overviewPage} selected={overviewTab} liveLeads={signedIn} />;
}
