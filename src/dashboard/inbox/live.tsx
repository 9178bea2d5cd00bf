import { QueryClientProvider } from '@tanstack/react-query';
import type { StatCard } from '../../content/dashboard/stats';
import { LEAD_STATUSES } from '../../leads/inboxApi';
import { useAnalyticsReport } from '../analytics/useAnalyticsReport';
import { StatCards } from '../components/StatCards';
import { useLeadCounts, useSession } from './hooks';
import { queryClient } from './queryClient';

export { restored } from './queryClient';

function useNewCount() {
  const session = useSession();
  const counts = useLeadCounts(session.data?.email);
  return counts.data;
}

function Badge() {
  const counts = useNewCount();
  if (!counts?.new) return null;
  return (
    <span className="ns-label ml-auto rounded-full bg-sky-300 px-2 py-0.5 text-xs font-bold text-night" data-testid="new-leads-badge">
      {counts.new}
      <span className="sr-only"> new</span>
    </span>
  );
}

/** The count of `new` leads beside the sidebar's Leads entry, refreshed every 30 s. */
export function NewLeadsBadge() {
  return (
    <QueryClientProvider client={queryClient}>
      <Badge />
    </QueryClientProvider>
  );
}

function Figures({ sample }: { sample: readonly StatCard[] }) {
  const counts = useNewCount();
  const session = useSession();
  const visitors = useAnalyticsReport(session.data?.email, 30).data?.totals.visitors;
  const inquiries = counts ? LEAD_STATUSES.filter((s) => s !== 'spam').reduce((sum, s) => sum + counts[s], 0) : undefined;
  const stats = sample.map((card) =>
    card.label === 'Total Visitors'
      ? { ...card, value: visitors === undefined ? '…' : visitors.toLocaleString('en-US'), note: 'last 30 days, site analytics' }
      : card.label === 'New Leads'
      ? { ...card, value: counts ? counts.new.toLocaleString('en-US') : '…', note: 'in the lead inbox, not yet contacted' }
      : card.label === 'Inquiries'
        ? { ...card, value: inquiries === undefined ? '…' : inquiries.toLocaleString('en-US'), note: counts ? `${counts.new.toLocaleString('en-US')} unread` : 'from the lead inbox' }
        : card,
  );
  return <StatCards stats={stats} />;
}

/** The Overview's figure cards with New Leads and Inquiries from the lead inbox, Total Visitors from the site's analytics. */
export function LiveFigures({ sample }: { sample: readonly StatCard[] }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Figures sample={sample} />
    </QueryClientProvider>
  );
}
