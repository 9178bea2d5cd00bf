// @vitest-environment node
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Delivery } from '../../src/leads/delivery';
import { LEAD_LOCK_PREFIX, LEADS_CHANNEL, type LeadLock } from '../../src/leads/leadLock';
import { newRecord, toLead, type OutboxRecord } from '../../src/leads/outbox';
import { indexedDbStore } from '../../src/leads/outboxDb';

/**
 * The service worker's replay of leads that failed offline (public/lead-replay.js), run as the
 * worker runs it, against the page's own outbox (IndexedDB), a keyed lock like Web Locks, and
 * Workbox's queue as its onSync sees it.
 */
type Entry = { request: Request };
type Replay = (options: { queue: { shiftRequest(): Promise<Entry | undefined>; unshiftRequest(e: Entry): Promise<void> } }) => Promise<void>;

/** Web Locks in miniature: one holder per name at a time, in the order asked. */
function keyedLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  let waiting = 0;
  const request = <T,>(name: string, work: () => Promise<T>): Promise<T> => {
    names.push(name);
    waiting++;
    const run = (tails.get(name) ?? Promise.resolve()).then(() => {
      waiting--;
      return work();
    });
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  const leadLock: LeadLock = (id, work) => request(LEAD_LOCK_PREFIX + id, work);
  return { request, names, leadLock, waiting: () => waiting };
}

function loadReplay(fetch: typeof globalThis.fetch, locks: ReturnType<typeof keyedLocks>): Replay {
  const self = { navigator: { locks: { request: locks.request } } } as { navigator: unknown; replayLeads?: Replay };
  new Function('self', 'indexedDB', 'fetch', 'BroadcastChannel', readFileSync('public/lead-replay.js', 'utf8'))(self, indexedDB, fetch, BroadcastChannel);
  return self.replayLeads!;
}

