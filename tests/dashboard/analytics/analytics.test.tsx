import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList, DailyChart } from '../../../src/dashboard/analytics/charts';
import { duration, percent, vitalValue } from '../../../src/dashboard/analytics/format';
import AnalyticsPage from '../../../src/dashboard/pages/AnalyticsPage';
import { Freshness, metricCards } from '../../../src/dashboard/analytics/figures';
import { rateVital, type AnalyticsReport } from '../../../src/lib/analytics/contract';
import { routes } from '../../../src/routes';

describe('the Analytics section', () => {
  it('signed out, keeps SPEC’s sample metrics and says they are samples', () => {
    localStorage.removeItem('northstar-inbox-session');
    render(<AnalyticsPage route={routes.find((r) => r.path === '/dashboard/analytics')!} />);
    const metrics = within(screen.getByRole('region', { name: 'Site metrics' })).getAllByRole('listitem');
    expect(metrics.map((m) => within(m).getByTestId('stat-value').textContent)).toEqual(['18,420', '3.8%', '2m 46s']);
    expect(screen.getByText('Sample figures for the demo: they do not come from your data.')).toBeTruthy();
  });

  it('gives the daily chart’s numbers to screen readers as a table, and hides the drawing from them', () => {
    const { container } = render(
      <DailyChart
        daily={[
          { day: '2026-12-06', views: 12, visitors: 5 },
          { day: '2026-12-07', views: 1234, visitors: 300 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Page views and visitors per day' });
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['DayPage viewsVisitors', 'Dec 6125', 'Dec 71,234300']);
    expect(container.querySelector('svg')!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('names each bar’s figure with its unit, and says so when a range has nothing', () => {
    const { rerender } = render(<BarList label="Visitors by device" unit="visitors" rows={[{ key: 'mobile', value: 7 }]} />);
    expect(within(screen.getByRole('list', { name: 'Visitors by device' })).getByRole('listitem').textContent).toBe('mobile7 visitors');
    rerender(<BarList label="Visitors by device" unit="visitors" rows={[]} />);
    expect(screen.getByText('Nothing counted in this range yet.')).toBeTruthy();
  });

  it('writes figures as people read them, and rates vitals by Google’s thresholds', () => {
    expect(duration(166_400)).toBe('2m 46s');
    expect(duration(4_000)).toBe('4s');
    expect(percent(1, 1)).toBe('100.0%');
    expect(percent(0, 0)).toBe('0%');
    expect(vitalValue('LCP', 2500)).toBe('2.50 s');
    expect(vitalValue('INP', 180)).toBe('180 ms');
    expect(vitalValue('CLS', 0.1)).toBe('0.10');
    expect([rateVital('LCP', 2500), rateVital('LCP', 2501), rateVital('LCP', 4001)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rateVital('INP', 200), rateVital('INP', 500), rateVital('CLS', 0.26)]).toEqual(['good', 'needs-improvement', 'poor']);
  });
});

describe('the signed-in figures', () => {
  const report: AnalyticsReport = {
    days: 30,
    from: '2026-11-08',
    to: '2026-12-07',
    generatedAt: '2026-12-07T22:37:00.000Z',
    totals: { views: 18_420, visitors: 5_000, conversions: 190, engagedMs: 5_000 * 166_000 },
    daily: [],
    sources: [],
    pages: [],
    vitals: [],
    devices: [],
    languages: [],
  };

  it('gives page views, conversions per unique visitor and the time per visitor and day', () => {
    expect(metricCards(report, 30).map((c) => [c.label, c.value, c.note])).toEqual([
      ['Page Views', '18,420', 'Last 30 days'],
      ['Conversion Rate', '3.8%', '190 of 5,000 visitors sent a lead'],
      ['Avg. Session Duration', '2m 46s', 'Time on the site per visitor and day'],
    ]);
    expect(metricCards(undefined, 7).map((c) => c.value)).toEqual(['…', '…', '…']);
  });

  it('says when the figures were made, and that they were not refreshed when the server could not be reached', () => {
    const { rerender } = render(<Freshness report={report} failed={false} />);
    expect(screen.getByTestId('analytics-as-of').textContent).toMatch(/^Measured on this site, without cookies: 2026-11-08 to 2026-12-07 \(UTC\), as of Dec 7, 2026, .+\.$/);
    rerender(<Freshness report={report} failed />);
    expect(screen.getByTestId('analytics-as-of').textContent).toMatch(/as of Dec 7, 2026, .+\. Not refreshed: the server could not be reached\.$/);
    rerender(<Freshness report={undefined} failed />);
    expect(screen.getByText('The figures could not be loaded; they appear once the server answers.')).toBeTruthy();
  });
});
