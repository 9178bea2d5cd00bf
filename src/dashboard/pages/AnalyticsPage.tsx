import { Suspense } from 'react';
import type { PageProps } from '../../routes';
import { analyticsPage } from '../../content/dashboard/stats';
import { LazyLiveAnalytics } from '../analytics/lazyAnalytics';
import { FiguresAndCharts } from '../components/FiguresAndCharts';
import { useInboxSessionMarker } from '../inbox/useInboxSession';
import { analyticsTab } from '../state/tabs';

/** /dashboard/analytics: the site's own figures when signed in; SPEC's sample metrics and reports for the demo. */
export default function AnalyticsPage(_: PageProps) {
  const signedIn = useInboxSessionMarker();
  if (!signedIn) return <FiguresAndCharts page={analyticsPage} selected={analyticsTab} />;
  return (
    <Suspense fallback={<p className="m-0 text-sm text-slate-600" aria-busy="true">Loading the site’s own figures…</p>}>
      <LazyLiveAnalytics />
    </Suspense>
  );
}
