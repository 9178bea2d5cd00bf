import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexedDbBackend, memoryBackend, openBackend, type Backend } from '../../src/dashboard/data/backend';
import { seedSnapshot } from '../../src/dashboard/data/seed';
import {
  CHANNEL_NAME,
  deleteRecord,
  pages,
  posts,
  replaceAll,
  resetDemoData,
  resetStoreForTests,
  restoreRecord,
  saveRecord,
  saveSettings,
  settings,
  startStore,
  storeStatus,
  users,
} from '../../src/dashboard/data/store';

let dbName = 0;
const freshDb = () => `dash-test-${++dbName}`;
const open = (name: string) => () => indexedDbBackend(name);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetStoreForTests();
});
afterEach(() => resetStoreForTests());

describe('store on IndexedDB', () => {
  it('seeds the sample data on first run: 5 posts, 6 pages, 5 users', async () => {
    const name = freshDb();
    await startStore(open(name));
    expect(storeStatus.value).toBe('ready');
    expect([posts.value.length, pages.value.length, users.value.length]).toEqual([5, 6, 5]);
    const stored = await (await indexedDbBackend(name)).load();
    expect(stored?.posts).toHaveLength(5);
  });

  it('keeps created, edited and deleted records across a restart', async () => {
    const name = freshDb();
    await startStore(open(name));
    const title = 'שלום 🌍 <img src=x onerror=alert(1)>';
    await saveRecord('posts', { id: 'new', title, status: 'Draft', date: '2025-06-01', author: 'Ana', updatedAt: 0 });
    await saveRecord('posts', { ...posts.value.find((p) => p.id === '1')!, status: 'Draft' });
    await deleteRecord('users', '2');

    resetStoreForTests();
    await startStore(open(name));
    expect(posts.value.find((p) => p.id === 'new')?.title).toBe(title);
    expect(posts.value.find((p) => p.id === '1')?.status).toBe('Draft');
    expect(users.value.map((u) => u.id)).not.toContain('2');
  });

  it('shows records in one order, the same after a restart: posts newest first, pages last modified first, users by role then name', async () => {
    const name = freshDb();
    await startStore(open(name));
    // Ids as new records get them (random), in an order IndexedDB would hand back differently.
    for (const [id, title, date] of [['f3c1', 'Gamma new', '2025-06-03'], ['0a9e', 'Alpha new', '2025-06-03'], ['9b2d', 'Beta new', '2025-06-04']] as const)
      await saveRecord('posts', { id, title, status: 'Draft', date, author: 'Ana', updatedAt: 0 });
    await saveRecord('pages', { id: '7d', title: 'Pricing', status: 'Draft', lastModified: '2025-06-01', updatedAt: 0 });
    await saveRecord('users', { id: '05', name: 'Zoe Editor', email: 'zoe@example.com', role: 'Editor', status: 'Active', lastActive: 'Never', updatedAt: 0 });
    await saveRecord('users', { id: 'ff', name: 'Abe Editor', email: 'abe@example.com', role: 'Editor', status: 'Active', lastActive: 'Never', updatedAt: 0 });
    const shown = () => ({ posts: posts.value.map((p) => p.title), pages: pages.value.map((p) => p.title), users: users.value.map((u) => u.name) });
    expect(posts.value.slice(0, 3).map((p) => p.title)).toEqual(['Beta new', 'Alpha new', 'Gamma new']);
    // An edit that changes the date moves the post to its new place at once.
    await saveRecord('posts', { ...posts.value.find((p) => p.id === 'f3c1')!, date: '2025-06-05' });
    const before = shown();
    expect(before.posts.slice(0, 4)).toEqual(['Gamma new', 'Beta new', 'Alpha new', 'Five Signals a SaaS Account Is Ready to Buy']);
    expect(before.pages[0]).toBe('Pricing');
    expect(before.users.slice(0, 4)).toEqual(['Olivia Bennett', 'Abe Editor', 'Marcus Hale', 'Zoe Editor']);

    resetStoreForTests();
    await startStore(open(name));
    expect(shown()).toEqual(before);
  });

  it('does not seed again after everything was deleted', async () => {
    const name = freshDb();
    await startStore(open(name));
    for (const p of posts.value) await deleteRecord('posts', p.id);
    resetStoreForTests();
    await startStore(open(name));
    expect(posts.value).toEqual([]);
  });

  it('restores a deleted record exactly (Undo)', async () => {
    await startStore(open(freshDb()));
    const removed = await deleteRecord('pages', '3');
    expect(pages.value).toHaveLength(5);
    await restoreRecord('pages', removed!);
    expect(pages.value.find((p) => p.id === '3')).toEqual(removed);
  });

  it('saves settings and resets everything to the sample data', async () => {
    const name = freshDb();
    await startStore(open(name));
    await saveSettings({ ...settings.value, siteName: 'Renamed' });
    await deleteRecord('posts', '1');
    resetStoreForTests();
    await startStore(open(name));
    expect(settings.value.siteName).toBe('Renamed');
    await resetDemoData();
    expect(settings.value.siteName).toBe('Northstar Growth');
    expect(posts.value).toHaveLength(5);
  });

  /** A stored dashboard with one post renamed, and its backend for a fresh start. */
  async function storedWithPost(title: string) {
    const name = freshDb();
    await startStore(open(name));
    await saveRecord('posts', { ...posts.value[0]!, title });
    resetStoreForTests();
    return { name, stored: await indexedDbBackend(name) };
  }

  it('a stored dashboard that cannot be read is never replaced by the sample data', async () => {
    const { name, stored } = await storedWithPost('Mine, not the sample');
    // The read fails every time: this tab runs on the sample data in memory and says so.
    let replaced = false;
    const unreadable: Backend = { ...stored, load: () => Promise.reject(new Error('UnknownError')), replaceAll: async () => void (replaced = true) };
    await startStore(async () => unreadable);
    expect(storeStatus.value).toBe('unreadable');
    expect(posts.value.map((p) => p.title)).not.toContain('Mine, not the sample');
    await saveRecord('posts', { ...posts.value[0]!, title: 'Typed while unreadable' });
    expect(replaced).toBe(false);
    resetStoreForTests();

    // The next start reads the saved data as it was.
    await startStore(open(name));
    expect(storeStatus.value).toBe('ready');
    expect(posts.value.map((p) => p.title)).toContain('Mine, not the sample');
    expect(posts.value.map((p) => p.title)).not.toContain('Typed while unreadable');
  });

  it('a read that fails once is tried again', async () => {
    const { stored } = await storedWithPost('Read on the second try');
    let tries = 0;
    await startStore(async () => ({ ...stored, load: () => (++tries === 1 ? Promise.reject(new Error('AbortError')) : stored.load()) }));
    expect(storeStatus.value).toBe('ready');
    expect(posts.value.map((p) => p.title)).toContain('Read on the second try');
  });

  it('a failed write changes nothing on screen', async () => {
    const failing: Backend = { ...memoryBackend(), put: () => Promise.reject(new Error('disk full')) };
    await startStore(async () => failing);
    const before = posts.value;
    await expect(saveRecord('posts', { ...before[0]!, title: 'Changed' })).rejects.toThrow('disk full');
    expect(posts.value).toBe(before);
  });
});

