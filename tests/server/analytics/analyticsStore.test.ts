// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsSqlite } from '../../../src/server/analytics/analyticsDb';
import { AnalyticsStore, type Visit } from '../../../src/server/analytics/analyticsStore';
import { untilMidnight } from '../../../src/server/analytics/analyticsService';
import { LeadStore } from '../../../src/server/store';
import type { AnalyticsTables } from '../../../src/server/analytics/tables';
import { freshPostgresDatabase } from '../support/engines';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// The store on a real SQLite file, with a clock the test moves from one UTC day to the next.
const dirs: string[] = [];
const stores: AnalyticsStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) {
    await store.close();
    await store.db.destroy();
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const DAY = 24 * 3600_000;
async function open(start = Date.parse('2026-12-01T10:00:00Z')) {
  const dir = mkdtempSync(join(tmpdir(), 'analytics-store-'));
  dirs.push(dir);
  const clock = { now: start };
  const store = await AnalyticsStore.open(analyticsSqlite(dir), 'sqlite', { flushMs: 0, now: () => clock.now });
  stores.push(store);
  return { store, clock, file: LeadStore.databaseFile(dir) };
}

const ADDRESS = '203.0.113.7';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const view = (path: string, source: string | null = null): Visit['hits'][number] => ({ kind: 'view', path, template: 'HomePage', source, language: 'en', engagedMs: 1000, metric: null, value: null });
const visit = (hits: Visit['hits'], address = ADDRESS, userAgent = UA): Visit => ({ site: 'northstar.example', address, userAgent, device: 'desktop', hits });
/** Every text value stored in the database file, table by table. */
function everything(file: string): string {
  const db = new Database(file, { readonly: true });
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'analytics%'").all() as { name: string }[];
  const text = tables.map((t) => JSON.stringify(db.prepare(`SELECT * FROM ${t.name}`).all())).join('\n');
  db.close();
  return text;
}
const visitorHashes = (file: string) => {
  const db = new Database(file, { readonly: true });
  const rows = db.prepare('SELECT day, visitor FROM analytics_visitors').all() as { day: string; visitor: string }[];
  db.close();
  return rows;
};

describe('unique visitors', () => {
  it('counts one visitor for the same address and browser within a day, and a second for another address', async () => {
    const { store } = await open();
    await store.record(visit([view('/'), view('/about')]));
    await store.record(visit([view('/contact')]));
    await store.record(visit([view('/')], '198.51.100.4'));
    const report = await store.report(7);
    expect(report.totals).toMatchObject({ views: 4, visitors: 2 });
    expect(report.daily.at(-1)).toEqual({ day: '2026-12-01', views: 4, visitors: 2 });
  });

  it('gives the same visitor another hash the next day, and deletes the day’s salt and hashes once it is over', async () => {
    const { store, clock, file } = await open();
    await store.record(visit([view('/')]));
    await store.flush();
    const [first] = visitorHashes(file);
    clock.now += DAY;
    await store.record(visit([view('/')]));
    await store.flush();
    const after = visitorHashes(file);
    // Only today's hash is left, and it is not yesterday's.
    expect(after).toHaveLength(1);
    expect(after[0]!.day).toBe('2026-12-02');
    expect(after[0]!.visitor).not.toBe(first!.visitor);
    const report = await store.report(7);
    expect(report.totals.visitors).toBe(2);
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT day FROM analytics_salt').all()).toEqual([{ day: '2026-12-02' }]);
    db.close();
  });

  it('deletes a day’s salt and visitor hashes at the nightly prune, with no visit after midnight', async () => {
    const { store, clock, file } = await open(Date.parse('2026-12-01T23:59:00Z'));
    await store.record(visit([view('/')]));
    await store.flush();
    clock.now = Date.parse('2026-12-02T00:00:01Z');
    await store.prune(30);
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM analytics_salt').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM analytics_visitors').get()).toEqual({ n: 0 });
    db.close();
    expect(untilMidnight(Date.parse('2026-12-01T23:59:00Z'))).toBe(61_000);
  });

  it('stores neither the address nor the user agent anywhere', async () => {
    const { store, file } = await open();
    await store.record(visit([view('/'), { ...view('/contact'), kind: 'lead', engagedMs: null }]));
    await store.flush();
    const stored = everything(file);
    expect(stored).toContain('/contact');
    expect(stored).not.toContain(ADDRESS);
    expect(stored).not.toContain('Chrome/140');
  });
});

