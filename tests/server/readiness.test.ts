// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { createAppServer } from '../../src/server/server';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** The real server on a free port, the site in a temporary dist/, leads under dataDir. */
async function start(dir: string, dataDir: string) {
  const dist = join(dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  const app = await createAppServer(readConfig({ DIST_DIR: dist, DATA_DIR: dataDir }));
  await new Promise<void>((r) => app.server.listen(0, '127.0.0.1', r));
  cleanups.push(() => app.close());
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ready-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

const NOT_READY = 'Not ready: the lead database does not answer (the data folder is missing, read-only or locked). The site is still served.';

describe('GET /api/ready', () => {
  it('answers 200 { ok: true } when the database answers, never cached', async () => {
    const dir = folder();
    const base = await start(dir, join(dir, 'data'));
    const res = await fetch(`${base}/api/ready`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: true });
    expect((await fetch(`${base}/api/ready`, { method: 'HEAD' })).status).toBe(200);
    const post = await fetch(`${base}/api/ready`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 503 with Retry-After while the data folder is unusable, and 200 once it is, without a restart', async () => {
    const dir = folder();
    // DATA_DIR under a regular file: no user, root included, can create the folder.
    writeFileSync(join(dir, 'blocker'), '');
    const logged: string[] = [];
    const error = console.error;
    console.error = (line: string) => void logged.push(line);
    cleanups.push(() => void (console.error = error));
    const base = await start(dir, join(dir, 'blocker', 'data'));
    expect(logged.join('\n')).toContain('(ENOTDIR)');

    const down = await fetch(`${base}/api/ready`);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.json()).toEqual({ error: NOT_READY });
    // Not ready for leads, still alive for the site.
    expect((await fetch(`${base}/`)).status).toBe(200);

    // The operator fixes the folder; the server opens the database on a later probe (it tries every 3 s).
    rmSync(join(dir, 'blocker'));
    const deadline = Date.now() + 10_000;
    let res = await fetch(`${base}/api/ready`);
    const seen = [res.status];
    while (res.status !== 200 && Date.now() < deadline) {
      expect(res.headers.get('retry-after')).toBe('5');
      await new Promise((r) => setTimeout(r, 250));
      res = await fetch(`${base}/api/ready`);
      seen.push(res.status);
    }
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    // Only 503s before it, then ready: no other answer in between.
    expect(seen.slice(0, -1).filter((status) => status !== 503)).toEqual([]);
    const lead = { id: crypto.randomUUID(), kind: 'newsletter', createdAt: '2026-12-07T08:00:00.000Z', email: 'ada@example.com' };
    expect((await fetch(`${base}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(lead) })).status).toBe(201);
  });
});
