// @vitest-environment node
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../src/server/leadsCli';
import { LeadStore } from '../../src/server/store';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** `npm run leads -- ...args` with DATA_DIR=dataDir, as the CLI module runs it. */
async function leads(dataDir: string, args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { stdin: Readable.from([]), stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) }, env: { DATA_DIR: dataDir } });
  return { code, stdout, stderr };
}

const mode = (file: string) => statSync(file).mode & 0o777;

function seed(dataDir: string, n: number): LeadStore {
  const store = LeadStore.open(dataDir);
  for (let i = 0; i < n; i++) store.save({ id: crypto.randomUUID(), kind: 'contact', createdAt: '2026-11-27T08:00:00.000Z', name: `Lead ${i}`, email: `lead${i}@example.com`, message: 'Seeded.' });
  return store;
}

/**
 * Another process writing the database as the server does (WAL, one commit per lead), numbered
 * writer-1, writer-2...; it says "going" after 50 commits and, told to stop, prints how many it made.
 */
function startWriter(file: string) {
  const script = `
    const Database = require(${JSON.stringify(createRequire(import.meta.url).resolve('better-sqlite3'))});
    const db = new Database(${JSON.stringify(file)}, { timeout: 5000 });
    const insert = db.prepare("INSERT INTO leads (id, kind, created_at, received_at, email, updated_at) VALUES (?, 'contact', ?, ?, ?, ?)");
    let n = 0, stop = false;
    process.stdin.on('data', () => { stop = true; });
    (function write() {
      if (stop) { process.stdout.write('done ' + n + '\\n'); db.close(); return; }
      for (let i = 0; i < 5; i++) { n++; const at = new Date().toISOString(); insert.run('writer-' + n, at, at, 'w' + n + '@example.com', at); }
      if (n === 50) process.stdout.write('going\\n');
      setImmediate(write);
    })();`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  cleanups.push(() => child.kill());
  let out = '';
  const said = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const look = () => {
        const match = pattern.exec(out);
        if (match) resolve(match);
      };
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        look();
      });
      child.once('exit', (code) => reject(new Error(`the writer exited (${code}) before saying ${pattern}`)));
      look();
    });
  return {
    going: () => said(/going/),
    stop: async () => {
      const done = said(/done (\d+)/);
      child.stdin.end('stop\n');
      return Number((await done)[1]);
    },
  };
}

