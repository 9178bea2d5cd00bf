// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run leads` as an admin runs it (the built CLI in dist-server/), on an empty data folder.
const dataDir = mkdtempSync(join(tmpdir(), 'leads-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const leads = (...args: string[]) => spawnSync(process.execPath, ['scripts/leads.mjs', ...args], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });

describe('npm run leads', () => {
  it('exports with --since a real date', () => {
    const run = leads('export', '--format', 'csv', '--since', '2026-02-28');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^id,kind,createdAt/);
  });

  it('refuses a --since date that does not exist (31 February, month 13) instead of exporting from another day', () => {
    for (const since of ['2026-02-31', '2026-02-30', '2026-13-01']) {
      const run = leads('export', '--format', 'csv', '--since', since);
      expect(run.status, since).toBe(2);
      expect(run.stderr).toContain('--since takes a date like 2026-01-31.');
    }
  });

  it('answers --help with the usage and exit 0, not as an unknown command', () => {
    for (const args of [['--help'], ['-h'], ['export', '--help']]) {
      const run = leads(...args);
      expect(run.status, args.join(' ')).toBe(0);
      expect(run.stdout).toContain('npm run leads -- export --format csv|json [--since YYYY-MM-DD]');
      expect(run.stderr).toBe('');
    }
  });

  it('refuses an option it does not know (a typo such as --sincee) instead of listing or exporting every lead', () => {
    for (const [args, message] of [
      [['export', '--format', 'csv', '--sincee', '2026-01-01'], 'Unknown option "--sincee" for export.'],
      [['list', '--format', 'csv'], 'Unknown option "--format" for list.'],
      [['list', 'extra'], 'Unknown option "extra" for list.'],
      [['export', '--format', 'csv', '--format', 'json'], '--format is given twice.'],
      [['export', '--since', '--format', 'csv'], '--since needs a value.'],
    ] as const) {
      const run = leads(...args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(message);
      expect(run.stderr).toContain('Usage:');
    }
  });
});
