import { MutationCache, QueryClient, onlineManager, type Mutation } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { signal } from '@preact/signals-react';
import type { InboxLead, LeadNote, LeadPatch, SessionInfo } from '../../leads/inboxApi';
import { showToast } from '../../ui/toast';
import { inboxApi, isApiError, onUnauthorized } from './api';
import { allowWrites, deleteInboxDatabase, idbStorage } from './idbStorage';
import { setInboxSession } from './marker';

/**
 * SPEC's data-client defaults: 3 retries, backoff doubling from 1 s and capped at 30 s, and 5
 * minutes' retention of an unused query. A 4xx is the server's answer, not a failure: no retry.
 */
export const SPEC_RETRIES = 3;
export const SPEC_GC_TIME = 5 * 60_000;
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);
const retry = (count: number, error: unknown) => count < SPEC_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500);

/**
 * The inbox's queries live longer than SPEC's 5 minutes: they are the offline copy, persisted to
 * IndexedDB and restored on the next visit, and a query collected from memory would be dropped from
 * the persisted copy too. A day covers opening the inbox offline on a working day after one visit;
 * the copy of personal data is gone a day after the last visit (or at sign-out, at once).
 */
export const INBOX_GC_TIME = 24 * 60 * 60_000;
/** New leads appear within this while the inbox (or its count in the sidebar) is on screen. */
export const POLL_MS = 30_000;

/** Every inbox query key starts with this and the account's email, so accounts never share entries. */
export const inboxKey = (email: string, ...rest: unknown[]) => ['inbox', email, ...rest] as const;
export const SESSION_KEY = ['inbox', '@session'] as const;
export const PATCH_KEY = 'lead-patch';
export const NOTE_KEY = 'lead-note';
/** Queued changes go out one at a time, in the order they were made. */
const scope = { id: 'inbox-changes' };

export interface PatchVars extends LeadPatch {
  email: string;
  leadId: string;
}
export interface NoteVars {
  email: string;
  leadId: string;
  note: LeadNote;
}

/** A status or assignee change the server refused as stale: what was asked and what the server has. */
export interface Conflict {
  mine: PatchVars;
  theirs: InboxLead;
}
export const conflicts = signal<Conflict[]>([]);

// A change queued after another on the same lead named the version both saw: once the first went
// through, the next names the version it produced (the server's answer), not a stale one.
const versionAfter = new Map<string, { from: number; to: number }>();

const mutationCache = new MutationCache();
export const queryClient = new QueryClient({
  mutationCache,
  defaultOptions: {
    queries: { retry, retryDelay, gcTime: SPEC_GC_TIME },
    mutations: { retry, retryDelay, scope },
  },
});
queryClient.setQueryDefaults(['inbox'], { gcTime: INBOX_GC_TIME });

const refreshLead = (email: string, leadId: string) => queryClient.invalidateQueries({ queryKey: inboxKey(email) }).then(() => leadId);

// Mutation defaults by key, so a change queued offline and restored after a reload can still run.
queryClient.setMutationDefaults([PATCH_KEY], {
  mutationFn: async ({ leadId, email: _email, version, ...change }: PatchVars) => {
    const known = versionAfter.get(leadId);
    const sent = known && known.from === version ? known.to : version;
    const lead = await inboxApi.patch(leadId, { ...change, version: sent });
    versionAfter.set(leadId, { from: version, to: lead.version });
    return lead;
  },
  onError: (error, vars) => {
    const v = vars as PatchVars;
    if (isApiError(error, 409) && error.body?.lead) conflicts.value = [...conflicts.value.filter((c) => c.mine.leadId !== v.leadId), { mine: v, theirs: error.body.lead }];
    else if (!isApiError(error, 401)) void showToast('A change to a lead was not saved', { description: error.message });
  },
  onSettled: (_data, _error, vars) => refreshLead((vars as PatchVars).email, (vars as PatchVars).leadId),
});
queryClient.setMutationDefaults([NOTE_KEY], {
  mutationFn: ({ leadId, note }: NoteVars) => inboxApi.addNote(leadId, { id: note.id, text: note.text }),
  onError: (error) => {
    if (!isApiError(error, 401)) void showToast('A note was not saved', { description: error.message });
  },
  onSettled: (_data, _error, vars) => refreshLead((vars as NoteVars).email, (vars as NoteVars).leadId),
});

const persister = createAsyncStoragePersister({ storage: idbStorage, key: 'inbox-cache', throttleTime: 1000 });
// The persister's types name its own copy of query-core (a patch release apart from react-query's;
// the build gives both one copy: vite.config.ts), hence the cast.
const persistOptions = { queryClient: queryClient as never, persister, buster: 'inbox-1', maxAge: INBOX_GC_TIME };

// TanStack starts out online whatever the browser says: a page opened offline would try its queued changes at once.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

let unsubscribe: (() => void) | null = null;
/** Settles once the persisted cache (leads and queued changes) is back in memory, and saving is on. */
export const restored: Promise<void> = persistQueryClientRestore(persistOptions)
  .catch(() => undefined)
  .then(() => {
    unsubscribe = persistQueryClientSubscribe(persistOptions);
    if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  });

/** The account whose copy is on this device, if any. */
export const persistedSession = () => queryClient.getQueryData<SessionInfo>(SESSION_KEY);

const isQueued = (m: Mutation<unknown, Error, unknown>) => m.state.status === 'pending';

/** Starts saving again after a sign-in (a wipe stopped it). */
export function startSaving(): void {
  allowWrites(true);
  unsubscribe ??= persistQueryClientSubscribe(persistOptions);
}

export type WipeReason = 'sign-out' | 'expired' | 'other-account';
const wipeMessages: Record<Exclude<WipeReason, 'other-account'>, string> = {
  'sign-out': 'You are signed out',
  expired: 'Your session has ended',
};

let wiping: Promise<void> | null = null;
/**
 * Removes the account's copy from this device: the cache in memory, the persisted client, the
 * database itself and the queued changes; then says so (not for a silent switch of account).
 */
export function wipeInbox(reason: WipeReason): Promise<void> {
  return (wiping ??= (async () => {
    const queued = mutationCache.getAll().filter(isQueued).length;
    allowWrites(false);
    unsubscribe?.();
    unsubscribe = null;
    setInboxSession(false);
    conflicts.value = [];
    versionAfter.clear();
    void queryClient.cancelQueries();
    queryClient.clear();
    let removed = true;
    try {
      await persister.removeClient();
      await deleteInboxDatabase();
    } catch {
      removed = false;
    }
    if (reason !== 'other-account') {
      const what = queued > 0 ? `The leads and ${queued} unsent ${queued === 1 ? 'change' : 'changes'} were removed from this device.` : 'The leads were removed from this device.';
      void showToast(wipeMessages[reason], { description: removed ? what : 'The leads could not all be removed from this device: clear its site data.' });
    }
  })().finally(() => (wiping = null)));
}

// Any admin call answering 401: the session is gone, and so is this device's copy.
onUnauthorized(() => void wipeInbox('expired'));
