// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../src/server/leadsCli';
import { PgStore } from '../../src/server/pgStore';
import { LeadStore } from '../../src/server/store';
import { freshPostgresDatabase } from './support/engines';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-test-'));
  folders.push(dir);
  return join(dir, 'data');
};

/** A terminal: what the CLI writes to stderr is watched for prompts, each answered by typing the next line. */
class FakeTerminal extends PassThrough {
  isTTY = true;
  rawModes: boolean[] = [];
  setRawMode(mode: boolean) {
    this.rawModes.push(mode);
    return this;
  }
}

/** Runs `npm run leads -- ...args` as the CLI module does, with stdin piped (a string) or a terminal (answers typed at each prompt). */
async function leads(dir: string, args: string[], input: string | { typed: string[] } = '', env: NodeJS.ProcessEnv = { DATA_DIR: dir }) {
  let stdout = '';
  let stderr = '';
  const terminal = typeof input === 'string' ? null : new FakeTerminal();
  const answers = typeof input === 'string' ? [] : [...input.typed];
  const stdin = terminal ?? Readable.from(input ? [input] : []);
  const code = await run(args, {
    stdin,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: {
      write: (text: string) => {
        stderr += text;
        if (terminal && text.endsWith(': ') && answers.length) terminal.write(answers.shift());
      },
    },
    env,
  });
  return { code, stdout, stderr, rawModes: terminal?.rawModes ?? [] };
}

const PASSWORD = 'correct horse battery';
const auditRows = (dir: string) => {
  const store = LeadStore.open(dir);
  try {
    return store.db.prepare('SELECT actor, action, lead_id, detail FROM audit_log ORDER BY id').all();
  } finally {
    store.close();
  }
};

