import { useInfiniteQuery, useMutation, useMutationState, useQuery, type Mutation } from '@tanstack/react-query';
import type { InboxLead, LeadDetail, LeadNote, LeadPage, LeadStatus, SessionInfo } from '../../leads/inboxApi';
import { useEffect } from 'react';
import { inboxApi, isApiError, type LeadFilters } from './api';
import { NOTE_KEY, PATCH_KEY, POLL_MS, SESSION_KEY, inboxKey, wipeInbox, type NoteVars, type PatchVars } from './queryClient';

/** Who is signed in; kept with the cache, so the inbox knows whose copy it shows offline. */
export function useSession() {
  const session = useQuery<SessionInfo>({ queryKey: SESSION_KEY, queryFn: inboxApi.session, staleTime: 30_000 });
  // The session ended (expired, signed out elsewhere): nothing of it stays on the device.
  useEffect(() => {
    if (isApiError(session.error, 401)) void wipeInbox('expired');
  }, [session.error]);
  return session;
}

/** The list for a status tab and a search, page by page, refreshed every 30 s while shown. */
export function useLeadList(email: string, filters: LeadFilters) {
  return useInfiniteQuery({
    queryKey: inboxKey(email, 'list', filters),
    queryFn: ({ pageParam }) => inboxApi.leads({ ...filters, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: LeadPage) => last.nextCursor,
    refetchInterval: POLL_MS,
    placeholderData: (previous) => previous,
  });
}

/** Counts per status across every lead (the sidebar badge, the Overview cards), every 30 s. */
export function useLeadCounts(email: string | undefined) {
  return useQuery({
    queryKey: inboxKey(email ?? '', 'counts'),
    enabled: email !== undefined,
    queryFn: () => inboxApi.leads({ limit: 1 }).then((page) => page.counts),
    refetchInterval: POLL_MS,
  });
}

/** One lead with notes and history; the list's copy stands in until it arrives (or offline). */
export function useLeadDetail(email: string, id: string | null, fromList?: InboxLead) {
  return useQuery<LeadDetail>({
    queryKey: inboxKey(email, 'lead', id),
    queryFn: () => inboxApi.lead(id!),
    enabled: id !== null,
    placeholderData: fromList ? { ...fromList, notes: [], history: [] } : undefined,
  });
}

export function useAccounts(email: string) {
  return useQuery({ queryKey: inboxKey(email, 'users'), queryFn: () => inboxApi.users().then((r) => r.users), staleTime: 5 * 60_000 });
}

export function usePatchLead(email: string) {
  // The function and callbacks come from the defaults for the key (queryClient.ts), as for a change restored after a reload.
  return useMutation<InboxLead, Error, PatchVars>({ mutationKey: [PATCH_KEY, email] });
}

export function useAddNote(email: string) {
  return useMutation<LeadNote, Error, NoteVars>({ mutationKey: [NOTE_KEY, email] });
}

const queued = <V,>(m: Mutation<unknown, Error, unknown>) => m.state.variables as V;

/** Status and assignee changes not yet confirmed by the server (queued offline, or on their way), oldest first. */
export function usePendingPatches(email: string): PatchVars[] {
  return useMutationState({ filters: { mutationKey: [PATCH_KEY, email], status: 'pending' }, select: queued<PatchVars> });
}

/** Notes not yet confirmed by the server, oldest first. */
export function usePendingNotes(email: string): NoteVars[] {
  return useMutationState({ filters: { mutationKey: [NOTE_KEY, email], status: 'pending' }, select: queued<NoteVars> });
}

/** A lead as it will be once its queued changes are through: what the list and panel show. */
export function withPending(lead: InboxLead, pending: PatchVars[]): InboxLead & { pending: boolean } {
  let next: InboxLead & { pending: boolean } = { ...lead, pending: false };
  for (const p of pending) {
    if (p.leadId !== lead.id) continue;
    next = { ...next, pending: true, ...(p.status ? { status: p.status as LeadStatus } : {}), ...(p.assignee !== undefined ? { assignee: p.assignee } : {}) };
  }
  return next;
}
