import { wrap } from 'idb';
import { leadStatusCopy } from '../content/leadStatus';
import { showToast } from '../ui/toast';
import { Delivery, type DiscardOutcome, type SubmitResult } from './delivery';
import { LEAD_ENDPOINT } from './endpoint';
import { LEADS_CHANNEL, webLeadLock } from './leadLock';
import { fillForm } from './formFields';
import { draftKey, type LeadKind } from './limits';
import type { OutboxRecord, WaitingRecord } from './outbox';
import { indexedDbStore } from './outboxDb';
import { setPending } from './pending';
import type { LeadFields } from './validation';

/**
 * The browser side of lead delivery, loaded with the first form use (or at app start when
 * leads are waiting): one Delivery over the IndexedDB outbox, resent on `online`, shared
 * between tabs through a BroadcastChannel so every open dashboard shows the same outbox.
 */
export { validateLeadFields } from './validation';
export { leadStatusCopy };
export * from './formFields';
export type { SubmitResult } from './delivery';
export type { OutboxRecord, WaitingRecord } from './outbox';

// This code loads with a form's first focus, while the connection is there, and is ready only
// with the toasts' code: a toast can then still say where a lead is once the connection is gone.
await import('../ui/Toasts').catch(() => undefined);

const listeners = new Set<() => void>();
/** What a form's status line says once the lead it saved was refused later (src/site/forms/useLeadForm.ts). */
export interface LaterStatus {
  tone: 'error';
  text: string;
}
/** A form waiting to hear what became of the lead it saved (`done()` without a status: it has gone out). */
interface Waiting {
  done: (later?: LaterStatus) => void;
  form?: HTMLFormElement;
  /** The form's page: its draft's key if the visitor has moved on. */
  path: string;
}
const waiting = new Map<string, Waiting>();
let delivery: Delivery | null = null;
let channel: BroadcastChannel | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * A refused lead's text goes back where it was typed (the form was emptied when it was saved):
 * into the form's empty fields if it is still on the page, else into its page's draft.
 */
function putBack({ form, path }: Waiting, record: OutboxRecord): void {
  const values = record.fields;
  if (form?.isConnected) {
    fillForm(form, values);
    // The form hears it as input: it counts as unsaved again and is kept as the tab's draft.
    form.dispatchEvent(new Event('input', { bubbles: true }));
  } else
    try {
      const key = draftKey(record.kind, path);
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // No storage: the text stays in the dashboard's outbox on this device.
    }
}

/** The toast for leads a form saved on the device that have now gone out. */
const toastDelivered = (count: number) => void showToast(leadStatusCopy.sentToast, { description: leadStatusCopy.delivered(count) });

function delivered(ids: readonly string[], later?: LaterStatus, refused: readonly OutboxRecord[] = []): void {
  for (const id of ids) {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (!entry) continue;
    const record = refused.find((r) => r.id === id);
    if (record) putBack(entry, record);
    entry.done(later && record ? { ...later, text: `${later.text} ${leadStatusCopy.putBack}` } : later);
  }
}

