import { openDB, type IDBPDatabase } from 'idb';

/** The one database the inbox keeps on a device: the persisted query cache of the signed-in account. */
export const INBOX_DB = 'northstar-inbox';
const STORE = 'cache';

let db: Promise<IDBPDatabase> | null = null;
// Another tab deleting the database (its sign-out) asks this one to let go of it.
const open = () =>
  (db ??= openDB(INBOX_DB, 1, {
    upgrade: (d) => void d.createObjectStore(STORE),
    blocking: () => {
      void db?.then((d) => d.close());
      db = null;
    },
  }));

// Off from a wipe until the next sign-in: a save throttled before the wipe must not write the
// leads back (or recreate the database) after it.
let writable = true;
export function allowWrites(on: boolean): void {
  writable = on;
}

/** get/set/remove on one object store: the AsyncStorage the TanStack persister expects. */
export const idbStorage = {
  getItem: async (key: string): Promise<string | null> => ((await (await open()).get(STORE, key)) as string | undefined) ?? null,
  setItem: async (key: string, value: string): Promise<void> => {
    if (writable) await (await open()).put(STORE, value, key);
  },
  removeItem: async (key: string): Promise<void> => {
    await (await open()).delete(STORE, key);
  },
};

/** Closes and deletes the database, so no lead and no queued change is left on the device. */
export async function deleteInboxDatabase(): Promise<void> {
  const opened = db;
  db = null;
  if (opened) (await opened.catch(() => null))?.close();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(INBOX_DB);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('The inbox database could not be deleted.'));
    // Another tab still has it open: it closes on the versionchange event idb forwards, then this succeeds.
    request.onblocked = () => undefined;
  });
}
