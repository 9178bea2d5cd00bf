import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { PageProps } from '../../routes';
import type { WaitingRecord } from '../../leads/outbox';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toast';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Table, type Column } from '../components/Table';
import { PageHeader } from '../components/PageHeader';
import { useFocusAfterRemoval } from '../components/useFocusAfterRemoval';
import { useFocusRescue } from '../components/useFocusRescue';
import { lazyRetry } from '../../ui/lazyRetry';

// The inbox (sign-in form, or the leads once signed in) loads on demand, above the outbox.
const InboxSection = lazyRetry(() => import('../inbox/InboxSection'));

type Client = typeof import('../../leads/client');
// The outbox code (idb, delivery) loads with this page only.
const loadClient = () => import('../../leads/client');

type WaitingState = WaitingRecord['state'];
const stateTones: Record<WaitingState, BadgeTone> = { queued: 'amber', refused: 'rose' };
const stateLabels: Record<WaitingState, string> = { queued: 'Queued', refused: 'Refused' };
// Around the sender's name (shown as text): what Discard is about to delete.
const discardWhy: Record<WaitingState, [string, string]> = {
  queued: ['The lead from ', ' will be deleted from this device and not sent again. If a try was already on its way, it may already have been sent.'],
  refused: ['The server refused the lead from ', ', and it will be deleted from this device.'],
};
const kindLabels: Record<string, string> = { contact: 'Contact', proposal: 'Proposal', newsletter: 'Newsletter', application: 'Application' };

/** What a lead says beyond who sent it, in form order (the outbox keeps every field as typed). */
const extraFields = [
  ['company', 'Company'],
  ['service', 'Service'],
  ['job', 'Job'],
  ['link', 'Link'],
  ['message', 'Message'],
] as const;

