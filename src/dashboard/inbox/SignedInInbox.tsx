import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { QueryClientProvider, onlineManager, useQueryClient } from '@tanstack/react-query';
import { LEAD_STATUSES, SEARCH_MAX_LENGTH, type LeadStatus, type SessionInfo } from '../../leads/inboxApi';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Tabs } from '../../ui/Tabs';
import { inboxApi, isApiError } from './api';
import { ConflictDialog } from './ConflictDialog';
import { useLeadList, usePendingNotes, usePendingPatches, useSession, withPending } from './hooks';
import { InboxList } from './InboxList';
import { clock, statusLabels } from './labels';
import { LeadPanel } from './LeadPanel';
import { queryClient, startSaving, wipeInbox } from './queryClient';

export { restored } from './queryClient';

type Tab = 'all' | LeadStatus;
const tabs: readonly Tab[] = ['all', ...LEAD_STATUSES];

export const useOnline = () => useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline(), () => true);

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Below this width the panel covers the list (the `lg` breakpoint). */
const WIDE = '(min-width: 1024px)';
const useWide = () =>
  useSyncExternalStore(
    (onChange) => {
      const query = matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => matchMedia(WIDE).matches,
    () => true,
  );

function Inbox({ me }: { me: SessionInfo }) {
  const searchId = useId();
  const online = useOnline();
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const list = useLeadList(me.email, { status: tab === 'all' ? undefined : tab, q: q || undefined });
  const pendingPatches = usePendingPatches(me.email);
  const pendingNotes = usePendingNotes(me.email);
  const [selected, setSelected] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const leads = useMemo(() => (list.data?.pages ?? []).flatMap((p) => p.leads).map((l) => withPending(l, pendingPatches)), [list.data, pendingPatches]);
  const counts = list.data?.pages[0]?.counts;
  const visibleTotal = counts ? LEAD_STATUSES.filter((s) => s !== 'spam').reduce((sum, s) => sum + counts[s], 0) : undefined;
  const tabLabel = (t: Tab) => {
    const n = t === 'all' ? visibleTotal : counts?.[t];
    return `${t === 'all' ? 'All' : statusLabels[t]}${n === undefined ? '' : ` (${n})`}`;
  };

  const close = () => {
    setSelected(null);
    const row = opener.current;
    // The row may have left the tab (its status changed): focus the list's first row instead.
    requestAnimationFrame(() => (row?.isConnected ? row : document.querySelector<HTMLElement>('[data-lead-id]'))?.focus());
  };
  const signOut = async () => {
    // Offline, the cookie stays on the server until it expires; the device's copy goes now either way.
    await inboxApi.signOut().catch(() => undefined);
    await wipeInbox('sign-out');
  };

  const stale = !online || list.isPaused || (list.isError && list.data);
  const queued = pendingPatches.length + pendingNotes.length;
  const wide = useWide();
  const body = (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:items-start">
      <div className="card min-w-0 p-0" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <p className="m-0 p-4 text-slate-600">{online ? 'Loading leads…' : 'You are offline and this tab has not been saved on this device yet.'}</p>
        ) : list.isError && !list.data ? (
          <p className="m-0 p-4 text-slate-700">The leads could not be loaded: {list.error.message}</p>
        ) : leads.length === 0 ? (
          <p className="m-0 p-4 text-slate-700">{q ? 'No lead matches that search.' : 'No leads here.'}</p>
        ) : (
          <>
            <InboxList
              leads={leads}
              selected={selected}
              onOpen={(id, row) => {
                opener.current = row;
                setSelected(id);
              }}
            />
            {list.hasNextPage && (
              <div className="border-t border-slate-200 p-3">
                <Button variant="secondary" size="sm" aria-disabled={list.isFetchingNextPage || undefined} onClick={() => !list.isFetchingNextPage && void list.fetchNextPage()}>
                  Load more leads
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      {selected && (
        <div className={wide ? 'min-w-0 lg:sticky lg:top-20' : 'fixed inset-0 z-40 overflow-y-auto bg-slate-950/55 p-2 sm:p-4'}>
          <LeadPanel key={selected} me={me} id={selected} fromList={leads.find((l) => l.id === selected)} onClose={close} />
        </div>
      )}
    </div>
  );

  return (
    <section aria-labelledby="inbox-title" className="mb-10" data-testid="inbox">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id="inbox-title" className="m-0 text-2xl font-bold tracking-tight text-ink">
            Lead inbox
          </h2>
          <p className="m-0 mt-1 break-words text-slate-600">
            Signed in as {me.email} ({me.role === 'admin' ? 'admin' : 'sales'}).
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void signOut()}>
          <Icon name="i-lucide-log-out" className="h-4 w-4" />
          Sign out
        </Button>
      </div>
      <div role="status" className="mb-3 text-sm text-slate-700 empty:hidden">
        {stale && list.dataUpdatedAt > 0 ? `Offline: leads as of ${clock(list.dataUpdatedAt)}.` : ''}
        {queued > 0 ? ` ${queued} ${queued === 1 ? 'change' : 'changes'} waiting to be sent.` : ''}
      </div>
      <div className="mb-3 max-w-md">
        <label htmlFor={searchId} className="field-label">
          Search leads
        </label>
        <input
          id={searchId}
          type="search"
          className="field"
          value={search}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder="Name, email, company or message"
        />
      </div>
      <Tabs
        label="Lead status"
        value={tab}
        onChange={(t) => {
          setTab(t);
          setSelected(null);
        }}
        items={tabs.map((t) => ({ value: t, label: tabLabel(t), panel: t === tab ? body : null }))}
      />
      <ConflictDialog email={me.email} />
    </section>
  );
}

/** Who is signed in decides whose cache is shown; a 401 ends it all (queryClient.ts: wipeInbox). */
function Session() {
  const session = useSession();
  const client = useQueryClient();
  const email = session.data?.email;

  useEffect(() => {
    if (!email) return;
    // Saving on again (a wipe stopped it), and nothing of another account kept beside this one's.
    startSaving();
    client.removeQueries({ predicate: (q) => q.queryKey[0] === 'inbox' && q.queryKey[1] !== email && q.queryKey[1] !== '@session' });
    for (const m of client.getMutationCache().getAll()) if (m.options.mutationKey?.[1] !== email) client.getMutationCache().remove(m);
  }, [email, client]);

  if (session.data) return <Inbox me={session.data} />;
  return (
    <section aria-labelledby="inbox-title" className="mb-10">
      <h2 id="inbox-title" className="m-0 mb-2 text-2xl font-bold tracking-tight text-ink">
        Lead inbox
      </h2>
      <p role="status" className="m-0 text-slate-600">
        {session.isError && !isApiError(session.error, 401)
          ? `The inbox could not be opened: ${session.error.message}`
          : session.isPaused
            ? 'You are offline, and the inbox was not saved on this device: it opens once you are back online.'
            : 'Opening the lead inbox…'}
      </p>
    </section>
  );
}

/** The signed-in inbox with its query client (loaded on demand: TanStack Query comes with it). */
export default function SignedInInbox() {
  return (
    <QueryClientProvider client={queryClient}>
      <Session />
    </QueryClientProvider>
  );
}
