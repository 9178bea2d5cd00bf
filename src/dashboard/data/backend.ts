import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { defaultSiteSettings, type SiteSettings } from '../../content/dashboard/settings';
import {
  DB_NAME,
  DB_VERSION,
  migrateRecordV1,
  migrateSettingsV1,
  migrateUserV1,
  SEEDED_KEY,
  SETTINGS_KEY,
  type SettingsV1,
  type UserV1,
} from './migrations';
import { collectionNames, type CollectionName, type Collections, type Page, type Post, type Snapshot, type User } from './types';

interface DashboardDB extends DBSchema {
  posts: { key: string; value: Post };
  pages: { key: string; value: Page };
  users: { key: string; value: User; indexes: { email: string } };
  settings: { key: string; value: SiteSettings };
  meta: { key: string; value: boolean };
}

/** Where the dashboard keeps its data: IndexedDB, or memory when the browser refuses storage. */
export interface Backend {
  readonly kind: 'indexeddb' | 'memory';
  /** The stored data, or null before the first seed. */
  load(): Promise<Snapshot | null>;
  put<K extends CollectionName>(name: K, record: Collections[K]): Promise<void>;
  remove(name: CollectionName, id: string): Promise<void>;
  saveSettings(settings: SiteSettings): Promise<void>;
  /** Replaces everything in one transaction (seed, reset, import): all or nothing. */
  replaceAll(snapshot: Snapshot): Promise<void>;
}

type UpgradeTx = IDBPTransaction<DashboardDB, StoreNames<DashboardDB>[], 'versionchange'>;

/** Version 1 -> 2 on the records themselves (see migrations.ts). */
async function upgradeV1Records(tx: UpgradeTx, now: number): Promise<void> {
  for (const name of ['posts', 'pages'] as const) {
    let cursor = await tx.objectStore(name).openCursor();
    while (cursor) {
      await cursor.update(migrateRecordV1(cursor.value, now));
      cursor = await cursor.continue();
    }
  }
  let users = await tx.objectStore('users').openCursor();
  while (users) {
    await users.update(migrateUserV1(users.value as unknown as UserV1, now));
    users = await users.continue();
  }
  const settings = tx.objectStore('settings');
  const old = (await settings.get(SETTINGS_KEY)) as unknown as SettingsV1 | undefined;
  await settings.put(migrateSettingsV1(old), SETTINGS_KEY);
  // A version-1 database was seeded when it was created: do not seed over the user's data.
  await tx.objectStore('meta').put(true, SEEDED_KEY);
}

/** Opens (creating or upgrading) the dashboard database. */
export function openDashboardDb(name = DB_NAME, now = Date.now()): Promise<IDBPDatabase<DashboardDB>> {
  return openDB<DashboardDB>(name, DB_VERSION, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        for (const store of collectionNames) db.createObjectStore(store, { keyPath: 'id' });
        db.createObjectStore('settings');
      }
      if (oldVersion < 2) {
        db.createObjectStore('meta');
        tx.objectStore('users').createIndex('email', 'email');
        if (oldVersion >= 1) await upgradeV1Records(tx, now);
      }
    },
    // Another tab wants a newer version: step aside so its upgrade is not blocked.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
    },
  });
}

export async function indexedDbBackend(name = DB_NAME): Promise<Backend> {
  const db = await openDashboardDb(name);
  return {
    kind: 'indexeddb',
    async load() {
      const tx = db.transaction(['posts', 'pages', 'users', 'settings', 'meta']);
      const [seeded, posts, pages, users, settings] = await Promise.all([
        tx.objectStore('meta').get(SEEDED_KEY),
        tx.objectStore('posts').getAll(),
        tx.objectStore('pages').getAll(),
        tx.objectStore('users').getAll(),
        tx.objectStore('settings').get(SETTINGS_KEY),
      ]);
      if (!seeded) return null;
      // Settings saved by an older build may lack newer fields: defaults fill them.
      return { posts, pages, users, settings: { ...defaultSiteSettings, ...settings } };
    },
    async put(name, record) {
      await db.put(name, record as never);
    },
    async remove(name, id) {
      await db.delete(name, id);
    },
    async saveSettings(settings) {
      await db.put('settings', settings, SETTINGS_KEY);
    },
    async replaceAll(snapshot) {
      const tx = db.transaction(['posts', 'pages', 'users', 'settings', 'meta'], 'readwrite');
      const writes: Promise<unknown>[] = [];
      for (const name of collectionNames) {
        const store = tx.objectStore(name);
        writes.push(store.clear());
        for (const record of snapshot[name]) writes.push(store.put(record as never));
      }
      writes.push(tx.objectStore('settings').put(snapshot.settings, SETTINGS_KEY));
      writes.push(tx.objectStore('meta').put(true, SEEDED_KEY));
      await Promise.all([...writes, tx.done]);
    },
  };
}

/** Keeps data for this tab only; used when IndexedDB is missing or blocked. */
export function memoryBackend(): Backend {
  let data: Snapshot | null = null;
  const copy = (s: Snapshot): Snapshot => structuredClone(s);
  return {
    kind: 'memory',
    async load() {
      return data && copy(data);
    },
    async put(name, record) {
      if (!data) return;
      const list = data[name] as Collections[typeof name][];
      const i = list.findIndex((r) => r.id === record.id);
      if (i >= 0) list[i] = { ...record };
      else list.push({ ...record });
    },
    async remove(name, id) {
      if (!data) return;
      (data[name] as { id: string }[]) = data[name].filter((r) => r.id !== id);
    },
    async saveSettings(settings) {
      if (data) data.settings = { ...settings };
    },
    async replaceAll(snapshot) {
      data = copy(snapshot);
    },
  };
}

/** IndexedDB when the browser allows it, memory otherwise. */
export async function openBackend(name = DB_NAME): Promise<Backend> {
  try {
    if (typeof indexedDB === 'undefined') return memoryBackend();
    return await indexedDbBackend(name);
  } catch {
    return memoryBackend();
  }
}
