import { openDB, type DBSchema } from 'idb';
import type { OutboxRecord, OutboxStore } from './outbox';

interface OutboxDb extends DBSchema {
  outbox: { key: string; value: OutboxRecord };
}

/** The outbox in IndexedDB (one database of its own, so other stores' versions never touch it). */
export function indexedDbStore(name = 'northstar-leads'): OutboxStore {
  const db = openDB<OutboxDb>(name, 1, {
    upgrade(database) {
      database.createObjectStore('outbox', { keyPath: 'id' });
    },
  });
  return {
    put: async (record) => void (await (await db).put('outbox', record)),
    get: async (id) => (await db).get('outbox', id),
    all: async () => (await db).getAll('outbox'),
    delete: async (id) => (await db).delete('outbox', id),
  };
}
