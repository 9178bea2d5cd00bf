import { QueryClientProvider } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useSearchParams } from 'wouter';
import { analyticsPage } from '../../content/dashboard/stats';
import { ANALYTICS_RANGES, VITAL_THRESHOLDS, type AnalyticsRange, type AnalyticsReport, type VitalName } from '../../lib/analytics/contract';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { cx } from '../../ui/cx';
import { Tabs } from '../../ui/Tabs';
import { ContentFigures } from '../components/ContentFigures';
import { StatCards } from '../components/StatCards';
import { Table } from '../components/Table';
import { useSession } from '../inbox/hooks';
import { queryClient } from '../inbox/queryClient';
import { analyticsTab } from '../state/tabs';
import { useTabParam } from '../state/useTabParam';
import { BarList, DailyChart } from './charts';
import { Freshness, metricCards } from './figures';
import { count, ratingLabel, vitalValue } from './format';
import { useAnalyticsReport } from './useAnalyticsReport';

export { restored } from '../inbox/queryClient';

const DEFAULT_RANGE: AnalyticsRange = 30;
const SHOWN_VITALS: readonly VitalName[] = ['LCP', 'INP', 'CLS'];
const ratingTone: Record<string, BadgeTone> = { good: 'green', 'needs-improvement': 'amber', poor: 'rose' };

/** `?range=7|30|90` (30 when absent): a shared link or a reload shows the same range. */
function useRange(): [AnalyticsRange, (next: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('range'));
  const range = (ANALYTICS_RANGES as readonly number[]).includes(raw) ? (raw as AnalyticsRange) : DEFAULT_RANGE;
  const select = (next: AnalyticsRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_RANGE) updated.delete('range');
        else updated.set('range', String(next));
        return updated;
      },
      { replace: true },
    );
  return [range, select];
}

function RangeChoice({ range, select }: { range: AnalyticsRange; select: (next: AnalyticsRange) => void }) {
  return (
    <div role="group" aria-label="Range" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      {ANALYTICS_RANGES.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={range === days}
          onClick={() => select(days)}
          className={cx('focus-ring cursor-pointer rounded-md border-0 px-3 py-1.5 text-sm font-semibold', range === days ? 'bg-brand-600 text-white' : 'bg-transparent text-ink hover:bg-slate-100')}
        >
          {days} days
        </button>
      ))}
    </div>
  );
}

function TrafficPanel({ report }: { report: AnalyticsReport }) {
  return (
    <div className="space-y-6">
      <div>
        <h3 className="m-0 mb-3 text-base font-semibold text-ink">Visitors and page views by day</h3>
        <DailyChart daily={report.daily} />
      </div>
      <div>
        <h3 className="m-0 mb-3 text-base font-semibold text-ink">Visitors by source</h3>
        <BarList label="Visitors by source" unit="visitors" rows={report.sources.map((s) => ({ key: s.key, value: s.visitors }))} />
        <p className="m-0 mt-3 text-xs text-slate-600">A source is the link’s utm_source, else the referring site; (direct) had neither.</p>
      </div>
    </div>
  );
}

function ContentPanel({ report }: { report: AnalyticsReport }) {
  return (
    <div className="space-y-6">
      <Table caption="Top pages" columns={[{ header: 'Page', cell: (p) => p.path, rowHeader: true }, { header: 'Views', cell: (p) => count(p.views) }, { header: 'Leads', cell: (p) => count(p.leads) }]} rows={report.pages} rowKey={(p) => p.path} />
      {report.pages.length === 0 && <p className="m-0 text-sm text-slate-600">No page views in this range yet.</p>}
      <Table
        caption="Core Web Vitals by page template (75th percentile)"
        columns={[
          { header: 'Template', cell: (t) => t.template, rowHeader: true },
          ...SHOWN_VITALS.map((name) => ({
            header: name,
            cell: (t: AnalyticsReport['vitals'][number]) => {
              const v = t.vitals.find((x) => x.name === name);
              return v ? (
                <span className="inline-flex flex-wrap items-center gap-2">
                  <span className="tabular-nums">{vitalValue(name, v.p75)}</span>
                  <Badge tone={ratingTone[v.rating]!}>{ratingLabel[v.rating]}</Badge>
                </span>
              ) : (
                'not measured'
              );
            },
          })),
        ]}
        rows={report.vitals}
        rowKey={(t) => t.template}
      />
      <p className="m-0 text-xs text-slate-600">
        Good at or under {SHOWN_VITALS.map((n) => `${n} ${vitalValue(n, VITAL_THRESHOLDS[n].good)}`).join(', ')}; poor above {SHOWN_VITALS.map((n) => `${n} ${vitalValue(n, VITAL_THRESHOLDS[n].poor)}`).join(', ')}. From
        visitors’ own browsers.
      </p>
    </div>
  );
}

function AudiencePanel({ report }: { report: AnalyticsReport }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        <h3 className="m-0 mb-3 text-base font-semibold text-ink">Devices</h3>
        <BarList label="Visitors by device" unit="visitors" rows={report.devices.map((d) => ({ key: d.key, value: d.visitors }))} />
      </div>
      <div>
        <h3 className="m-0 mb-3 text-base font-semibold text-ink">Languages</h3>
        <BarList label="Visitors by language" unit="visitors" rows={report.languages.map((d) => ({ key: d.key, value: d.visitors }))} />
      </div>
    </div>
  );
}

function Report() {
  useSignals();
  const session = useSession();
  const [range, setRange] = useRange();
  const query = useAnalyticsReport(session.data?.email, range);
  const report = query.data;
  const [tab, select] = useTabParam(analyticsTab, analyticsPage.tabs.map((t) => t.value));
  const panel = (value: (typeof analyticsPage.tabs)[number]['value']) =>
    !report ? <p className="m-0 text-sm text-slate-600">No figures yet.</p> : value === 'traffic' ? <TrafficPanel report={report} /> : value === 'content' ? <ContentPanel report={report} /> : <AudiencePanel report={report} />;
  return (
    <div className="space-y-6" data-live-analytics={report ? 'ready' : 'loading'}>
      <section aria-labelledby="analytics-figures">
        <div className="mb-1 flex flex-wrap items-center justify-between gap-3">
          <h2 id="analytics-figures" className="m-0 text-lg font-semibold text-ink">
            {analyticsPage.figuresTitle}
          </h2>
          <RangeChoice range={range} select={setRange} />
        </div>
        <Freshness report={report} failed={query.isError} />
        <StatCards stats={metricCards(report, range)} />
      </section>
      <ContentFigures headingId="analytics-content" />
      <section aria-labelledby="analytics-charts" className="card p-4 sm:p-6">
        <h2 id="analytics-charts" className="m-0 mb-4 text-lg font-semibold text-ink">
          {analyticsPage.chartsTitle}
        </h2>
        <Tabs label={analyticsPage.chartsLabel} value={tab} onChange={select} items={analyticsPage.tabs.map((t) => ({ value: t.value, label: t.label, panel: panel(t.value) }))} />
      </section>
    </div>
  );
}

/** The Analytics section for a signed-in account: the site's own figures for 7, 30 or 90 days. */
export function LiveAnalytics() {
  return (
    <QueryClientProvider client={queryClient}>
      <Report />
    </QueryClientProvider>
  );
}