describe('npm run leads -- backup', () => {
  it('copies the live database while another process writes to it: one consistent state, owner-only', async () => {
    const dir = folder();
    const dataDir = join(dir, 'data');
    // The server's connection stays open throughout, as in production.
    const server = seed(dataDir, 2000);
    cleanups.push(() => server.close());
    const writer = startWriter(LeadStore.databaseFile(dataDir));
    await writer.going();
    const target = join(dir, 'leads-backup.sqlite');
    const result = await leads(dataDir, ['backup', target]);
    const written = await writer.stop();

    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(`Backed up to ${target} (${statSync(target).size.toLocaleString('en-US')} bytes).\n`);
    expect(mode(target)).toBe(0o600);
    // One file, nothing beside it: no WAL to copy along, no temporary file left.
    expect(readdirSync(dir).sort()).toEqual(['data', 'leads-backup.sqlite']);

    const copy = new Database(target, { readonly: true, fileMustExist: true });
    cleanups.push(() => copy.close());
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const seeded = (copy.prepare("SELECT count(*) AS n FROM leads WHERE id NOT LIKE 'writer-%'").get() as { n: number }).n;
    const fromWriter = copy.prepare("SELECT CAST(substr(id, 8) AS INTEGER) AS k FROM leads WHERE id LIKE 'writer-%' ORDER BY k").all() as { k: number }[];
    expect(seeded).toBe(2000);
    // The writer's leads up to some commit, every one of them, none after: a single moment's state.
    expect(fromWriter.length).toBeGreaterThanOrEqual(50);
    expect(fromWriter.length).toBeLessThanOrEqual(written);
    expect(fromWriter.map((r) => r.k)).toEqual(Array.from({ length: fromWriter.length }, (_, i) => i + 1));
    // What the inbox reads from the copy: the seeded leads' search index came along.
    expect((copy.prepare('SELECT count(*) AS n FROM lead_search').get() as { n: number }).n).toBe(2000);
  });

  it('refuses to overwrite a file (exit 2) unless --force, and never writes over the live database', async () => {
    const dir = folder();
    const dataDir = join(dir, 'data');
    seed(dataDir, 3).close();
    const target = join(dir, 'copy.sqlite');
    writeFileSync(target, 'an older backup');
    chmodSync(target, 0o644);

    const refused = await leads(dataDir, ['backup', target]);
    expect(refused).toEqual({ code: 2, stdout: '', stderr: `${target} already exists; nothing was written. Add --force to replace it.\n` });
    expect(statSync(target).size).toBe('an older backup'.length);

    const forced = await leads(dataDir, ['backup', target, '--force']);
    expect(forced.code).toBe(0);
    expect(mode(target)).toBe(0o600);
    const db = new Database(target, { readonly: true });
    expect((db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n).toBe(3);
    db.close();

    // A folder, or a link (to another file, or to nothing), is never replaced, --force or not.
    const elsewhere = join(dir, 'elsewhere.sqlite');
    writeFileSync(elsewhere, 'not a backup');
    symlinkSync(elsewhere, join(dir, 'link.sqlite'));
    symlinkSync(join(dir, 'gone.sqlite'), join(dir, 'dangling.sqlite'));
    for (const name of [join(dir, 'data'), join(dir, 'link.sqlite'), join(dir, 'dangling.sqlite')]) {
      expect(await leads(dataDir, ['backup', name, '--force'])).toEqual({ code: 2, stdout: '', stderr: `${name} exists and is not a regular file; nothing was written.\n` });
    }
    expect(statSync(elsewhere).size).toBe('not a backup'.length);
    expect(existsSync(join(dir, 'gone.sqlite'))).toBe(false);

    const live = LeadStore.databaseFile(dataDir);
    symlinkSync(live, join(dir, 'live-link.sqlite'));
    for (const name of [live, `${dataDir}/../data/leads.sqlite-wal`, join(dir, 'live-link.sqlite')]) {
      const res = await leads(dataDir, ['backup', name, '--force']);
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/is the live database: write the backup somewhere else\.\n$/);
    }
    const still = new Database(live, { readonly: true });
    expect((still.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n).toBe(3);
    still.close();
  });

  it('says so (exit 1) when the server has not created the database yet, and creates nothing', async () => {
    const dir = folder();
    const dataDir = join(dir, 'data');
    const res = await leads(dataDir, ['backup', join(dir, 'copy.sqlite')]);
    expect(res).toEqual({ code: 1, stdout: '', stderr: `There is no lead database at ${LeadStore.databaseFile(dataDir)} to back up yet: the server creates it on its first start (check DATA_DIR).\n` });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('needs a file and a folder that exists (exit 2 and 1)', async () => {
    const dir = folder();
    const dataDir = join(dir, 'data');
    seed(dataDir, 1).close();
    const none = await leads(dataDir, ['backup']);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^backup needs the file to write\.\n\nUsage:/);
    const nowhere = join(dir, 'missing', 'copy.sqlite');
    expect(await leads(dataDir, ['backup', nowhere])).toEqual({ code: 1, stdout: '', stderr: `There is no folder ${join(dir, 'missing')} to write the backup in.\n` });
    expect(existsSync(join(dir, 'missing'))).toBe(false);
  });

  it('a restored copy, even if copied in group-readable, is owner-only once the server or the CLI opens it', async () => {
    const dir = folder();
    seed(join(dir, 'data'), 2).close();
    const target = join(dir, 'copy.sqlite');
    expect((await leads(join(dir, 'data'), ['backup', target])).code).toBe(0);
    const restored = join(dir, 'restored');
    for (const opener of [(d: string) => LeadStore.open(d, { readonly: true }), (d: string) => LeadStore.open(d)]) {
      rmSync(restored, { recursive: true, force: true });
      const file = LeadStore.databaseFile(restored);
      // `cp` onto an existing file, or with a loose umask, leaves 0644.
      mkdirSync(restored);
      copyFileSync(target, file);
      chmodSync(file, 0o644);
      const store = opener(restored);
      expect(store.count()).toBe(2);
      for (const name of readdirSync(restored)) expect([name, mode(join(restored, name))]).toEqual([name, 0o600]);
      store.close();
    }
  });
});