/** The one Delivery of this page; starts it (and sends anything queued) on first use. */
export function startDelivery(): Delivery {
  if (delivery) return delivery;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(LEADS_CHANNEL) : null;
  delivery = new Delivery({
    store: typeof indexedDB === 'undefined' ? null : indexedDbStore(),
    endpoint: LEAD_ENDPOINT,
    lock: webLeadLock,
    onChange: (records) => {
      setPending(records.some((r) => r.state === 'queued'));
      channel?.postMessage('changed');
      notify();
    },
    onDelivered: (records) => {
      const ids = records.map((r) => r.id);
      channel?.postMessage({ delivered: ids });
      delivered(ids);
      toastDelivered(ids.length);
    },
    // A lead saved on the device that the server then refused: its form said it would be sent, so say it was not.
    onRefused: (records) => {
      const reasons = records.flatMap((r) => Object.values(r.errors ?? {})).join(' ');
      const later: LaterStatus = { tone: 'error', text: `${leadStatusCopy.refusedLater} ${reasons}` };
      const ids = records.map((r) => r.id);
      channel?.postMessage({ refused: ids, later, records });
      delivered(ids, later, records);
      void showToast(leadStatusCopy.refusedLater, { description: reasons });
    },
  });
  // Another tab, or the service worker (public/lead-replay.js), may send what a form in this one saved.
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { delivered?: unknown; refused?: unknown; later?: LaterStatus; records?: OutboxRecord[]; worker?: unknown } | null;
    const ids = data?.delivered ?? data?.refused;
    if (Array.isArray(ids)) {
      const known = ids.filter((id): id is string => typeof id === 'string');
      // No page sent it, so none has said so: this one says it for the forms it has waiting.
      const mine = data?.worker === true ? known.filter((id) => waiting.has(id)) : [];
      if (mine.length > 0) toastDelivered(mine.length);
      delivered(known, data?.refused ? data.later : undefined, data?.refused ? data.records : undefined);
    }
    // A page that sends also posts 'changed' (onChange); the worker's message is all it says.
    if (!Array.isArray(ids) || data?.worker === true) notify();
  });
  const current = delivery;
  window.addEventListener('online', () => void current.flush(true));
  void current.flush(true);
  return current;
}

/**
 * Submits a lead; `onDeliveredLater` runs if it was saved on the device and later goes out (no
 * argument) or is refused by the server (with what the form should say instead).
 */
export async function submitLead(kind: LeadKind, fields: LeadFields, onDeliveredLater?: (later?: LaterStatus) => void, form?: HTMLFormElement): Promise<SubmitResult> {
  const path = location.pathname;
  const result = await startDelivery().submit(kind, fields);
  // For the page's analytics (lib/analytics/collector.ts): that a lead was sent here, never its content.
  // An event, not an import: a shared module would add a chunk to the forms' first load.
  if (result.state === 'sent' || result.state === 'queued') dispatchEvent(new CustomEvent('northstar:lead-sent', { detail: path }));
  if (result.state === 'queued' && onDeliveredLater) waiting.set(result.record.id, { done: onDeliveredLater, form, path });
  return result;
}

export const outboxRecords = (): Promise<WaitingRecord[]> => startDelivery().records();
export const retryLead = (id: string) => startDelivery().retry(id);
/**
 * The service worker keeps its own copy of a lead POST that failed for lack of network and replays
 * it once the connection is back, even with no page open (scripts/lead-sync.ts, Workbox Background
 * Sync). It replays only leads the outbox still has queued; a discarded lead's copy goes too, so
 * nothing is left behind to send.
 */
function leadIdOf(entry: { requestData?: { body?: ArrayBuffer } }): unknown {
  try {
    return (JSON.parse(new TextDecoder().decode(entry.requestData?.body)) as { id?: unknown }).id;
  } catch {
    return undefined;
  }
}

async function forgetReplay(id: string): Promise<void> {
  try {
    // Opened at whatever version Workbox made it; if there is none, nothing failed offline: create nothing.
    const opened = await new Promise<IDBDatabase | null>((resolve) => {
      const open = indexedDB.open('workbox-background-sync');
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onsuccess = () => resolve(open.result);
      open.onerror = (event) => {
        event.preventDefault();
        resolve(null);
      };
    });
    if (!opened) return;
    const db = wrap(opened);
    try {
      if (!db.objectStoreNames.contains('requests')) return;
      let cursor = await db.transaction('requests', 'readwrite').store.openCursor();
      while (cursor) {
        if (leadIdOf(cursor.value) === id) await cursor.delete();
        cursor = await cursor.continue();
      }
    } finally {
      db.close();
    }
  } catch {
    // No such database, or not one this code knows: nothing of ours to remove.
  }
}

export const discardLead = (id: string): Promise<DiscardOutcome> => startDelivery().discard(id, () => forgetReplay(id));

/** Calls `listener` whenever the outbox changes, in this tab or another. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