describe('conversions and rollups', () => {
  it('counts a visitor who sent two leads as one conversion, and the leads on their page', async () => {
    const { store } = await open();
    const lead = { ...view('/contact'), kind: 'lead' as const, engagedMs: null };
    await store.record(visit([view('/', 'news.example'), view('/contact')]));
    await store.record(visit([lead]));
    await store.record(visit([lead]));
    await store.record(visit([view('/')], '198.51.100.4'));
    const report = await store.report(30);
    expect(report.totals).toMatchObject({ views: 3, visitors: 2, conversions: 1, engagedMs: 3000 });
    expect(report.pages).toEqual([
      { path: '/', views: 2, leads: 0 },
      { path: '/contact', views: 1, leads: 2 },
    ]);
    expect(report.sources).toEqual([
      { key: '(direct)', views: 0, visitors: 1 },
      { key: 'news.example', views: 1, visitors: 1 },
    ]);
    expect(report.devices).toEqual([{ key: 'desktop', views: 0, visitors: 2 }]);
  });

  it('gives the 75th percentile of each vital per template, rated by Google’s thresholds', async () => {
    const { store } = await open();
    const vital = (name: 'LCP' | 'CLS', value: number) => ({ kind: 'vital' as const, path: '/', template: 'HomePage', source: null, language: null, engagedMs: null, metric: name, value });
    await store.record(visit([1000, 1200, 3000, 5000].map((v) => vital('LCP', v))));
    await store.record(visit([0, 0.01, 0.02, 0.3].map((v) => vital('CLS', v))));
    const report = await store.report(7);
    // Histogram buckets are 5 % apart: the p75 is the third of four values within that.
    expect(report.vitals.map((t) => t.template)).toEqual(['HomePage']);
    const [lcp, cls] = report.vitals[0]!.vitals;
    expect(lcp).toMatchObject({ name: 'LCP', samples: 4, rating: 'needs-improvement' });
    expect(Math.abs(lcp!.p75 - 3000)).toBeLessThanOrEqual(3000 * 0.025);
    expect(cls).toMatchObject({ name: 'CLS', samples: 4, rating: 'good' });
    expect(Math.abs(cls!.p75 - 0.02)).toBeLessThanOrEqual(0.001);
  });

  it('keeps range totals from the rollups after raw events are pruned, and leaves days outside a range out', async () => {
    const { store, clock, file } = await open();
    await store.record(visit([view('/')]));
    clock.now += 40 * DAY;
    await store.record(visit([view('/about')]));
    expect(await store.prune(30)).toBe(1);
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT path FROM analytics_events').all()).toEqual([{ path: '/about' }]);
    db.close();
    expect((await store.report(7)).totals.views).toBe(1);
    expect((await store.report(90)).totals.views).toBe(2);
  });
});

describe('beside the lead store', () => {
  it('never holds the database while a lead is saved: a large flush and a lead arriving meanwhile both succeed at once', async () => {
    const { store, file } = await open();
    const leads = LeadStore.open(join(file, '..'));
    try {
      for (let i = 0; i < 50; i++) await store.record(visit(Array.from({ length: 40 }, (_, n) => view(`/page-${n}`)), `198.51.100.${i}`));
      const flushing = store.flush();
      // A request handled while the flush is under way (the next turn of the event loop).
      const saved = await new Promise<string>((resolve, reject) =>
        setImmediate(() => {
          const started = performance.now();
          try {
            const result = leads.save({ id: 'during-flush', kind: 'newsletter', createdAt: '2026-12-01T10:00:00.000Z', email: 'flush@example.com' });
            // Not made to wait out SQLite's busy timeout on a lock the flush holds.
            resolve(performance.now() - started < 500 ? result : 'waited');
          } catch (error) {
            reject(error as Error);
          }
        }),
      );
      await flushing;
      expect(saved).toBe('created');
      expect((await store.report(7)).totals).toMatchObject({ views: 2000, visitors: 50 });
    } finally {
      leads.close();
    }
  });
});

describe('on PostgreSQL', () => {
  it('creates its tables and reports the same figures as on SQLite', async () => {
    const database = await freshPostgresDatabase();
    const db = new Kysely<AnalyticsTables>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) }) });
    const clock = { now: Date.parse('2026-12-01T10:00:00Z') };
    try {
      const store = await AnalyticsStore.open(db, 'postgres', { flushMs: 0, now: () => clock.now });
      await store.record(visit([view('/'), view('/about', 'news.example')]));
      await store.record(visit([view('/contact')], '198.51.100.4'));
      await store.record(visit([{ kind: 'lead', path: '/contact', template: 'ContactPage', source: null, language: 'en', engagedMs: null, metric: null, value: null }], '198.51.100.4'));
      const report = await store.report(7);
      expect(report.totals).toMatchObject({ views: 3, visitors: 2 });
      expect(report.daily.at(-1)).toEqual({ day: '2026-12-01', views: 3, visitors: 2 });
      // Opening again (another instance, a restart) finds the tables made.
      const again = await AnalyticsStore.open(db, 'postgres', { flushMs: 0, now: () => clock.now });
      expect((await again.report(7)).totals).toMatchObject({ views: 3, visitors: 2 });
      await again.close();
      await store.close();
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
