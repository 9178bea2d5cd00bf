import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { Tables } from '../../../src/server/db/tables';
import type { LeadStorage } from '../../../src/server/leadStorage';
import { PgStore } from '../../../src/server/pgStore';
import { LeadStore, type StoreOptions } from '../../../src/server/store';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ENGINES = ['sqlite', 'postgres'] as const;
export type EngineName = (typeof ENGINES)[number];

let databases = 0;

/** A new, empty database on the shared test server (postgres.globalSetup.ts); returns its URL and how to drop it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = inject('postgresUrl');
  const name = `t_${process.pid}_${Date.now().toString(36)}_${++databases}`;
  const admin = new pg.Client({ connectionString: `${base}postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: `${base}${name}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: `${base}postgres` });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** An empty, migrated store on the engine asked for; `cleanup` closes and removes it. */
export async function openEngineStore(engine: EngineName, options: StoreOptions = {}): Promise<{ store: LeadStorage; cleanup: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'store-test-'));
    const store = LeadStore.open(dir, options);
    return {
      store,
      cleanup: async () => {
        if (store.db.open) store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const database = await freshPostgresDatabase();
  const store = await PgStore.open({ url: database.url, poolSize: 4, statementTimeoutMs: 10_000 }, { forward: options.forward });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await database.drop();
    },
  };
}

/** The store's tables through its own connection, for checks of what is stored. */
export const tables = (store: LeadStorage) => store.kysely as unknown as Kysely<Tables>;
