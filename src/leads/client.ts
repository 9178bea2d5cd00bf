import { leadStatusCopy } from '../content/leadStatus';
import { showToast } from '../ui/toast';
import { Delivery, type SubmitResult } from './delivery';
import { LEAD_ENDPOINT } from './endpoint';
import type { LeadKind } from './limits';
import type { WaitingRecord } from './outbox';
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

const CHANNEL = 'northstar-leads';
const listeners = new Set<() => void>();
/** Forms waiting to hear that the lead they saved has gone out, by lead id. */
const waiting = new Map<string, () => void>();
let delivery: Delivery | null = null;
let channel: BroadcastChannel | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function delivered(ids: readonly string[]): void {
  for (const id of ids) {
    waiting.get(id)?.();
    waiting.delete(id);
  }
}

/** The one Delivery of this page; starts it (and sends anything queued) on first use. */
export function startDelivery(): Delivery {
  if (delivery) return delivery;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  delivery = new Delivery({
    store: typeof indexedDB === 'undefined' ? null : indexedDbStore(),
    endpoint: LEAD_ENDPOINT,
    onChange: (records) => {
      setPending(records.some((r) => r.state === 'queued'));
      channel?.postMessage('changed');
      notify();
    },
    onDelivered: (records) => {
      const ids = records.map((r) => r.id);
      channel?.postMessage({ delivered: ids });
      delivered(ids);
      void showToast(leadStatusCopy.sentToast, { description: leadStatusCopy.delivered(ids.length) });
    },
  });
  // Another tab may send what a form in this one saved.
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const ids = (event.data as { delivered?: unknown } | null)?.delivered;
    if (Array.isArray(ids)) delivered(ids.filter((id): id is string => typeof id === 'string'));
    else notify();
  });
  const current = delivery;
  window.addEventListener('online', () => void current.flush(true));
  void current.flush(true);
  return current;
}

/** Submits a lead; `onDeliveredLater` runs if it was saved on the device and goes out later. */
export async function submitLead(kind: LeadKind, fields: LeadFields, onDeliveredLater?: () => void): Promise<SubmitResult> {
  const result = await startDelivery().submit(kind, fields);
  if (result.state === 'queued' && onDeliveredLater) waiting.set(result.record.id, onDeliveredLater);
  return result;
}

export const outboxRecords = (): Promise<WaitingRecord[]> => startDelivery().records();
export const retryLead = (id: string) => startDelivery().retry(id);
export const discardLead = (id: string) => startDelivery().discard(id);

/** Calls `listener` whenever the outbox changes, in this tab or another. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