/** Who sent it, in full (a long address wraps), and what they wrote behind a disclosure. Text only. */
function Sender({ lead }: { lead: WaitingRecord }) {
  const { name, email } = lead.fields;
  const extras = extraFields.filter(([key]) => lead.fields[key]);
  return (
    <div className="min-w-44 max-w-72 text-left font-normal">
      <span className="block break-words font-semibold text-ink">{name || email}</span>
      {name && <span className="block break-all text-sm text-slate-600">{email}</span>}
      {extras.length > 0 && (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">What they wrote</summary>
          <dl className="m-0 mt-2 grid gap-2">
            {extras.map(([key, label]) => (
              <div key={key}>
                <dt className="font-semibold text-slate-700">{label}</dt>
                <dd className="m-0 whitespace-pre-wrap break-words text-ink [overflow-wrap:anywhere]">{lead.fields[key]}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}

/** Who sent a lead, as the toasts name them. */
const senderOf = (r: WaitingRecord) => r.fields.name || r.fields.email;

const when = (iso: string | undefined) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '');

function details(r: WaitingRecord): string {
  if (r.state === 'refused') return Object.values(r.errors ?? {}).join(' ');
  const next = r.nextAttemptAt > Date.now() ? `; next try ${when(new Date(r.nextAttemptAt).toISOString())}` : '';
  return r.attempts === 0 ? 'Waiting to be sent' : `${r.lastError ?? 'Not sent yet.'} ${r.attempts} ${r.attempts === 1 ? 'try' : 'tries'}${next}`;
}

/**
 * /dashboard/leads: the lead inbox (every lead on the server, after signing in), then the leads
 * submitted from THIS browser on this device (the on-device outbox), with their delivery state.
 */
export default function LeadsPage(_: PageProps) {
  const [client, setClient] = useState<Client | null>(null);
  const [records, setRecords] = useState<WaitingRecord[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [discarding, setDiscarding] = useState<WaitingRecord | null>(null);
  // A discarded or delivered lead takes its row and buttons with it: focus then goes to the last Discard left, or the outbox.
  const opener = useRef<HTMLElement | null>(null);
  const outbox = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterRemoval(opener, outbox, 'button[data-action="discard"]', outbox);

  const refresh = useCallback(async (c: Client) => setRecords(await c.outboxRecords()), []);

  useEffect(() => {
    let unsubscribe = () => {};
    let live = true;
    loadClient()
      .then((c) => {
        if (!live) return;
        setClient(c);
        unsubscribe = c.subscribe(() => void refresh(c));
        return refresh(c);
      })
      .catch(() => setFailed(true));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [refresh]);

  const act = async (id: string, work: (c: Client) => Promise<unknown>) => {
    if (!client) return;
    setBusy(id);
    try {
      await work(client);
      await refresh(client);
    } finally {
      setBusy(null);
    }
  };
  // A lead that left the outbox (delivered, discarded elsewhere) took its row's focused button with it.
  useFocusRescue(outbox, focusAfter, records);

  // Says how the try went.
  const retry = (r: WaitingRecord) => {
    return act(r.id, async (c) => {
      const after = await c.retryLead(r.id);
      const who = senderOf(r);
      if (after?.state === 'sent') void showToast(`The lead from ${who} reached the server`);
      else if (after?.state === 'refused') void showToast(`The server refused the lead from ${who}`, { description: Object.values(after.errors ?? {}).join(' ') });
      else if (after) void showToast(`The lead from ${who} is still waiting`, { description: after.lastError });
    }).catch((e: unknown) => void showToast('That lead could not be retried', { description: e instanceof Error ? e.message : String(e) }));
  };
  // Throws when the device could not delete it: the dialog stays open and says so.
  const discard = async (r: WaitingRecord) => {
    await act(r.id, async (c) => {
      // A send already on its way (this tab's, another's, the service worker's) got there first.
      const outcome = await c.discardLead(r.id);
      const who = senderOf(r);
      if (outcome === 'sent') void showToast(`The lead from ${who} had already reached the server`, { description: 'It was not discarded.' });
      if (outcome === 'gone') void showToast(`The lead from ${who} had already left this device`, { description: 'Another window sent or discarded it first.' });
    });
    setDiscarding(null);
  };

  const columns: Column<WaitingRecord>[] = [
    { header: 'From', rowHeader: true, cell: (r) => <Sender lead={r} /> },
    { header: 'Submitted', cell: (r) => when(r.createdAt), className: 'whitespace-nowrap' },
    { header: 'Form', cell: (r) => kindLabels[r.kind] ?? r.kind },
    { header: 'State', cell: (r) => <Badge tone={stateTones[r.state]}>{stateLabels[r.state]}</Badge> },
    { header: 'Details', cell: (r) => <span className="block max-w-80 text-slate-600">{details(r)}</span> },
    {
      header: 'Actions',
      actions: true,
      cell: (r) => (
        <div className="flex flex-col items-stretch gap-2">
          {r.state === 'queued' && (
            // aria-disabled while it works, not disabled: that would drop the focus of the keyboard user who pressed it.
            <Button
              size="sm"
              variant="secondary"
              aria-disabled={busy === r.id || undefined}
              aria-label={`Retry sending the lead from ${r.fields.email ?? ''}`}
              onClick={(event) => {
                if (busy === r.id) return;
                opener.current = event.currentTarget;
                void retry(r);
              }}
            >
              <Icon name="i-lucide-refresh-cw" className="h-4 w-4" />
              Retry
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-disabled={busy === r.id || undefined}
            aria-label={`Discard the lead from ${r.fields.email ?? ''}`}
            data-action="discard"
            onClick={(event) => {
              if (busy === r.id) return;
              opener.current = event.currentTarget;
              setDiscarding(r);
            }}
          >
            <Icon name="i-lucide-trash-2" className="h-4 w-4" />
            Discard
          </Button>
        </div>
      ),
    },
  ];

  const queued = records?.filter((r) => r.state === 'queued').length ?? 0;
  return (
    <>
      <Suspense fallback={<p className="m-0 mb-10 text-slate-600">Opening the lead inbox…</p>}>
        <InboxSection />
      </Suspense>
      <PageHeader
        title="This device’s outbox"
        intro="Leads submitted from this browser on this device that the server does not have yet. Once the server confirms a lead, it leaves this device; every lead, from every device, is in the server’s lead database (npm run leads -- list)."
      />
      <div ref={outbox} tabIndex={-1} className="card p-2 sm:p-4" data-state={records ? 'ready' : 'loading'}>
        {failed ? (
          <p className="m-0 p-4 text-slate-700">This browser does not allow on-device storage, so there is no outbox here.</p>
        ) : !records ? (
          <p className="m-0 p-4 text-slate-600">Reading the outbox…</p>
        ) : records.length === 0 ? (
          <p className="m-0 p-4 text-slate-700">Nothing is waiting on this device: every lead submitted here has reached the server.</p>
        ) : (
          <>
            <p className="m-0 px-4 pt-2 text-sm text-slate-700" role="status">
              {records.length} {records.length === 1 ? 'lead' : 'leads'} on this device, {queued} waiting to be sent.
            </p>
            <Table caption="Leads in this device’s outbox" captionHidden columns={columns} rows={records} rowKey={(r) => r.id} />
          </>
        )}
      </div>
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this lead?"
        body={
          discarding && (
            <p className="m-0">
              {discardWhy[discarding.state][0]}
              <span dir="auto">{(discarding.fields.name || discarding.fields.email || '').slice(0, 200)}</span>
              {discardWhy[discarding.state][1]}
            </p>
          )
        }
        confirmLabel="Discard"
        danger
        onCancel={() => setDiscarding(null)}
        onConfirm={() => discarding && discard(discarding)}
        returnFocus={focusAfter}
      />
    </>
  );
}
