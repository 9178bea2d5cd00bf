// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, InboxLead, LeadDetail, LeadPage } from '../../src/leads/inboxApi';
import type { Lead } from '../../src/leads/validation';
import { readConfig } from '../../src/server/config';
import { createAppServer, type AppServer } from '../../src/server/server';
import type { LeadStorage } from '../../src/server/leadStorage';
import { ENGINES, freshPostgresDatabase, tables, type EngineName } from './support/engines';

// The sign-in and the admin API as a browser or a script sees them: a real server on a temporary
// database. scrypt costs about 0.3 s a hash (seconds on a busy machine), so each role signs in once
// and the cookie is reused.
const PASSWORD = 'correct horse battery staple';
const ADMIN = 'admin@northstar.example';
const SALES = 'sales@northstar.example';
const ALLOWED = 'https://admin.northstar.example';

/** The same HTTP contract on both engines. */
describe.each(ENGINES)('on %s', (engine: EngineName) => {
  const dirs: string[] = [];
  const servers: AppServer[] = [];
  const drops: (() => Promise<void>)[] = [];
  /** A server on a new database of the engine under test (SQLite under a new DATA_DIR, or a new Postgres database), unless env names one. */
  async function start(env: Record<string, string> = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'admin-api-'));
    dirs.push(dir);
    if (engine === 'postgres' && !env.DATABASE_URL) {
      const database = await freshPostgresDatabase();
      drops.push(database.drop);
      env = { ...env, DATABASE_URL: database.url };
    }
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', '404.html'), '<h1>404</h1>');
    const app = await createAppServer({ ...readConfig({ DIST_DIR: join(dir, 'dist'), DATA_DIR: join(dir, 'data'), ...env }), port: 0 });
    servers.push(app);
    await app.listen();
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return { app, base, store: app.stores.get() as LeadStorage };
  }
  afterAll(async () => {
    for (const app of servers.splice(0)) await app.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    for (const drop of drops.splice(0)) await drop();
  });

  let n = 0;
  const lead = (over: Partial<Lead> = {}): Lead => ({
    id: crypto.randomUUID(),
    kind: 'contact',
    createdAt: '2026-11-27T08:00:00.000Z',
    name: `Grace Hopper ${++n}`,
    email: `grace${n}@compilers.example`,
    company: 'Compilers Inc',
    message: `We would like ${n} more meetings with banks.`,
    ...over,
  });

  interface Call {
    method?: string;
    body?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
  }
  function call(base: string, path: string, { method = 'GET', body, cookie, headers = {} }: Call = {}) {
    return fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(cookie ? { Cookie: cookie } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  /** The cookie a sign-in set, as the browser sends it back (name=value). */
  const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;

  let base = '';
  let store: LeadStorage;
  let admin = '';
  let sales = '';
  let api: (path: string, options?: Call) => Promise<Response>;

  beforeAll(async () => {
    ({ base, store } = await start({ TRUST_PROXY: '1', LEAD_ALLOWED_ORIGINS: ALLOWED }));
    api = (path, options) => call(base, path, options);
    await store.addAccount(ADMIN, 'admin', PASSWORD);
    await store.addAccount(SALES, 'sales', PASSWORD);
    const signIn = async (email: string) => {
      const res = await api('/api/session', { method: 'POST', body: { email, password: PASSWORD } });
      expect(res.status).toBe(204);
      return cookieOf(res);
    };
    admin = await signIn(ADMIN);
    sales = await signIn(SALES);
  }, 120_000);

  describe('signing in', { timeout: 60_000 }, () => {
    it('sets an HttpOnly, SameSite=Strict session cookie for 30 days over HTTP, and GET /api/session names the account', async () => {
      const res = await api('/api/session', { method: 'POST', body: { email: 'Sales@Northstar.example', password: PASSWORD } });
      expect(res.status).toBe(204);
      const cookie = res.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^northstar_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict$/);
      expect(cookie).not.toMatch(/Secure/);
      const me = await api('/api/session', { cookie: cookieOf(res) });
      expect(me.status).toBe(200);
      expect(me.headers.get('cache-control')).toBe('no-store');
      expect(await me.json()).toEqual({ email: SALES, role: 'sales' });
      const none = await api('/api/session');
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ error: expect.stringMatching(/Sign in/) });
    });

    it('over HTTPS (X-Forwarded-Proto from a trusted proxy) the cookie is Secure and named __Host-', async () => {
      const res = await api('/api/session', { method: 'POST', body: { email: ADMIN, password: PASSWORD }, headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.status).toBe(204);
      expect(res.headers.get('set-cookie')).toMatch(/^__Host-northstar_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
      expect(await (await api('/api/session', { cookie: cookieOf(res) })).json()).toEqual({ email: ADMIN, role: 'admin' });
    });

    it('ignores X-Forwarded-Proto from a client that is not behind a trusted proxy', async () => {
      const direct = await start();
      await direct.store.addAccount(ADMIN, 'admin', PASSWORD);
      const res = await call(direct.base, '/api/session', { method: 'POST', body: { email: ADMIN, password: PASSWORD }, headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.status).toBe(204);
      expect(res.headers.get('set-cookie')).toMatch(/^northstar_session=/);
      expect(res.headers.get('set-cookie')).not.toMatch(/Secure/);
    });

    it('answers an unknown email and a wrong password alike, then 429 with Retry-After after 5 failures in 15 minutes', async () => {
      const victim = 'victim@northstar.example';
      await store.addAccount(victim, 'sales', PASSWORD);
      const unknown = await api('/api/session', { method: 'POST', body: { email: 'nobody@stranger.example', password: PASSWORD } });
      const wrong = await api('/api/session', { method: 'POST', body: { email: victim, password: 'not the password at all' } });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(await unknown.text()).toBe(await wrong.text());
      for (let i = 0; i < 4; i++) expect((await api('/api/session', { method: 'POST', body: { email: victim, password: `guess ${i} of many` } })).status).toBe(401);
      // Locked: even the right password waits.
      const locked = await api('/api/session', { method: 'POST', body: { email: victim.toUpperCase(), password: PASSWORD } });
      expect(locked.status).toBe(429);
      const wait = Number(locked.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      expect(await locked.json()).toEqual({ error: expect.stringMatching(/Too many failed sign-ins/) });
      // The audit log names the account that exists, and never what was typed for one that does not.
      const log = await (await api('/api/admin/audit?limit=100', { cookie: admin })).json();
      const failed = (log.entries as AuditEntry[]).filter((e) => e.action === 'sign-in-failed');
      expect(failed.map((e) => e.actor).sort()).toEqual([null, victim, victim, victim, victim, victim].sort());
      expect(JSON.stringify(log)).not.toContain('stranger.example');
    });

    it('limits sign-in attempts per address (429 with Retry-After) before any password is checked', async () => {
      const limited = await start({ SIGN_IN_RATE_LIMIT: '2' });
      const attempt = () => call(limited.base, '/api/session', { method: 'POST', body: { email: 'x@y.example' } });
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      const third = await attempt();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await third.json()).toEqual({ error: expect.stringMatching(/Too many sign-in attempts from this address/) });
    });

    it('signs out: 204, the cookie cleared, the session gone for good', async () => {
      const res = await api('/api/session', { method: 'POST', body: { email: SALES, password: PASSWORD } });
      const cookie = cookieOf(res);
      const out = await api('/api/session', { method: 'DELETE', cookie });
      expect(out.status).toBe(204);
      expect(out.headers.get('set-cookie')).toMatch(/^northstar_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/);
      expect((await api('/api/session', { cookie })).status).toBe(401);
      expect((await api('/api/admin/leads', { cookie })).status).toBe(401);
      const log = (await (await api('/api/admin/audit', { cookie: admin })).json()) as { entries: AuditEntry[] };
      expect(log.entries.find((e) => e.action === 'sign-out')).toMatchObject({ actor: SALES });
      expect(log.entries.find((e) => e.action === 'sign-in')).toMatchObject({ actor: expect.any(String) });
    });
  });

  describe('cross-site requests (CSRF)', { timeout: 60_000 }, () => {
    it('refuses a state change whose Origin is another site, or that a browser marks cross-site', async () => {
      const target = lead();
      await store.save(target);
      const patch = (headers: Record<string, string>) => api(`/api/admin/leads/${target.id}`, { method: 'PATCH', cookie: admin, body: { status: 'spam', version: 1 }, headers });
      const refused: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }];
      for (const headers of refused) {
        const res = await patch(headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(await res.json()).toEqual({ error: expect.stringMatching(/another site/) });
      }
      const signIn = await api('/api/session', { method: 'POST', body: { email: ADMIN, password: PASSWORD }, headers: { Origin: 'https://evil.example' } });
      expect(signIn.status).toBe(403);
      expect(signIn.headers.get('set-cookie')).toBeNull();
      expect((await api('/api/session', { method: 'DELETE', cookie: admin, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
      expect((await (await api(`/api/admin/leads/${target.id}`, { cookie: admin })).json()).status).toBe('new');
      // The site's own origin (as the proxy names it too) and an allowed origin may.
      expect((await patch({ Origin: base, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
      expect((await api(`/api/admin/leads/${target.id}`, { method: 'PATCH', cookie: admin, body: { status: 'new', version: 2 }, headers: { Origin: ALLOWED } })).status).toBe(200);
      const proxied = await api(`/api/admin/leads/${target.id}`, {
        method: 'PATCH',
        cookie: admin,
        body: { status: 'lost', version: 3 },
        headers: { Origin: 'https://leads.northstar.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'leads.northstar.example' },
      });
      expect(proxied.status).toBe(200);
    });
  });

  describe('the admin API', { timeout: 60_000 }, () => {
    it('answers 401 without a session on every route, with no-store', async () => {
      const id = crypto.randomUUID();
      const routes: [string, string, unknown?][] = [
        ['GET', '/api/admin/leads'],
        ['GET', `/api/admin/leads/${id}`],
        ['PATCH', `/api/admin/leads/${id}`, { status: 'won', version: 1 }],
        ['POST', `/api/admin/leads/${id}/notes`, { id: crypto.randomUUID(), text: 'Hi' }],
        ['DELETE', `/api/admin/leads/${id}`],
        ['GET', '/api/admin/leads/export?format=csv'],
        ['GET', '/api/admin/audit'],
        ['GET', '/api/admin/users'],
      ];
      for (const [method, path, body] of routes) {
        for (const cookie of [undefined, 'northstar_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
          const res = await api(path, { method, body, cookie });
          expect(res.status, `${method} ${path}`).toBe(401);
          expect(res.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
          expect(res.headers.get('x-content-type-options')).toBe('nosniff');
          expect(await res.json()).toEqual({ error: expect.any(String) });
        }
      }
    });

    it('lets sales read and triage, but not erase, export or read the audit log (403)', async () => {
      const target = lead();
      await store.save(target);
      expect((await api('/api/admin/leads', { cookie: sales })).status).toBe(200);
      expect((await api(`/api/admin/leads/${target.id}`, { cookie: sales })).status).toBe(200);
      expect((await api(`/api/admin/leads/${target.id}`, { method: 'PATCH', cookie: sales, body: { status: 'contacted', version: 1 } })).status).toBe(200);
      expect((await api(`/api/admin/leads/${target.id}/notes`, { method: 'POST', cookie: sales, body: { id: crypto.randomUUID(), text: 'Called, no answer.' } })).status).toBe(201);
      const users = await api('/api/admin/users', { cookie: sales });
      expect(users.status).toBe(200);
      expect(((await users.json()) as { users: unknown[] }).users).toEqual(expect.arrayContaining([{ email: ADMIN, role: 'admin' }, { email: SALES, role: 'sales' }]));
      for (const [method, path] of [['DELETE', `/api/admin/leads/${target.id}`], ['GET', '/api/admin/leads/export?format=json'], ['GET', '/api/admin/audit']]) {
        const res = await api(path!, { method, cookie: sales });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(await res.json()).toEqual({ error: expect.stringMatching(/admin role/) });
      }
      expect((await api(`/api/admin/leads/${target.id}`, { cookie: admin })).status).toBe(200);
    });

    it('lists leads newest first in pages, with counts per status; spam only when asked for; filters by kind and search', async () => {
      const { base: own, store: fresh } = await start();
      await fresh.addAccount(ADMIN, 'admin', PASSWORD);
      const cookie = cookieOf(await call(own, '/api/session', { method: 'POST', body: { email: ADMIN, password: PASSWORD } }));
      const list = async (query = '') => {
        const res = await call(own, `/api/admin/leads${query}`, { cookie });
        expect(res.status, query).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        return (await res.json()) as LeadPage;
      };
      const leads = Array.from({ length: 5 }, (_, i) => lead({ company: i === 3 ? 'Zebra 100% Labs' : 'Compilers Inc' }));
      for (const [i, l] of leads.entries()) await fresh.save(l, `2026-12-0${i + 1}T10:00:00.000Z`);
      await fresh.save(lead({ kind: 'newsletter', name: undefined, company: undefined, message: undefined }), '2026-12-06T10:00:00.000Z');
      const spam = leads[1]!;
      expect((await call(own, `/api/admin/leads/${spam.id}`, { method: 'PATCH', cookie, body: { status: 'spam', version: 1 } })).status).toBe(200);

      const all = await list();
      expect(all.leads.map((l) => l.kind)).toEqual(['newsletter', 'contact', 'contact', 'contact', 'contact']);
      expect(all.leads.map((l) => l.id)).not.toContain(spam.id);
      expect(all.counts).toEqual({ new: 5, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 1 });
      expect(all.nextCursor).toBeNull();
      expect((await list('?status=spam')).leads.map((l) => l.id)).toEqual([spam.id]);
      expect((await list('?kind=newsletter')).leads).toHaveLength(1);
      const found = await list(`?q=${encodeURIComponent('100% LABS')}`);
      expect(found.leads.map((l) => l.id)).toEqual([leads[3]!.id]);
      expect(found.counts.new).toBe(1);

      const first = await list('?limit=2');
      expect(first.leads).toHaveLength(2);
      const second = await list(`?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
      const third = await list(`?limit=2&cursor=${encodeURIComponent(second.nextCursor!)}`);
      expect([...first.leads, ...second.leads, ...third.leads].map((l) => l.id)).toEqual(all.leads.map((l) => l.id));
      expect(third.nextCursor).toBeNull();

      for (const bad of ['?limit=0', '?limit=101', '?limit=ten', '?status=archived', '?kind=spam', `?q=${'x'.repeat(201)}`, '?cursor=not-a-cursor', '?other=1']) {
        const res = await call(own, `/api/admin/leads${bad}`, { cookie });
        expect(res.status, bad).toBe(400);
        const body = (await res.json()) as { error: string; errors: Record<string, string> };
        expect(body.error, bad).toEqual(expect.any(String));
        expect(Object.keys(body.errors ?? {}).length, bad).toBeGreaterThan(0);
      }
    });

    it('shows one lead with its notes and history; 404 for a missing one, 400 for an id that is no UUID', async () => {
      const target = lead();
      await store.save(target);
      const noteId = crypto.randomUUID();
      await api(`/api/admin/leads/${target.id}/notes`, { method: 'POST', cookie: admin, body: { id: noteId, text: 'Budget approved <b>Q1</b>.' } });
      await api(`/api/admin/leads/${target.id}`, { method: 'PATCH', cookie: admin, body: { status: 'qualified', assignee: SALES, version: 1 } });
      const res = await api(`/api/admin/leads/${target.id.toUpperCase()}`, { cookie: admin });
      expect(res.status).toBe(200);
      const detail = (await res.json()) as LeadDetail;
      expect(detail).toMatchObject({ id: target.id, name: target.name, email: target.email, status: 'qualified', assignee: SALES, version: 2 });
      expect(detail.notes).toEqual([{ id: noteId, text: 'Budget approved <b>Q1</b>.', author: ADMIN, createdAt: expect.any(String) }]);
      expect(detail.history.map((h) => [h.action, h.from, h.to])).toEqual([
        ['note', null, null],
        ['status', 'new', 'qualified'],
        ['assignee', null, SALES],
      ]);
      const missing = await api(`/api/admin/leads/${crypto.randomUUID()}`, { cookie: admin });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: expect.stringMatching(/No lead/) });
      expect((await api('/api/admin/leads/1%20OR%201=1', { cookie: admin })).status).toBe(400);
    });

    it('changes status and assignee by version: 200 with the new lead, 409 with the current one when the version is stale', async () => {
      const target = lead();
      await store.save(target);
      const path = `/api/admin/leads/${target.id}`;
      const first = await api(path, { method: 'PATCH', cookie: sales, body: { status: 'contacted', version: 1 } });
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ id: target.id, status: 'contacted', version: 2, assignee: null });
      // Another device, still at version 1.
      const stale = await api(path, { method: 'PATCH', cookie: admin, body: { status: 'lost', version: 1 } });
      expect(stale.status).toBe(409);
      const conflict = (await stale.json()) as { error: string; lead: InboxLead };
      expect(conflict.error).toMatch(/changed this lead meanwhile/);
      expect(conflict.lead).toMatchObject({ id: target.id, status: 'contacted', version: 2 });
      const handed = await api(path, { method: 'PATCH', cookie: admin, body: { assignee: SALES.toUpperCase(), version: 2 } });
      expect(await handed.json()).toMatchObject({ assignee: SALES, status: 'contacted', version: 3 });
      const nobody = await api(path, { method: 'PATCH', cookie: admin, body: { assignee: 'stranger@else.example', version: 3 } });
      expect(nobody.status).toBe(400);
      expect(await nobody.json()).toEqual({ error: expect.any(String), errors: { assignee: expect.any(String) } });
      for (const body of [{ status: 'archived', version: 3 }, { status: 'won' }, { version: 3 }, { status: 'won', version: '3' }, { status: 'won', version: 3, role: 'admin' }]) {
        expect((await api(path, { method: 'PATCH', cookie: admin, body })).status, JSON.stringify(body)).toBe(400);
      }
      expect((await api(`/api/admin/leads/${crypto.randomUUID()}`, { method: 'PATCH', cookie: admin, body: { status: 'won', version: 1 } })).status).toBe(404);
      expect((await (await api(path, { cookie: admin })).json()).version).toBe(3);
    });

    it('stores a note once per client id: 201, then 200 for the same note, 400 for another note under that id, 404 without the lead', async () => {
      const target = lead();
      const other = lead();
      await store.save(target);
      await store.save(other);
      const note = { id: crypto.randomUUID(), text: '  Wants a call on Monday.  ' };
      const post = (leadId: string, body: unknown) => api(`/api/admin/leads/${leadId}/notes`, { method: 'POST', cookie: sales, body });
      const first = await post(target.id, note);
      expect(first.status).toBe(201);
      expect(await first.json()).toEqual({ id: note.id, text: 'Wants a call on Monday.', author: SALES, createdAt: expect.any(String) });
      expect((await post(target.id, note)).status).toBe(200);
      expect((await post(target.id, { ...note, text: 'Something else.' })).status).toBe(400);
      expect((await post(other.id, note)).status).toBe(400);
      expect((await post(crypto.randomUUID(), { id: crypto.randomUUID(), text: 'Lost.' })).status).toBe(404);
      for (const body of [{ id: 'note-1', text: 'x' }, { id: crypto.randomUUID(), text: '' }, { id: crypto.randomUUID(), text: '   ' }, { id: crypto.randomUUID(), text: 'x'.repeat(5001) }, { id: crypto.randomUUID(), text: 'bell\u0007' }]) {
        expect((await post(target.id, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
      expect((await post(target.id, { id: crypto.randomUUID(), text: '🚀'.repeat(5000) })).status).toBe(201);
      const detail = (await (await api(`/api/admin/leads/${target.id}`, { cookie: sales })).json()) as LeadDetail;
      expect(detail.notes).toHaveLength(2);
    });

    it('erases a lead (admin): 204, gone with its notes, and the audit log holds none of its content', async () => {
      const target = lead({ name: 'Erasable Person', email: 'erase.me@private.example', message: 'Secret merger plans for 2027.' });
      await store.save(target);
      await api(`/api/admin/leads/${target.id}/notes`, { method: 'POST', cookie: admin, body: { id: crypto.randomUUID(), text: 'Confidential budget 2M.' } });
      const res = await api(`/api/admin/leads/${target.id}`, { method: 'DELETE', cookie: admin });
      expect(res.status).toBe(204);
      expect((await api(`/api/admin/leads/${target.id}`, { cookie: admin })).status).toBe(404);
      expect((await api(`/api/admin/leads/${target.id}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
      expect(await tables(store).selectFrom('lead_notes').select('id').where('lead_id', '=', target.id).execute()).toEqual([]);
      const log = (await (await api('/api/admin/audit?limit=100', { cookie: admin })).json()) as { entries: AuditEntry[] };
      expect(log.entries.find((e) => e.action === 'delete' && e.leadId === target.id)).toMatchObject({ actor: ADMIN });
      const text = JSON.stringify(log);
      for (const content of ['Erasable', 'erase.me', 'private.example', 'Secret merger', 'Confidential']) expect(text).not.toContain(content);
    });

    it('exports every lead as a formula-safe CSV or JSON download (admin), and the audit log says who did', async () => {
      const risky = lead({ name: '=HYPERLINK("http://evil.example","Click")', company: '+1 Corp' });
      await store.save(risky);
      const csv = await api('/api/admin/leads/export?format=csv', { cookie: admin });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(csv.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await csv.arrayBuffer());
      // A byte-order mark first, so Excel reads the file as UTF-8.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      expect(text.split('\r\n')[0]).toBe('id,kind,createdAt,receivedAt,name,email,company,message,service,job,link,status,assignee,updatedAt');
      const row = text.split('\r\n').find((line) => line.startsWith(risky.id))!;
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(row).toContain("'+1 Corp");
      const json = await api('/api/admin/leads/export?format=json', { cookie: admin });
      expect(json.headers.get('content-disposition')).toMatch(/\.json"$/);
      const leads = (await json.json()) as InboxLead[];
      expect(leads.find((l) => l.id === risky.id)).toMatchObject({ name: risky.name, status: 'new' });
      expect((await api('/api/admin/leads/export?format=xml', { cookie: admin })).status).toBe(400);
      expect((await api('/api/admin/leads/export', { cookie: admin })).status).toBe(400);
      const log = (await (await api('/api/admin/audit', { cookie: admin })).json()) as { entries: AuditEntry[] };
      expect(log.entries.filter((e) => e.action === 'export').map((e) => e.actor)).toEqual([ADMIN, ADMIN]);
    });

    it('pages the audit log newest first and refuses a cursor it did not give', async () => {
      const first = (await (await api('/api/admin/audit?limit=2', { cookie: admin })).json()) as { entries: AuditEntry[]; nextCursor: string };
      expect(first.entries).toHaveLength(2);
      expect(first.entries[0]!.id).toBeGreaterThan(first.entries[1]!.id);
      const next = (await (await api(`/api/admin/audit?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`, { cookie: admin })).json()) as { entries: AuditEntry[] };
      expect(next.entries[0]!.id).toBeLessThan(first.entries[1]!.id);
      expect((await api('/api/admin/audit?cursor=%7B%7D', { cookie: admin })).status).toBe(400);
    });

    it('answers unknown API paths and wrong methods in the one error shape', async () => {
      const missing = await api('/api/admin/nothing', { cookie: admin });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'No such API endpoint.' });
      const put = await api('/api/session', { method: 'PUT', body: {} });
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('GET, POST, DELETE');
      expect(await put.json()).toEqual({ error: expect.any(String) });
    });
  });

  describe('retention (LEAD_RETENTION_DAYS)', { timeout: 60_000 }, () => {
    it('erases leads older than the setting when the server starts, with one audit entry, and keeps the rest', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'retention-'));
      dirs.push(dir);
      // The same database for both starts.
      const database = engine === 'postgres' ? await freshPostgresDatabase() : null;
      if (database) drops.push(database.drop);
      const where: Record<string, string> = database ? { DATABASE_URL: database.url } : { DATA_DIR: join(dir, 'data') };
      const first = await start(where);
      const old = lead();
      const recent = lead();
      await first.store.save(old, new Date(Date.now() - 31 * 24 * 3600_000).toISOString());
      await first.store.save(recent, new Date(Date.now() - 29 * 24 * 3600_000).toISOString());
      await first.app.close();
      const kept = await start({ ...where, LEAD_RETENTION_DAYS: '30' });
      await expect.poll(async () => (await kept.store.list()).map((l) => l.id)).toEqual([recent.id]);
      const log = await kept.store.auditLog({ limit: 10 });
      expect(log.entries.map((e) => [e.action, e.actor, e.detail])).toEqual([['retention', null, '1']]);
      expect(() => readConfig({ LEAD_RETENTION_DAYS: 'forever' })).toThrow('LEAD_RETENTION_DAYS=forever');
      expect(readConfig({}).retentionDays).toBeNull();
    });
  });
});
