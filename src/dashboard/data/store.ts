import { batch, signal } from '@preact/signals-react';
import type { SiteSettings } from '../../content/dashboard/settings';
import type { Backend } from './backend';
import { inDefaultOrder, withRecordInPlace } from './order';
import { seedSnapshot } from './seed';
import type { CollectionName, Collections, Snapshot } from './types';

/**
 * The dashboard's data as signals, backed by IndexedDB (or memory). Until `startStore()` has
 * loaded the device's data the signals hold the sample data, which is also what the prerendered
 * HTML shows. Every change is written to the backend first, then shown, then announced to the
 * other open tabs (BroadcastChannel); a tab applies what it hears, so the last save wins.
 */
const initial = seedSnapshot();
export const posts = signal(inDefaultOrder('posts', initial.posts));
export const pages = signal(inDefaultOrder('pages', initial.pages));
export const users = signal(inDefaultOrder('users', initial.users));
export const settings = signal<SiteSettings>(initial.settings);

/** `unreadable`: the device's data is there but could not be read; this tab runs in memory without touching it. */
export type StoreStatus = 'loading' | 'ready' | 'memory' | 'unreadable';
export const storeStatus = signal<StoreStatus>('loading');

const lists = { posts, pages, users } as const;

type Message =
  | { type: 'put'; name: CollectionName; record: Collections[CollectionName] }
  | { type: 'remove'; name: CollectionName; id: string }
  | { type: 'settings'; settings: SiteSettings }
  | { type: 'replace'; snapshot: Snapshot };

export const CHANNEL_NAME = 'northstar-dashboard';
let backend: Backend | null = null;
let channel: BroadcastChannel | null = null;
let starting: Promise<void> | null = null;

function apply(message: Message): void {
  switch (message.type) {
    case 'put': {
      const list = listSignal(message.name);
      list.value = withRecordInPlace(message.name, list.value, message.record);
      return;
    }
    case 'remove': {
      const list = listSignal(message.name);
      list.value = list.value.filter((r) => r.id !== message.id);
      return;
    }
    case 'settings':
      settings.value = message.settings;
      return;
    case 'replace':
      batch(() => {
        posts.value = inDefaultOrder('posts', message.snapshot.posts);
        pages.value = inDefaultOrder('pages', message.snapshot.pages);
        users.value = inDefaultOrder('users', message.snapshot.users);
        settings.value = message.snapshot.settings;
      });
  }
}

function announce(message: Message): void {
  apply(message);
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel only means other tabs catch up on their next load.
  }
}

/** Loads the device's data (seeding it on first run). Safe to call more than once. */
export function startStore(open: () => Promise<Backend> = () => import('./backend').then((m) => m.openBackend())): Promise<void> {
  starting ??= (async () => {
    backend = await open();
    const stored = backend;
    // Null means never seeded; a failed read (tried twice) is not that, and must never be seeded over.
    let data = await stored.load().catch(() => stored.load()).catch(() => undefined);
    const unreadable = data === undefined;
    if (unreadable) backend = (await import('./backend')).memoryBackend();
    if (!data) {
      data = seedSnapshot();
      await backend.replaceAll(data).catch(() => undefined);
    }
    apply({ type: 'replace', snapshot: data });
    // A tab in memory neither hears nor tells the others: its changes are not theirs.
    if (typeof BroadcastChannel !== 'undefined' && !unreadable) {
      channel = new BroadcastChannel(CHANNEL_NAME);
      channel.onmessage = (event: MessageEvent<Message>) => apply(event.data);
    }
    storeStatus.value = unreadable ? 'unreadable' : backend.kind === 'indexeddb' ? 'ready' : 'memory';
  })();
  return starting;
}

async function ready(): Promise<Backend> {
  await startStore();
  return backend!;
}

/** Creates or replaces a record. Rejects (and changes nothing) when the write fails. */
export async function saveRecord<K extends CollectionName>(name: K, record: Collections[K]): Promise<void> {
  const stamped = { ...record, updatedAt: Date.now() };
  await (await ready()).put(name, stamped);
  announce({ type: 'put', name, record: stamped });
}

/** Deletes a record; resolves with it so the caller can offer Undo. */
export async function deleteRecord<K extends CollectionName>(name: K, id: string): Promise<Collections[K] | undefined> {
  const record = (lists[name].value as Collections[K][]).find((r) => r.id === id);
  await (await ready()).remove(name, id);
  announce({ type: 'remove', name, id });
  return record;
}

/** Puts a deleted record back exactly as it was (Undo). */
export async function restoreRecord<K extends CollectionName>(name: K, record: Collections[K]): Promise<void> {
  await (await ready()).put(name, record);
  announce({ type: 'put', name, record });
}

export async function saveSettings(next: SiteSettings): Promise<void> {
  await (await ready()).saveSettings(next);
  announce({ type: 'settings', settings: next });
}

export async function replaceAll(snapshot: Snapshot): Promise<void> {
  await (await ready()).replaceAll(snapshot);
  announce({ type: 'replace', snapshot });
}

export const resetDemoData = () => replaceAll(seedSnapshot());

export function currentSnapshot(): Snapshot {
  return { posts: posts.value, pages: pages.value, users: users.value, settings: settings.value };
}

/** For tests: forget the backend and go back to the sample data. */
export function resetStoreForTests(): void {
  channel?.close();
  channel = null;
  backend = null;
  starting = null;
  storeStatus.value = 'loading';
  apply({ type: 'replace', snapshot: seedSnapshot() });
}

export const listSignal = <K extends CollectionName>(name: K) => lists[name] as unknown as { value: Collections[K][] };
