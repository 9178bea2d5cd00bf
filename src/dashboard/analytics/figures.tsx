import { analyticsMetrics, type StatCard } from '../../content/dashboard/stats';
import type { AnalyticsRange, AnalyticsReport } from '../../lib/analytics/contract';
import { count, duration, percent } from './format';

/** SPEC's three Analytics cards with the range's own figures ('…' until they arrive). */
export function metricCards(report: AnalyticsReport | undefined, range: AnalyticsRange): StatCard[] {
  const icon = (label: string) => analyticsMetrics.find((m) => m.label === label)?.icon ?? 'i-lucide-chart-line';
  const t = report?.totals;
  return [
    { label: 'Page Views', value: t ? count(t.views) : '…', note: `Last ${range} days`, icon: icon('Page Views') },
    {
      label: 'Conversion Rate',
      value: t ? percent(t.conversions, t.visitors) : '…',
      note: t ? `${count(t.conversions)} of ${count(t.visitors)} ${t.visitors === 1 ? 'visitor' : 'visitors'} sent a lead` : 'Visitors who sent a lead',
      icon: icon('Conversion Rate'),
    },
    { label: 'Avg. Session Duration', value: t ? duration(t.visitors ? t.engagedMs / t.visitors : 0) : '…', note: 'Time on the site per visitor and day', icon: icon('Avg. Session Duration') },
  ];
}

/** Where the figures come from and when they were made; says so when they could not be refreshed (offline). */
export function Freshness({ report, failed }: { report: AnalyticsReport | undefined; failed: boolean }) {
  if (!report) return <p className="m-0 mb-4 text-sm text-slate-600">{failed ? 'The figures could not be loaded; they appear once the server answers.' : 'Loading the site’s own figures…'}</p>;
  const asOf = new Date(report.generatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="m-0 mb-4 text-sm text-slate-600" data-testid="analytics-as-of">
      Measured on this site, without cookies: {report.from} to {report.to} (UTC), as of {asOf}
      {failed ? '. Not refreshed: the server could not be reached.' : '.'}
    </p>
  );
}