function queueOf(records: OutboxRecord[]) {
  const entries: Entry[] = records.map((r) => ({
    request: new Request('http://localhost/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(toLead(r)) }),
  }));
  return { entries, queue: { shiftRequest: async () => entries.shift(), unshiftRequest: async (e: Entry) => void entries.unshift(e) } };
}

const lead = (email: string) => newRecord('newsletter', { email }, Date.now());
const sentTo = (fetch: ReturnType<typeof vi.fn>) => Promise.all(fetch.mock.calls.map(async ([req]) => ((await (req as Request).json()) as { email: string }).email));

let heard: unknown[];
let listener: BroadcastChannel;
beforeEach(() => {
  // A fresh browser profile for each test: nothing saved by another.
  globalThis.indexedDB = new IDBFactory();
  heard = [];
  listener = new BroadcastChannel(LEADS_CHANNEL);
  listener.onmessage = (event) => heard.push((event as MessageEvent).data);
});
afterEach(() => listener.close());

describe('the service worker replaying leads (public/lead-replay.js)', () => {
  it('sends a lead the outbox still has queued, holding its lock; the outbox then says sent, and open pages hear it', async () => {
    const store = indexedDbStore();
    const record = { ...lead('queued@example.com'), attempts: 1, lastError: 'No connection to the server.' };
    await store.put(record);
    const locks = keyedLocks();
    const fetch = vi.fn(async () => new Response('{}', { status: 201 }));
    const { entries, queue } = queueOf([record]);
    await loadReplay(fetch as unknown as typeof globalThis.fetch, locks)({ queue });
    expect(await sentTo(fetch)).toEqual(['queued@example.com']);
    expect(entries).toEqual([]);
    expect(locks.names).toEqual([LEAD_LOCK_PREFIX + record.id]);
    const after = await store.get(record.id);
    expect(after).toMatchObject({ state: 'sent', id: record.id });
    expect(after?.lastError).toBeUndefined();
    await vi.waitFor(() => expect(heard).toEqual([{ delivered: [record.id], worker: true }]));
  });

  it('drops, unsent, the copies of leads the outbox no longer has queued: discarded, refused, or with no outbox at all', async () => {
    const locks = keyedLocks();
    const fetch = vi.fn(async () => new Response('{}', { status: 201 }));
    const discarded = lead('discarded@example.com');
    // No outbox yet (the page never saved a lead here): nothing of it to send, and none is made.
    const first = queueOf([discarded]);
    await loadReplay(fetch as unknown as typeof globalThis.fetch, locks)({ queue: first.queue });
    expect(first.entries).toEqual([]);
    expect((await indexedDB.databases()).map((d) => d.name)).toEqual([]);

    const store = indexedDbStore();
    const refused = { ...lead('refused@example.com'), state: 'refused' as const, errors: { email: 'No.' } };
    const queued = lead('queued@example.com');
    await store.put(refused);
    await store.put(queued);
    const second = queueOf([discarded, refused, queued]);
    await loadReplay(fetch as unknown as typeof globalThis.fetch, locks)({ queue: second.queue });
    expect(await sentTo(fetch)).toEqual(['queued@example.com']);
    expect(second.entries).toEqual([]);
    expect((await store.get(refused.id))?.state).toBe('refused');
  });

  it('puts the copy back and fails the sync while the network is down, for the browser to fire it again', async () => {
    const store = indexedDbStore();
    const record = lead('offline@example.com');
    await store.put(record);
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { entries, queue } = queueOf([record]);
    await expect(loadReplay(fetch as unknown as typeof globalThis.fetch, keyedLocks())({ queue })).rejects.toThrow(/no connection/);
    expect(entries).toHaveLength(1);
    expect((await store.get(record.id))?.state).toBe('queued');
  });

  it('leaves a lead the server did not take (503) queued in the outbox, for the page to send again', async () => {
    const store = indexedDbStore();
    const record = lead('busy@example.com');
    await store.put(record);
    const fetch = vi.fn(async () => new Response('{}', { status: 503 }));
    const { entries, queue } = queueOf([record]);
    await loadReplay(fetch as unknown as typeof globalThis.fetch, keyedLocks())({ queue });
    expect(entries).toEqual([]);
    expect((await store.get(record.id))?.state).toBe('queued');
    expect(heard).toEqual([]);
  });
});

describe('a Discard on the dashboard and the worker replaying the same lead', () => {
  it('Discard waits for a replay already on its way, then says the server had the lead', async () => {
    const store = indexedDbStore();
    const record = lead('racing@example.com');
    await store.put(record);
    const locks = keyedLocks();
    const order: string[] = [];
    let answer!: () => void;
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = () => {
            order.push('the server took it');
            resolve(new Response('{}', { status: 201 }));
          };
        }),
    );
    const replaying = loadReplay(fetch as unknown as typeof globalThis.fetch, locks)(queueOf([record]));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const delivery = new Delivery({ store, endpoint: '/api/leads', lock: locks.leadLock, fetch: vi.fn() });
    const discarding = delivery.discard(record.id).then((outcome) => {
      order.push('discard done');
      return outcome;
    });
    // Discard is held at the lead's lock while the replay has it.
    await vi.waitFor(() => expect(locks.waiting()).toBe(1));
    answer();
    await replaying;
    expect(await discarding).toBe('sent');
    expect(order).toEqual(['the server took it', 'discard done']);
  });

  it('a lead discarded while the worker waits for its lock is never sent', async () => {
    const store = indexedDbStore();
    const record = lead('discarded@example.com');
    await store.put(record);
    const locks = keyedLocks();
    const fetch = vi.fn(async () => new Response('{}', { status: 201 }));
    const delivery = new Delivery({ store, endpoint: '/api/leads', lock: locks.leadLock, fetch: vi.fn() });
    let copiesRemoved!: () => void;
    const forgetCopies = vi.fn(() => new Promise<void>((resolve) => (copiesRemoved = resolve)));
    const discarding = delivery.discard(record.id, forgetCopies);
    await vi.waitFor(() => expect(forgetCopies).toHaveBeenCalledOnce());
    // The connection comes back while Discard holds the lead: the replay waits for it.
    const replaying = loadReplay(fetch as unknown as typeof globalThis.fetch, locks)(queueOf([record]));
    await vi.waitFor(() => expect(locks.waiting()).toBe(1));
    copiesRemoved();
    expect(await discarding).toBe('discarded');
    await replaying;
    expect(fetch).not.toHaveBeenCalled();
    expect(await store.get(record.id)).toBeUndefined();
  });
});
