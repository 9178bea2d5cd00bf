// @vitest-environment node
import { sql } from 'kysely';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { PgStore, pgUnavailable } from '../../src/server/pgStore';
import { createAppServer } from '../../src/server/server';
import { StorageUnavailableError } from '../../src/server/store';
import pg from 'pg';
import { freshPostgresDatabase } from './support/engines';
import { startTestPostgres, type TestPostgres } from './support/postgresServer';

// A server of its own: this file stops and starts it, which the shared one must not see.
let postgres: TestPostgres;
let dir: string;
beforeAll(async () => {
  postgres = await startTestPostgres();
  dir = mkdtempSync(join(tmpdir(), 'pg-outage-'));
});
afterAll(async () => {
  await postgres.remove();
  rmSync(dir, { recursive: true, force: true });
});

const lead = () => ({ id: crypto.randomUUID(), kind: 'newsletter', createdAt: '2026-11-27T08:00:00.000Z', email: `r${Math.random().toString(36).slice(2)}@example.com` });

async function start(env: Record<string, string>) {
  const dist = join(dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  const app = await createAppServer(readConfig({ DIST_DIR: dist, DATA_DIR: join(dir, 'data'), ...env }));
  await new Promise<void>((r) => app.server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const post = (body: unknown) => fetch(`${base}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { app, base, post };
}

describe('the pool settings', () => {
  it('cancels a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS, as storage unavailable (503)', async () => {
    const config = readConfig({ DATABASE_URL: `${postgres.url}postgres`, DATABASE_POOL_SIZE: '2', DATABASE_STATEMENT_TIMEOUT_MS: '200' });
    expect(config.postgres).toMatchObject({ poolSize: 2, statementTimeoutMs: 200 });
    const store = await PgStore.open(config.postgres!);
    try {
      expect((await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(store.kysely)).rows[0]!.statement_timeout).toBe('200ms');
      const slow = sql`SELECT pg_sleep(2)`.execute(store.kysely);
      await expect(slow).rejects.toMatchObject({ code: '57014' });
      expect(pgUnavailable(await slow.catch((error: unknown) => error))).toBeInstanceOf(StorageUnavailableError);
    } finally {
      await store.close();
    }
    expect(() => readConfig({ DATABASE_URL: `${postgres.url}postgres`, DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE=0 is not a whole number from 1 to 1,000.');
  });

  it('lets an instance that starts during another one’s migration wait for it past the statement timeout', async () => {
    const database = await freshPostgresDatabase();
    const other = new pg.Client({ connectionString: database.url });
    // Outside any transaction: pg_stat_activity is read once per transaction.
    const watcher = new pg.Client({ connectionString: database.url });
    await other.connect();
    await watcher.connect();
    try {
      // Another instance in the middle of a migration: it holds the migration lock.
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock(550001)');
      const opening = PgStore.open({ url: database.url, poolSize: 2, statementTimeoutMs: 100 });
      // Once this one has waited for the lock longer than its 100 ms statement timeout, the other finishes.
      const waitedLong = "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND clock_timestamp() - query_start > interval '300 ms'";
      await expect.poll(async () => (await watcher.query(waitedLong)).rows[0].n, { timeout: 5000 }).toBe(1);
      await other.query('COMMIT');
      const store = await opening;
      expect(await store.count()).toBe(0);
      await store.close();
    } finally {
      await other.end();
      await watcher.end();
      await database.drop();
    }
  });
});

describe('a connection lost in the middle of a transaction', () => {
  it('fails that transaction as storage unavailable, and the next request gets a new connection', async () => {
    const database = await freshPostgresDatabase();
    const store = await PgStore.open({ url: database.url, poolSize: 1, statementTimeoutMs: 5000 });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const work = store.db.transaction().execute(async (tx) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(tx);
        // The server ends this connection while the transaction waits between two statements.
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await expect.poll(async () => (await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1', [rows[0]!.pid])).rows[0].n).toBe(0);
        await sql`SELECT 1`.execute(tx);
      });
      const failure = await work.then(() => null, (error: unknown) => error);
      expect(pgUnavailable(failure)).toBeInstanceOf(StorageUnavailableError);
      expect(await store.count()).toBe(0);
    } finally {
      await admin.end();
      await store.close();
      await database.drop();
    }
  });
});

describe('the API on PostgreSQL when the database goes away', () => {
  it('answers 503 with Retry-After while the server is down and stores again once it is back, without a restart', async () => {
    const { app, base, post } = await start({ DATABASE_URL: `${postgres.url}postgres`, DATABASE_POOL_SIZE: '3' });
    try {
      expect((await post(lead())).status).toBe(201);
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);

      await postgres.stop();
      const refused = await post(lead());
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(((await ready.json()) as { error: string }).error).toMatch(/PostgreSQL server of DATABASE_URL/);
      // Alive all the while: a restart would not bring the database back.
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      expect((await fetch(`${base}/`)).status).toBe(200);

      await postgres.start();
      // The pool connects afresh on the next request: no restart, no waiting for a timer.
      const body = lead();
      expect((await post(body)).status).toBe(201);
      expect((await post(body)).status).toBe(200);
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('starts while the database is down, serving the site, and opens it once it answers', async () => {
    await postgres.stop();
    const errors: string[] = [];
    const error = console.error;
    console.error = (line: string) => void errors.push(line);
    let started;
    try {
      started = await start({ DATABASE_URL: `${postgres.url}postgres` });
    } finally {
      console.error = error;
    }
    const { app, base, post } = started;
    try {
      expect(errors.join('\n')).toMatch(/PostgreSQL server of DATABASE_URL does not answer \(ECONNREFUSED\)/);
      // The log names no address, user or password.
      expect(errors.join('\n')).not.toContain(postgres.url);
      expect((await fetch(`${base}/`)).status).toBe(200);
      expect((await post(lead())).status).toBe(503);
      await postgres.start();
      // The holder tries again at most every 3 s: the probe turns 200 by itself.
      await expect.poll(async () => (await fetch(`${base}/api/ready`)).status, { timeout: 10_000, interval: 250 }).toBe(200);
      expect((await post(lead())).status).toBe(201);
    } finally {
      await app.close();
    }
  });
});
