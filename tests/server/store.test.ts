// @vitest-environment node
import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountExistsError } from '../../src/server/inboxStore';
import { migrate, SCHEMA_VERSION } from '../../src/server/migrations';
import { WeakPasswordError } from '../../src/server/passwords';
import { LeadStore, SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '../../src/server/store';
import { ENGINES, openEngineStore, tables, type EngineName } from './support/engines';

const folders: string[] = [];
const stores: LeadStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) if (store.db.open) store.close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'store-test-'));
  folders.push(dir);
  return dir;
};
const open = (dir = join(tempDir(), 'data'), options = {}) => {
  const store = LeadStore.open(dir, options);
  stores.push(store);
  return store;
};
const PASSWORD = 'a long enough passphrase';

describe('upgrading a lead database made before the inbox', () => {
  it('keeps every lead and its webhook queue row; the leads become new, version 1, and can be searched', async () => {
    const dir = tempDir();
    // The schema as today's steps 1-2 leave it, with leads the lead API stored then.
    const old = new Database(LeadStore.databaseFile(dir));
    migrate(old, 2);
    const insert = old.prepare('INSERT INTO leads (id, kind, created_at, received_at, name, email, company, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    insert.run('a1', 'contact', '2026-11-01T10:00:00.000Z', '2026-11-01T10:00:01.000Z', 'Ada Lovelace', 'Ada@Example.com', 'Engines Ltd', 'Analytical engines');
    insert.run('b2', 'newsletter', '2026-11-02T10:00:00.000Z', '2026-11-02T10:00:01.000Z', null, 'grace@example.com', null, null);
    old.prepare('INSERT INTO webhook_outbox (lead_id, next_attempt_at) VALUES (?, ?)').run('a1', 0);
    old.close();

    const store = open(dir);
    expect((store.db.prepare('SELECT version FROM schema_version').get() as { version: number }).version).toBe(SCHEMA_VERSION);
    const page = await store.listLeads({ limit: 10 });
    expect(page.leads.map((l) => [l.id, l.status, l.version, l.assignee, l.updatedAt])).toEqual([
      ['b2', 'new', 1, null, '2026-11-02T10:00:01.000Z'],
      ['a1', 'new', 1, null, '2026-11-01T10:00:01.000Z'],
    ]);
    expect(page.leads[1]).toMatchObject({ name: 'Ada Lovelace', email: 'Ada@Example.com', company: 'Engines Ltd', message: 'Analytical engines', createdAt: '2026-11-01T10:00:00.000Z' });
    expect(page.counts.new).toBe(2);
    expect((await store.listLeads({ limit: 10, q: 'ANALYTICAL' })).leads.map((l) => l.id)).toEqual(['a1']);
    expect(store.pendingForwards()).toBe(1);
    // A newsletter address is still found in any letter case, so signing up again stores nothing.
    expect(store.save({ id: 'c3', kind: 'newsletter', createdAt: '2026-11-03T10:00:00.000Z', email: 'GRACE@example.com' })).toBe('exists');
    // The webhook row now goes with its lead.
    expect(await store.deleteLead('a1', 'admin@example.com')).toBe(true);
    expect(store.pendingForwards()).toBe(0);
  });

  it('counts the leads of a database from before the kept counts, per kind and status, and keeps counting', async () => {
    const dir = tempDir();
    // The schema as steps 1-4 leave it, with leads triaged then.
    const old = new Database(LeadStore.databaseFile(dir));
    migrate(old, 4);
    const insert = old.prepare("INSERT INTO leads (id, kind, created_at, received_at, email, status, updated_at) VALUES (?, ?, '2026-11-01T10:00:00.000Z', ?, ?, ?, '2026-11-01T10:00:01.000Z')");
    const statuses = ['new', 'new', 'contacted', 'won', 'spam', 'new', 'lost'];
    statuses.forEach((status, i) => insert.run(`l${i}`, i % 3 === 0 ? 'newsletter' : 'contact', `2026-11-01T10:00:0${i}.000Z`, `p${i}@example.com`, status));
    old.close();

    const store = open(dir);
    const fresh = () => store.db.prepare('SELECT kind, status, count(*) AS n FROM leads GROUP BY kind, status ORDER BY kind, status').all();
    const kept = () => store.db.prepare('SELECT kind, status, n FROM lead_counts WHERE n <> 0 ORDER BY kind, status').all();
    expect(kept()).toEqual(fresh());
    expect((await store.listLeads({ limit: 1 })).counts).toEqual({ new: 3, contacted: 1, qualified: 0, won: 1, lost: 1, spam: 1 });
    expect((await store.listLeads({ limit: 1, kind: 'newsletter' })).counts).toEqual({ new: 1, contacted: 0, qualified: 0, won: 1, lost: 1, spam: 0 });
    expect(store.save({ id: 'n9', kind: 'newsletter', createdAt: '2026-11-03T10:00:00.000Z', email: 'new@example.com' })).toBe('created');
    expect(await store.deleteLead('l3', 'admin@example.com')).toBe(true);
    expect(kept()).toEqual(fresh());
    expect((await store.listLeads({ limit: 1, kind: 'newsletter' })).counts).toEqual({ new: 2, contacted: 0, qualified: 0, won: 0, lost: 1, spam: 0 });
  });

  it('is read by the read-only CLI before the server has migrated it', () => {
    const dir = tempDir();
    const old = new Database(LeadStore.databaseFile(dir));
    migrate(old, 2);
    old.prepare("INSERT INTO leads (id, kind, created_at, received_at, email) VALUES ('a1', 'newsletter', '2026-11-01T10:00:00.000Z', '2026-11-01T10:00:01.000Z', 'ada@example.com')").run();
    old.close();
    const store = open(dir, { readonly: true });
    expect(store.list().map((l) => l.email)).toEqual(['ada@example.com']);
  });

  it('leaves a database alone that a newer server has migrated further', () => {
    const dir = tempDir();
    const db = new Database(LeadStore.databaseFile(dir));
    migrate(db);
    db.prepare('UPDATE schema_version SET version = ?').run(SCHEMA_VERSION + 1);
    db.close();
    expect(() => LeadStore.open(dir)).toThrow(/schema version/);
  });
});

describe('the data folder and database files', () => {
  it('are readable by the server user alone: folder 0700, database, WAL and shared memory 0600', () => {
    const dir = join(tempDir(), 'nested', 'data');
    const store = open(dir);
    store.save({ id: 'a1', kind: 'newsletter', createdAt: '2026-11-01T10:00:00.000Z', email: 'ada@example.com' });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const file = LeadStore.databaseFile(dir);
    for (const path of [file, `${file}-wal`, `${file}-shm`]) {
      expect(existsSync(path), path).toBe(true);
      expect(statSync(path).mode & 0o777, path).toBe(0o600);
    }
    // A database copied in readable by everyone is made the owner's alone when opened.
    store.close();
    chmodSync(file, 0o644);
    open(dir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

/** Accounts and sessions: the same contract on both engines. */
describe.each(ENGINES)('on %s', (engine: EngineName) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });
  const openOn = async () => {
    const { store, cleanup } = await openEngineStore(engine);
    cleanups.push(cleanup);
    return store;
  };

  describe('accounts', () => {
    it('are one per address in any letter case, listed without their hash; a short password is refused', async () => {
      const store = await openOn();
      await store.addAccount('Ada@Example.com', 'admin', PASSWORD);
      await expect(store.addAccount('ada@EXAMPLE.com', 'sales', PASSWORD)).rejects.toBeInstanceOf(AccountExistsError);
      await expect(store.addAccount('bob@example.com', 'sales', 'too short')).rejects.toBeInstanceOf(WeakPasswordError);
      await expect(store.addAccount('bob@example.com', 'owner' as never, PASSWORD)).rejects.toThrow('The role must be one of admin, sales.');
      const accounts = await store.listAccounts();
      expect(accounts).toEqual([{ email: 'ada@example.com', role: 'admin', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
      const stored = await tables(store).selectFrom('accounts').select('password_hash').executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^scrypt\$17\$8\$1\$/);
      expect(stored.password_hash).not.toContain(PASSWORD);
    });

    it('sign in with the right password only, in any letter case of the address; unknown addresses get null', async () => {
      const store = await openOn();
      await store.addAccount('ada@example.com', 'sales', PASSWORD);
      expect(await store.verifyPassword('ADA@example.com', PASSWORD)).toEqual({ email: 'ada@example.com', role: 'sales' });
      expect(await store.verifyPassword('nobody@example.com', PASSWORD)).toBeNull();
    });

    it('count sign-in failures per address, stored by a hash of the address, until cleared', async () => {
      const store = await openOn();
      await store.recordSignInFailure('Ada@example.com', 1000);
      await store.recordSignInFailure('ada@example.com', 2000);
      await store.recordSignInFailure('bob@example.com', 2500);
      expect(await store.signInFailures('ADA@example.com', 0)).toEqual({ count: 2, oldest: 1000 });
      expect(await store.signInFailures('ada@example.com', 1500)).toEqual({ count: 1, oldest: 2000 });
      const rows = JSON.stringify(await tables(store).selectFrom('sign_in_failures').selectAll().execute());
      expect(rows).not.toMatch(/ada|bob|example/i);
      await store.clearSignInFailures('ada@example.com');
      expect(await store.signInFailures('ada@example.com', 0)).toEqual({ count: 0, oldest: null });
      expect((await store.signInFailures('bob@example.com', 0)).count).toBe(1);
    });
  });

  describe('sessions', () => {
    const T0 = Date.parse('2026-12-01T09:00:00Z');
    const HOUR = 60 * 60_000;

    async function withAccount() {
      const store = await openOn();
      // Rows written straight in: the hash itself is tested above, and each scrypt run costs 0.3 s.
      await tables(store).insertInto('accounts').values([
        { email: 'ada@example.com', role: 'admin', password_hash: 'scrypt$17$8$1$x$y', created_at: '2026-12-01' },
        { email: 'bob@example.com', role: 'sales', password_hash: 'scrypt$17$8$1$x$y', created_at: '2026-12-01' },
      ]).execute();
      return store;
    }

    it('hand out a random token once and keep only its SHA-256', async () => {
      const store = await withAccount();
      const token = await store.createSession('Ada@Example.com', T0);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await store.createSession('ada@example.com', T0)).not.toBe(token);
      const stored = await tables(store).selectFrom('sessions').select('token_hash').execute();
      expect(stored.map((r) => r.token_hash)).not.toContain(token);
      expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
      expect(await store.sessionFor(token, T0 + 1000)).toEqual({ email: 'ada@example.com', role: 'admin' });
      expect(await store.sessionFor(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, T0)).toBeNull();
      expect(await store.sessionFor('not a token', T0)).toBeNull();
    });

    it('end after 12 idle hours, each request keeping them alive, and 30 days after sign-in however active', async () => {
      const store = await withAccount();
      const idle = await store.createSession('ada@example.com', T0);
      expect(await store.sessionFor(idle, T0 + SESSION_IDLE_MS - 1000)).not.toBeNull();
      // That request counted as activity: 12 hours from it, not from sign-in.
      expect(await store.sessionFor(idle, T0 + 2 * SESSION_IDLE_MS - 2000)).not.toBeNull();
      expect(await store.sessionFor(idle, T0 + 3 * SESSION_IDLE_MS)).toBeNull();
      // Gone for good, even if the clock were turned back.
      expect(await store.sessionFor(idle, T0 + 2 * SESSION_IDLE_MS - 1000)).toBeNull();

      const active = await store.createSession('ada@example.com', T0);
      let now = T0;
      while (now + 11 * HOUR < T0 + SESSION_MAX_AGE_MS) {
        now += 11 * HOUR;
        expect(await store.sessionFor(active, now)).not.toBeNull();
      }
      expect(await store.sessionFor(active, T0 + SESSION_MAX_AGE_MS)).toBeNull();
      expect(await tables(store).selectFrom('sessions').selectAll().execute()).toEqual([]);
    });

    it('end on sign-out, on a new password and when the account is removed; other accounts keep theirs', async () => {
      const store = await withAccount();
      const out = await store.createSession('ada@example.com', T0);
      await store.deleteSession(out);
      expect(await store.sessionFor(out, T0)).toBeNull();

      const phone = await store.createSession('ada@example.com', T0);
      const laptop = await store.createSession('ada@example.com', T0);
      const bob = await store.createSession('bob@example.com', T0);
      expect(await store.setPassword('ADA@example.com', PASSWORD)).toBe(true);
      expect(await store.sessionFor(phone, T0)).toBeNull();
      expect(await store.sessionFor(laptop, T0)).toBeNull();
      expect(await store.verifyPassword('ada@example.com', PASSWORD)).toEqual({ email: 'ada@example.com', role: 'admin' });
      expect(await store.setPassword('nobody@example.com', PASSWORD)).toBe(false);

      expect(await store.sessionFor(bob, T0)).toEqual({ email: 'bob@example.com', role: 'sales' });
      expect(await store.removeAccount('Bob@example.com')).toBe(true);
      expect(await store.sessionFor(bob, T0)).toBeNull();
      expect(await store.removeAccount('bob@example.com')).toBe(false);
      expect((await store.listAccounts()).map((a) => a.email)).toEqual(['ada@example.com']);
    });

    it('unassigns a removed account’s leads with a new version, so an open inbox sees the change', async () => {
      const store = await withAccount();
      await store.save({ id: 'a1', kind: 'newsletter', createdAt: '2026-11-01T10:00:00.000Z', email: 'x@example.com' });
      expect(await store.updateLead('a1', { assignee: 'bob@example.com', version: 1 }, 'ada@example.com')).toMatchObject({ result: 'updated', lead: { version: 2 } });
      expect(await store.removeAccount('bob@example.com')).toBe(true);
      expect(await store.leadDetail('a1')).toMatchObject({ assignee: null, version: 3 });
      expect((await store.updateLead('a1', { status: 'won', version: 2 }, 'ada@example.com')).result).toBe('conflict');
    });
  });
});
