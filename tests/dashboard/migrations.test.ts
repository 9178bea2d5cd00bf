import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../src/content/dashboard/settings';
import { indexedDbBackend, openDashboardDb } from '../../src/dashboard/data/backend';
import { DB_VERSION, migrateRecordV1, migrateSettingsV1, migrateUserV1, SETTINGS_KEY } from '../../src/dashboard/data/migrations';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('migration steps (pure)', () => {
  it('keeps version-1 settings and fills the fields version 2 added', () => {
    const upgraded = migrateSettingsV1({ siteName: 'Old name', siteDescription: 'Old text', adminEmail: 'old@example.com' });
    expect(upgraded).toEqual({ ...defaultSiteSettings, siteName: 'Old name', siteDescription: 'Old text', adminEmail: 'old@example.com' });
    expect(migrateSettingsV1(undefined)).toEqual(defaultSiteSettings);
  });

  it('gives users a status and records an updatedAt, keeping every other field', () => {
    const user = { id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'Editor' as const, lastActive: 'Today' };
    expect(migrateUserV1(user, 42)).toEqual({ ...user, status: 'Active', updatedAt: 42 });
    expect(migrateUserV1({ ...user, status: 'Inactive' }, 42).status).toBe('Inactive');
    expect(migrateRecordV1({ id: 'p', updatedAt: 7 }, 42).updatedAt).toBe(7);
  });
});

describe('a real version-1 database', () => {
  it('is upgraded in place: records, settings and the seeded flag survive', async () => {
    // What version 1 created and held.
    const v1 = await openDB('dash-v1', 1, {
      upgrade(db) {
        for (const store of ['posts', 'pages', 'users']) db.createObjectStore(store, { keyPath: 'id' });
        db.createObjectStore('settings');
      },
    });
    await v1.put('posts', { id: 'p1', title: 'مرحبا 👋 <img src=x onerror=alert(1)>', status: 'Draft', date: '2024-01-02', author: 'Ana' });
    await v1.put('users', { id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'Editor', lastActive: 'Today' });
    await v1.put('settings', { siteName: 'Kept name', siteDescription: 'Kept', adminEmail: 'kept@example.com' }, SETTINGS_KEY);
    v1.close();

    const db = await openDashboardDb('dash-v1', 1234);
    expect(db.version).toBe(DB_VERSION);
    expect(db.objectStoreNames.contains('meta')).toBe(true);
    expect(db.transaction('users').store.indexNames.contains('email')).toBe(true);
    db.close();

    const data = await (await indexedDbBackend('dash-v1')).load();
    expect(data).not.toBeNull();
    expect(data!.posts).toEqual([{ id: 'p1', title: 'مرحبا 👋 <img src=x onerror=alert(1)>', status: 'Draft', date: '2024-01-02', author: 'Ana', updatedAt: 1234 }]);
    expect(data!.users[0]).toMatchObject({ id: 'u1', status: 'Active', updatedAt: 1234 });
    expect(data!.settings).toEqual({ ...defaultSiteSettings, siteName: 'Kept name', siteDescription: 'Kept', adminEmail: 'kept@example.com' });
  });

  it('a new database starts empty and unseeded', async () => {
    const backend = await indexedDbBackend('dash-new');
    expect(await backend.load()).toBeNull();
  });
});