describe('npm run leads: list and export', () => {
  it('export prints nothing but the header for a folder with no database yet, and does not create one', async () => {
    const dir = dataDir();
    expect(await leads(dir, ['export', '--format', 'csv'])).toMatchObject({ code: 0, stdout: 'id,kind,createdAt,receivedAt,name,email,company,message,service,job,link\r\n', stderr: '' });
    expect(await leads(dir, ['export', '--format', 'json'])).toMatchObject({ code: 0, stdout: '[]\n' });
    expect((await leads(dir, ['list'])).stdout).toContain('No leads yet');
    expect((await leads(dir, ['users', 'list'])).stdout).toContain('No accounts yet');
  });

  it('lists and exports stored leads, from a day on with --since', async () => {
    const dir = dataDir();
    const store = LeadStore.open(dir);
    store.save({ id: 'a1', kind: 'newsletter', createdAt: '2026-11-01T10:00:00.000Z', email: 'ada@example.com' }, '2026-11-01T10:00:01.000Z');
    store.save({ id: 'b2', kind: 'contact', createdAt: '2026-11-03T10:00:00.000Z', name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy', message: 'Hi' }, '2026-11-03T10:00:01.000Z');
    store.close();
    const list = await leads(dir, ['list', '--since', '2026-11-02']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('grace@example.com');
    expect(list.stdout).not.toContain('ada@example.com');
    expect(list.stdout).toContain('1 lead since 2026-11-02.');
    const json = JSON.parse((await leads(dir, ['export', '--format', 'json'])).stdout) as { id: string }[];
    expect(json.map((l) => l.id)).toEqual(['a1', 'b2']);
  });

  it('refuses what it does not understand with exit 2, a reason and the usage, and prints nothing on stdout', async () => {
    const dir = dataDir();
    for (const [args, message] of [
      [['export', '--format', 'csv', '--sincee', '2026-01-01'], 'Unknown option "--sincee" for export.'],
      [['list', '--format', 'csv'], 'Unknown option "--format" for list.'],
      [['list', 'extra'], 'Unknown option "extra" for list.'],
      [['export', '--format', 'csv', '--format', 'json'], '--format is given twice.'],
      [['export', '--since', '--format', 'csv'], '--since needs a value.'],
      [['export', '--format', 'csv', '--since', '2026-02-31'], '--since takes a date like 2026-01-31.'],
      [['export', '--format', 'xml'], '--format must be csv or json.'],
      [['export'], '--format must be csv or json.'],
      [['import'], 'Unknown command "import".'],
      [[], 'Say what to do.'],
      [['users', 'add', 'ada@example.com'], '--role must be admin or sales.'],
      [['users', 'add', 'ada@example.com', '--role', 'owner'], '--role must be admin or sales.'],
      [['users', 'add', 'not-an-address', '--role', 'admin'], '"not-an-address" is not an email address'],
      // A password is never taken from the command line, where the shell history and `ps` keep it.
      [['users', 'add', 'ada@example.com', '--role', 'admin', '--password', PASSWORD], 'Unknown option "--password" for users add.'],
      [['users', 'remove'], 'users remove needs an email address.'],
      [['users', 'rename', 'a@example.com'], 'Unknown command "users rename".'],
      [['erase', 'a@example.com', 'b@example.com'], 'Unknown option "b@example.com" for erase.'],
    ] as const) {
      const result = await leads(dir, [...args]);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout, args.join(' ')).toBe('');
      expect(result.stderr, args.join(' ')).toContain(message);
      expect(result.stderr).toContain('Usage:');
    }
  });

  it('answers --help with the usage on stdout and exit 0', async () => {
    for (const args of [['--help'], ['-h'], ['export', '--help'], ['users', 'add', '-h']]) {
      const result = await leads(dataDir(), args);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toContain('npm run leads -- export --format csv|json [--since YYYY-MM-DD]');
      expect(result.stdout).toContain('npm run leads -- users add EMAIL --role admin|sales');
    }
  });
});

describe('npm run leads: users', () => {
  it('adds an account with the password piped on stdin, lists it, and never prints the password or its hash', async () => {
    const dir = dataDir();
    const added = await leads(dir, ['users', 'add', 'Ada@Example.com', '--role', 'admin'], `${PASSWORD}\n`);
    expect(added).toMatchObject({ code: 0, stdout: 'Added ada@example.com (admin).\n' });
    expect(added.stderr).not.toContain(PASSWORD);
    const again = await leads(dir, ['users', 'add', 'ada@example.com', '--role', 'sales'], `${PASSWORD}\n`);
    expect(again).toMatchObject({ code: 1, stderr: 'There is already an account for ada@example.com.\n' });
    const list = await leads(dir, ['users', 'list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^ada@example\.com +admin +added \d{4}-\d\d-\d\d\n$/);
    expect(list.stdout).not.toMatch(/scrypt|horse/);
    const store = LeadStore.open(dir);
    expect(await store.verifyPassword('ada@example.com', PASSWORD)).toEqual({ email: 'ada@example.com', role: 'admin' });
    store.close();
    expect(auditRows(dir)).toEqual([{ actor: null, action: 'user-add', lead_id: null, detail: 'ada@example.com' }]);
  });

  it('refuses a password that is too short or missing (exit 1, nothing stored)', async () => {
    const dir = dataDir();
    expect(await leads(dir, ['users', 'add', 'ada@example.com', '--role', 'sales'], 'short\n')).toMatchObject({ code: 1, stderr: 'The password needs at least 12 characters.\n' });
    expect(await leads(dir, ['users', 'add', 'ada@example.com', '--role', 'sales'], '')).toMatchObject({ code: 1, stderr: 'No password was given.\n' });
    expect((await leads(dir, ['users', 'list'])).stdout).toContain('No accounts yet');
  });

  it('on a terminal asks twice without echo (raw mode), and changes nothing when the two differ', async () => {
    const dir = dataDir();
    const differ = await leads(dir, ['users', 'add', 'bob@example.com', '--role', 'sales'], { typed: [`${PASSWORD}\r`, `${PASSWORD}!\r`] });
    expect(differ).toMatchObject({ code: 1 });
    expect(differ.stderr).toContain('The two passwords differ; nothing was changed.');
    expect(differ.stderr).not.toContain(PASSWORD);
    expect(differ.rawModes).toEqual([true, false, true, false]);
    expect((await leads(dir, ['users', 'list'])).stdout).toContain('No accounts yet');

    // A typo corrected with Backspace is not part of the password.
    const added = await leads(dir, ['users', 'add', 'bob@example.com', '--role', 'sales'], { typed: [`${PASSWORD}x\u007f\r`, `${PASSWORD}\r`] });
    expect(added).toMatchObject({ code: 0, stdout: 'Added bob@example.com (sales).\n' });
    expect(added.stderr).toBe('Password for bob@example.com: \nType it again: \n');
    const store = LeadStore.open(dir);
    const session = await store.createSession('bob@example.com');

    // A new password signs the account out everywhere.
    const changed = await leads(dir, ['users', 'password', 'BOB@example.com'], `another long passphrase\n`);
    expect(changed).toMatchObject({ code: 0, stdout: 'New password set for bob@example.com; its sessions are signed out.\n' });
    expect(await store.sessionFor(session)).toBeNull();
    expect(await store.verifyPassword('bob@example.com', 'another long passphrase')).not.toBeNull();
    const again = await store.createSession('bob@example.com');

    expect(await leads(dir, ['users', 'remove', 'bob@example.com'])).toMatchObject({ code: 0, stdout: 'Removed bob@example.com; its sessions are signed out.\n' });
    expect(await store.sessionFor(again)).toBeNull();
    store.close();
    expect(await leads(dir, ['users', 'remove', 'bob@example.com'])).toMatchObject({ code: 1, stderr: 'There is no account for bob@example.com.\n' });
    expect(await leads(dir, ['users', 'password', 'nobody@example.com'], `${PASSWORD}\n`)).toMatchObject({ code: 1, stderr: 'There is no account for nobody@example.com.\n' });
    expect(auditRows(dir)).toEqual([
      { actor: null, action: 'user-add', lead_id: null, detail: 'bob@example.com' },
      { actor: null, action: 'password', lead_id: null, detail: 'bob@example.com' },
      { actor: null, action: 'user-remove', lead_id: null, detail: 'bob@example.com' },
    ]);
  });
});

describe('npm run leads: erase', () => {
  it('erases every lead sent from an address, in any letter case, and says how many', async () => {
    const dir = dataDir();
    const store = LeadStore.open(dir);
    store.save({ id: 'a1', kind: 'newsletter', createdAt: '2026-11-01T10:00:00.000Z', email: 'ada@example.com' });
    store.save({ id: 'b2', kind: 'contact', createdAt: '2026-11-01T10:00:00.000Z', name: 'Ada', email: 'ADA@example.com', company: 'Engines', message: 'Hi' });
    store.save({ id: 'c3', kind: 'newsletter', createdAt: '2026-11-01T10:00:00.000Z', email: 'grace@example.com' });
    store.close();
    expect(await leads(dir, ['erase', 'Ada@Example.com'])).toMatchObject({ code: 0, stdout: 'Erased 2 leads.\n' });
    expect(JSON.parse((await leads(dir, ['export', '--format', 'json'])).stdout)).toMatchObject([{ id: 'c3' }]);
    expect(await leads(dir, ['erase', 'ada@example.com'])).toMatchObject({ code: 0, stdout: 'Erased 0 leads.\n' });
    expect(auditRows(dir)).toEqual([
      { actor: null, action: 'erase', lead_id: null, detail: '2' },
      { actor: null, action: 'erase', lead_id: null, detail: '0' },
    ]);
  });
});

describe('with DATABASE_URL', () => {
  it('manages the accounts and leads of the PostgreSQL database, and sends backups to pg_dump', async () => {
    const database = await freshPostgresDatabase();
    const dir = dataDir();
    const env = { DATA_DIR: dir, DATABASE_URL: database.url };
    try {
      expect(await leads(dir, ['users', 'add', 'Ada@Example.com', '--role', 'admin'], `${PASSWORD}\n`, env)).toMatchObject({ code: 0, stdout: 'Added ada@example.com (admin).\n' });
      const store = await PgStore.open({ url: database.url, poolSize: 1, statementTimeoutMs: 5000 });
      try {
        expect(await store.verifyPassword('ada@example.com', PASSWORD)).toEqual({ email: 'ada@example.com', role: 'admin' });
        expect(await store.save({ id: 'p1', kind: 'newsletter', createdAt: '2026-11-01T10:00:00.000Z', email: 'reader@example.com' }, '2026-11-02T10:00:00.000Z')).toBe('created');
      } finally {
        await store.close();
      }
      const list = await leads(dir, ['list'], '', env);
      expect(list.code).toBe(0);
      expect(list.stdout).toContain('reader@example.com');
      expect(list.stdout).toMatch(/^1 lead\.$/m);
      expect((await leads(dir, ['users', 'list'], '', env)).stdout).toMatch(/^ada@example\.com\s+admin/);
      expect(await leads(dir, ['erase', 'READER@example.com'], '', env)).toMatchObject({ code: 0, stdout: 'Erased 1 lead.\n' });
      const backup = await leads(dir, ['backup', join(dir, 'copy.sqlite')], '', env);
      expect(backup.code).toBe(1);
      expect(backup.stderr).toMatch(/pg_dump/);
      // Nothing was written under DATA_DIR: the leads live in Postgres.
      expect((await leads(dir, ['list'], '', { DATA_DIR: dir })).stdout).toMatch(/^No leads yet/);
    } finally {
      await database.drop();
    }
  });

  it('refuses a DATABASE_URL that is not a postgres:// address, without repeating it', async () => {
    const dir = dataDir();
    const result = await leads(dir, ['list'], '', { DATA_DIR: dir, DATABASE_URL: 'mysql://root:secret@db/leads' });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('DATABASE_URL is not a postgres:// address.\n');
  });
});
