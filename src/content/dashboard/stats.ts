/** Figures for the dashboard's overview and analytics screens (placeholders, not live data). */
export interface StatCard {
  label: string;
  value: string;
  /** A short line under the figure. */
  note: string;
  icon: string;
}

export const overviewStats: readonly StatCard[] = [
  { label: 'Total Visitors', value: '2,350', note: '+12% on last month', icon: 'i-lucide-users' },
  { label: 'New Leads', value: '124', note: '+8 this week', icon: 'i-lucide-trending-up' },
  { label: 'Published Posts', value: '38', note: '+3 this month', icon: 'i-lucide-file-text' },
  { label: 'Inquiries', value: '27', note: '5 unread', icon: 'i-lucide-inbox' },
];

export const analyticsMetrics: readonly StatCard[] = [
  { label: 'Page Views', value: '18,420', note: 'Last 30 days', icon: 'i-lucide-eye' },
  { label: 'Conversion Rate', value: '3.8%', note: 'Visitors who sent an inquiry', icon: 'i-lucide-percent' },
  { label: 'Avg. Session Duration', value: '2m 46s', note: 'Across all pages', icon: 'i-lucide-timer' },
];

/** One series for a placeholder chart: labelled points drawn as bars or a line. */
export interface ChartSeries {
  /** What the chart shows, read out to screen reader users. */
  summary: string;
  kind: 'bars' | 'line';
  points: readonly { label: string; value: number }[];
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const series = (values: number[], labels: string[]) => values.map((value, i) => ({ label: labels[i] ?? String(i + 1), value }));

/** One tab of a chart card: its label, the chart's heading and its series. */
export interface ChartTab<V extends string> {
  value: V;
  label: string;
  heading: string;
  series: ChartSeries;
}

/** What the overview and analytics pages show: sample figures, then a card of tabbed charts. */
export interface FiguresPageContent<V extends string> {
  /** Prefix of the sections' heading ids. */
  id: string;
  figuresTitle: string;
  figures: readonly StatCard[];
  chartsTitle: string;
  chartsLabel: string;
  tabs: readonly ChartTab<V>[];
}

export const overviewPage: FiguresPageContent<'overview' | 'analytics' | 'reports'> = {
  id: 'overview',
  figuresTitle: 'Site figures',
  figures: overviewStats,
  chartsTitle: 'Activity',
  chartsLabel: 'Activity charts',
  tabs: [
    {
      value: 'overview',
      label: 'Overview',
      heading: 'Visitors this week',
      series: { summary: 'Visitors per day this week, highest on Thursday.', kind: 'bars', points: series([310, 280, 365, 420, 390, 240, 345], weekdays) },
    },
    {
      value: 'analytics',
      label: 'Analytics',
      heading: 'New leads by week',
      series: { summary: 'New leads per week over the last eight weeks, rising steadily.', kind: 'line', points: series([18, 22, 19, 27, 30, 28, 34, 38], weeks) },
    },
    {
      value: 'reports',
      label: 'Reports',
      heading: 'Inquiries by month',
      series: { summary: 'Inquiries by month for the last six months, December so far.', kind: 'bars', points: series([19, 17, 23, 21, 27, 2], ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']) },
    },
  ],
};

export const analyticsPage: FiguresPageContent<'traffic' | 'content' | 'audience'> = {
  id: 'analytics',
  figuresTitle: 'Site metrics',
  figures: analyticsMetrics,
  chartsTitle: 'Reports',
  chartsLabel: 'Analytics reports',
  tabs: [
    {
      value: 'traffic',
      label: 'Traffic Sources',
      heading: 'Where visits come from (%)',
      series: {
        summary: 'Share of visits by source: organic search leads, followed by direct, referral, social and email.',
        kind: 'bars',
        points: series([42, 24, 15, 11, 8], ['Search', 'Direct', 'Referral', 'Social', 'Email']),
      },
    },
    {
      value: 'content',
      label: 'Content Performance',
      heading: 'Most read articles',
      series: {
        summary: 'Page views of the six most read articles, led by the buying-signals guide.',
        kind: 'bars',
        points: series([920, 780, 640, 510, 430, 380], ['Signals', 'Email', 'SDRs', 'ABM', 'Scripts', 'Pipeline']),
      },
    },
    {
      value: 'audience',
      label: 'Audience',
      heading: 'Returning visitors',
      series: { summary: 'Returning visitors per week over the last eight weeks.', kind: 'line', points: series([120, 134, 128, 150, 162, 158, 171, 186], weeks) },
    },
  ],
};
