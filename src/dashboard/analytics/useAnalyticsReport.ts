import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '../../lib/analytics/contract';
import { inboxApi } from '../inbox/api';
import { inboxKey, POLL_MS } from '../inbox/queryClient';

/**
 * The site's analytics for a range, under the account's inbox key: persisted with the inbox's
 * cache (shown offline, with its time) and removed with it at sign-out.
 */
export function useAnalyticsReport(email: string | undefined, days: AnalyticsRange) {
  return useQuery({
    queryKey: inboxKey(email ?? '', 'analytics', days),
    enabled: email !== undefined,
    queryFn: () => inboxApi.analytics(days),
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}