describe('store without IndexedDB', () => {
  it('falls back to memory when the browser refuses storage', async () => {
    Object.defineProperty(globalThis, 'indexedDB', { configurable: true, get: () => { throw new DOMException('blocked', 'SecurityError'); } });
    try {
      const backend = await openBackend('any');
      expect(backend.kind).toBe('memory');
      await startStore(async () => backend);
      expect(storeStatus.value).toBe('memory');
      await saveRecord('users', { ...users.value[0]!, name: 'Still works' });
      expect(users.value[0]!.name).toBe('Still works');
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { configurable: true, writable: true, value: new IDBFactory() });
    }
  });
});

describe('other tabs', () => {
  it('applies what another tab announces, and announces its own saves', async () => {
    await startStore(async () => memoryBackend());
    const otherTab = new BroadcastChannel(CHANNEL_NAME);
    const heard: unknown[] = [];
    otherTab.onmessage = (e) => heard.push(e.data);
    try {
      const post = { ...posts.value[0]!, title: 'Saved in the other tab', updatedAt: 99 };
      otherTab.postMessage({ type: 'put', name: 'posts', record: post });
      await expect.poll(() => posts.value[0]!.title).toBe('Saved in the other tab');

      await replaceAll({ ...seedSnapshot(), posts: [] });
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      expect(heard.at(-1)).toMatchObject({ type: 'replace' });
    } finally {
      otherTab.close();
    }
  });
});
