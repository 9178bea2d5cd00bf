// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport, PageEvent } from '../../../src/lib/analytics/contract';
import { readConfig } from '../../../src/server/config';
import { createAppServer, type AppServer } from '../../../src/server/server';
import type { LeadStore } from '../../../src/server/store';

// POST /api/events and GET /api/admin/analytics as a browser and the dashboard see them: a real
// server on a temporary database. Each test sends from its own user agent, so it is its own visitor.
const PASSWORD = 'correct horse battery staple';
const dirs: string[] = [];
const servers: AppServer[] = [];
async function start(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'analytics-api-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', '404.html'), '<h1>404</h1>');
  const app = await createAppServer({ ...readConfig({ DIST_DIR: join(dir, 'dist'), DATA_DIR: join(dir, 'data'), ...env }), port: 0 });
  servers.push(app);
  await app.listen();
  return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, store: app.stores.get() as LeadStore };
}
afterAll(async () => {
  for (const app of servers) await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

let n = 0;
const browser = () => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${++n} Safari/537.36`;
function beacon(base: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': browser(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const views = (...paths: string[]): { events: PageEvent[] } => ({ events: paths.map((path) => ({ type: 'view', path })) });

let base = '';
let cookie = '';
const report = async (days = 7) => (await (await fetch(`${base}/api/admin/analytics?days=${days}`, { headers: { Cookie: cookie } })).json()) as AnalyticsReport;

beforeAll(async () => {
  const server = await start();
  base = server.base;
  await server.store.addAccount('sales@northstar.example', 'sales', PASSWORD);
  const res = await fetch(`${base}/api/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'sales@northstar.example', password: PASSWORD }) });
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});

describe('POST /api/events', () => {
  it('counts a visit’s views, its vitals per template and its lead, and the dashboard reads them', async () => {
    const before = await report();
    const res = await beacon(base, {
      events: [
        { type: 'view', path: '/', referrer: 'www.news.example', language: 'de-AT', engagedMs: 4000 },
        { type: 'view', path: '/contact/', engagedMs: 2000 },
        { type: 'vital', path: '/', name: 'LCP', value: 1234 },
        { type: 'lead', path: '/contact' },
      ],
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ counted: 4 });
    const after = await report();
    expect(after.totals.views - before.totals.views).toBe(2);
    expect(after.totals.visitors - before.totals.visitors).toBe(1);
    expect(after.totals.conversions - before.totals.conversions).toBe(1);
    expect(after.pages).toContainEqual({ path: '/contact', views: 1, leads: 1 });
    expect(after.sources).toContainEqual({ key: 'news.example', views: 1, visitors: 1 });
    expect(after.languages).toContainEqual({ key: 'de', views: 0, visitors: 1 });
    const lcp = after.vitals.find((t) => t.template === 'HomePage')?.vitals.find((v) => v.name === 'LCP');
    expect(lcp).toMatchObject({ samples: 1, rating: 'good' });
    expect(Math.abs(lcp!.p75 - 1234)).toBeLessThanOrEqual(1234 * 0.025);
  });

  it('counts nothing from a visitor with Global Privacy Control or Do Not Track on, or from a user agent that says it is a bot', async () => {
    const before = (await report()).totals.views;
    const refusals: Record<string, string>[] = [{ 'Sec-GPC': '1' }, { DNT: '1' }, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0.0.0 Safari/537.36' }, { 'User-Agent': 'curl/8.5.0' }];
    for (const headers of refusals) {
      const res = await beacon(base, views('/'), headers);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ counted: 0 });
    }
    expect((await report()).totals.views).toBe(before);
  });

  it('counts no dashboard page, and counts an unknown path as the not-found page', async () => {
    const res = await beacon(base, views('/dashboard/leads', '/no-such-page'));
    expect(await res.json()).toEqual({ counted: 1 });
    const pages = (await report()).pages.map((p) => p.path);
    expect(pages).toContain('/404');
    expect(pages).not.toContain('/dashboard/leads');
    expect(pages).not.toContain('/no-such-page');
  });

  it('refuses a body that is not the schema (400), too large (413) or not JSON (415), storing nothing', async () => {
    const before = (await report()).totals.views;
    for (const body of [
      { events: [] },
      { events: [{ type: 'view', path: 'no-slash' }] },
      { events: [{ type: 'view', path: '/', email: 'ada@example.com' }] },
      { events: [{ type: 'view', path: '/', referrer: 'https://news.example/story?user=ada' }] },
      { events: [{ type: 'vital', path: '/', name: 'FID', value: 3 }] },
      { events: [{ type: 'view', path: '/' }], extra: true },
      'not json',
    ]) {
      const res = await beacon(base, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toHaveProperty('error');
    }
    const big = await beacon(base, { events: [{ type: 'view', path: `/${'a'.repeat(9000)}` }] });
    expect(big.status).toBe(413);
    const text = await beacon(base, JSON.stringify(views('/')), { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
    expect((await report()).totals.views).toBe(before);
  });

  it('refuses a beacon posted from another site’s page (403)', async () => {
    const res = await beacon(base, views('/'), { Origin: 'https://elsewhere.example' });
    expect(res.status).toBe(403);
  });
});

describe('limits and access', () => {
  it('answers 429 with Retry-After once an address sends more than EVENTS_RATE_LIMIT beacons a minute', async () => {
    const { base: limited } = await start({ EVENTS_RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await beacon(limited, views('/'))).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await beacon(limited, views('/'));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('shows the figures to a signed-in account only, for 7, 30 or 90 days', async () => {
    expect((await fetch(`${base}/api/admin/analytics?days=7`)).status).toBe(401);
    expect((await fetch(`${base}/api/admin/analytics?days=14`, { headers: { Cookie: cookie } })).status).toBe(400);
    const ninety = await report(90);
    expect(ninety.days).toBe(90);
    expect(ninety.daily).toHaveLength(90);
    expect(ninety.daily.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
  });
});
