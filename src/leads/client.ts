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
export { leadStatusCopy } from '../content/leadStatus';
export * from './formFields';
export type { SubmitResult } from './delivery';
export type { OutboxRecord, WaitingRecord } from './outbox';

const CHANNEL = 'northstar-leads';
const listeners = new Set<() => void>();
let delivery: Delivery | null = null;
let channel: BroadcastChannel | null = null;

function notify(): void {
  for (const listener of listeners) listener();
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
  });
  channel?.addEventListener('message', notify);
  const current = delivery;
  window.addEventListener('online', () => void current.flush(true));
  void current.flush(true);
  return current;
}

export function submitLead(kind: LeadKind, fields: LeadFields): Promise<SubmitResult> {
  return startDelivery().submit(kind, fields);
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
