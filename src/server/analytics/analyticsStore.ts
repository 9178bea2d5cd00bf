import type { Kysely } from 'kysely';
import {
  rateVital,
  VITAL_NAMES,
  type AnalyticsRange,
  type AnalyticsReport,
  type Ranked,
  type TemplateVitals,
  type VitalName,
} from '../../lib/analytics/contract';
import { migrateAnalytics } from './migrations';
import type { AnalyticsTables } from './tables';
import { newSalt, utcDay, visitorHash } from './visitorHash';

export type AnalyticsEngine = 'sqlite' | 'postgres';
const DAY_MS = 24 * 3600_000;

/** One event as the server keeps it: derived values only (the visitor hash stays in memory until the day's table). */
export interface Hit {
  ts: number;
  visitor: string;
  device: string;
  kind: 'view' | 'vital' | 'lead';
  path: string;
  template: string;
  source: string | null;
  language: string | null;
  engagedMs: number | null;
  metric: VitalName | null;
  value: number | null;
}

/** What the request handler knows of one visit's events, before hashing. */
export interface Visit {
  site: string;
  address: string;
  userAgent: string;
  device: string;
  hits: Omit<Hit, 'visitor' | 'device' | 'ts'>[];
}

/**
 * Vitals are kept as histograms with buckets 5 % apart (CLS in thousandths first), so any range's
 * 75th percentile is read from a few dozen summed rows per template, within 5 % of the exact value.
 */
const STEP = Math.log(1.05);
const scaled = (metric: VitalName, value: number) => (metric === 'CLS' ? Math.min(value, 10) * 1000 : Math.min(value, 600_000));
const bucketOf = (metric: VitalName, value: number) => Math.round(Math.log1p(scaled(metric, value)) / STEP);
const valueOf = (metric: VitalName, bucket: number) => {
  const v = Math.expm1(bucket * STEP);
  return metric === 'CLS' ? Math.round(v) / 1000 : Math.round(v);
};

/** Rows a flush writes at most per statement (12 columns each: well under SQLite's variable limit). */
const CHUNK = 200;
// No pause between a flush's statements: on SQLite the transaction then ends within one turn of the
// event loop (the driver runs each statement synchronously), so a lead saved by the lead store's own
// connection never meets its write lock (it would wait out the busy timeout with the server blocked).
const chunks = <T>(list: readonly T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * First-party analytics on Kysely (SQLite or Postgres): events are buffered in memory and written
 * once a second (or every `maxBuffered`) in one transaction, raw and rolled up per day, so a page's
 * beacon costs no disk write of its own and the dashboard's range queries read only the rollups.
 */
export class AnalyticsStore {
  private buffer: Hit[] = [];
  private salt: { day: string; salt: string } | null = null;
  private writing: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | null = null;

  private constructor(
    readonly db: Kysely<AnalyticsTables>,
    readonly engine: AnalyticsEngine,
    private readonly options: { flushMs: number; maxBuffered: number; now: () => number },
  ) {}

  /** Creates or migrates the tables, then starts the flush timer (which never keeps the process alive). */
  static async open(db: Kysely<AnalyticsTables>, engine: AnalyticsEngine, options: Partial<{ flushMs: number; maxBuffered: number; now: () => number }> = {}): Promise<AnalyticsStore> {
    await migrateAnalytics(db as Kysely<unknown>, engine);
    const store = new AnalyticsStore(db, engine, { flushMs: 1000, maxBuffered: 500, now: Date.now, ...options });
    if (store.options.flushMs > 0) {
      store.timer = setInterval(() => void store.flush().catch(() => undefined), store.options.flushMs);
      store.timer.unref();
    }
    return store;
  }

  private now(): number {
    return this.options.now();
  }

  /**
   * Today's salt: made at the day's first event and kept in the database (every instance of the
   * server counts a visitor alike); earlier days' salts and visitor hashes are deleted then.
   */
  async saltFor(day: string): Promise<string> {
    if (this.salt?.day === day) return this.salt.salt;
    await this.db.insertInto('analytics_salt').values({ day, salt: newSalt() }).onConflict((oc) => oc.column('day').doNothing()).execute();
    const row = await this.db.selectFrom('analytics_salt').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    await this.forgetBefore(day);
    this.salt = { day, salt: row.salt };
    return row.salt;
  }

  /** Deletes every salt and visitor hash of days before `day`: from then on no visitor can be followed across days. */
  private async forgetBefore(day: string): Promise<void> {
    await this.db.deleteFrom('analytics_salt').where('day', '<', day).execute();
    await this.db.deleteFrom('analytics_visitors').where('day', '<', day).execute();
  }

  /** Takes one visit's events: hashes the visitor with today's salt, then buffers them. */
  async record(visit: Visit): Promise<void> {
    const ts = this.now();
    const salt = await this.saltFor(utcDay(ts));
    const visitor = visitorHash(salt, visit.site, visit.address, visit.userAgent);
    for (const hit of visit.hits) this.buffer.push({ ...hit, ts, visitor, device: visit.device });
    if (this.buffer.length >= this.options.maxBuffered) void this.flush().catch(() => undefined);
  }

  /** Writes the buffered events; calls queue behind each other. */
  flush(): Promise<void> {
    const next = this.writing.then(() => this.write());
    this.writing = next.catch(() => undefined);
    return next;
  }

  private async write(): Promise<void> {
    if (this.buffer.length === 0) return;
    const hits = this.buffer;
    this.buffer = [];
    try {
      await this.db.transaction().execute((trx) => writeHits(trx, hits));
    } catch (error) {
      // Kept for the next flush: a locked database is a moment's trouble, not a reason to lose a day.
      this.buffer = hits.concat(this.buffer);
      throw error;
    }
  }

  /** Deletes raw events older than `rawDays` days, and any past day's salt and visitor hashes. */
  async prune(rawDays: number): Promise<number> {
    await this.flush();
    const result = await this.db.deleteFrom('analytics_events').where('ts', '<', this.now() - rawDays * DAY_MS).executeTakeFirst();
    await this.forgetBefore(utcDay(this.now()));
    if (this.salt && this.salt.day !== utcDay(this.now())) this.salt = null;
    return Number(result.numDeletedRows);
  }

  /** The dashboard's figures for the last `days` days (UTC, today included). */
  async report(days: AnalyticsRange): Promise<AnalyticsReport> {
    await this.flush();
    const now = this.now();
    const to = utcDay(now);
    const from = utcDay(now - (days - 1) * DAY_MS);
    const [dayRows, dimRows, vitalRows] = await Promise.all([
      this.db.selectFrom('analytics_days').selectAll().where('day', '>=', from).where('day', '<=', to).execute(),
      this.db
        .selectFrom('analytics_dims')
        .select((eb) => ['dim', 'key', eb.fn.sum<number>('views').as('views'), eb.fn.sum<number>('visitors').as('visitors'), eb.fn.sum<number>('leads').as('leads')])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy(['dim', 'key'])
        .execute(),
      this.db
        .selectFrom('analytics_vitals')
        .select((eb) => ['metric', 'template', 'bucket', eb.fn.sum<number>('n').as('n')])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy(['metric', 'template', 'bucket'])
        .execute(),
    ]);
    const byDay = new Map(dayRows.map((r) => [r.day, r]));
    const daily = Array.from({ length: days }, (_, i) => {
      const day = utcDay(now - (days - 1 - i) * DAY_MS);
      const row = byDay.get(day);
      return { day, views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
    });
    const sum = (key: 'views' | 'visitors' | 'conversions' | 'engaged_ms') => dayRows.reduce((total, r) => total + Number(r[key]), 0);
    const ranked = (dim: string, order: 'views' | 'visitors', limit = 10): Ranked[] =>
      dimRows
        .filter((r) => r.dim === dim)
        .map((r) => ({ key: r.key, views: Number(r.views), visitors: Number(r.visitors) }))
        .sort((a, b) => b[order] - a[order] || a.key.localeCompare(b.key))
        .slice(0, limit);
    const pages = dimRows
      .filter((r) => r.dim === 'page')
      .map((r) => ({ path: r.key, views: Number(r.views), leads: Number(r.leads) }))
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
      .slice(0, 10);
    return {
      days,
      from,
      to,
      generatedAt: new Date(now).toISOString(),
      totals: { views: sum('views'), visitors: sum('visitors'), conversions: sum('conversions'), engagedMs: sum('engaged_ms') },
      daily,
      sources: ranked('source', 'visitors'),
      pages,
      vitals: percentiles(vitalRows.map((r) => ({ metric: r.metric as VitalName, template: r.template, bucket: Number(r.bucket), n: Number(r.n) }))),
      devices: ranked('device', 'visitors'),
      languages: ranked('language', 'visitors'),
    };
  }

  /** Writes what is buffered and stops the timer (the Kysely instance is the caller's to destroy). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush().catch(() => undefined);
  }
}

/** p75 of each vital per template, from summed histogram buckets. */
function percentiles(rows: { metric: VitalName; template: string; bucket: number; n: number }[]): TemplateVitals[] {
  const groups = new Map<string, Map<VitalName, { bucket: number; n: number }[]>>();
  for (const row of rows) {
    const metrics = groups.get(row.template) ?? new Map<VitalName, { bucket: number; n: number }[]>();
    groups.set(row.template, metrics);
    const list = metrics.get(row.metric) ?? [];
    list.push(row);
    metrics.set(row.metric, list);
  }
  return [...groups]
    .map(([template, metrics]) => ({
      template,
      vitals: VITAL_NAMES.filter((name) => metrics.has(name)).map((name) => {
        const buckets = metrics.get(name)!.sort((a, b) => a.bucket - b.bucket);
        const samples = buckets.reduce((total, b) => total + b.n, 0);
        let seen = 0;
        const at = buckets.find((b) => (seen += b.n) >= samples * 0.75) ?? buckets[buckets.length - 1]!;
        const p75 = valueOf(name, at.bucket);
        return { name, p75, samples, rating: rateVital(name, p75) };
      }),
    }))
    .sort((a, b) => a.template.localeCompare(b.template));
}

type Delta = { views: number; visitors: number; leads: number };

/**
 * One flush, in a few statements of up to CHUNK rows each: raw rows; the visitors the day had not
 * seen (an insert that returns only new rows); the visitors converted for the first time; then the
 * rollups' increments as multi-row upserts.
 */
async function writeHits(trx: Kysely<AnalyticsTables>, hits: Hit[]): Promise<void> {
  for (const part of chunks(hits)) {
    await trx
      .insertInto('analytics_events')
      .values(
        part.map((h) => ({
          ts: h.ts,
          day: utcDay(h.ts),
          kind: h.kind,
          path: h.path,
          template: h.template,
          source: h.source,
          device: h.device,
          language: h.language,
          engaged_ms: h.engagedMs,
          metric: h.metric,
          value: h.value,
        })),
      )
      .execute();
  }

  const days = new Map<string, { views: number; visitors: number; conversions: number; engaged_ms: number }>();
  const dims = new Map<string, Delta>();
  const vitals = new Map<string, number>();
  const dayOf = (day: string) => days.get(day) ?? days.set(day, { views: 0, visitors: 0, conversions: 0, engaged_ms: 0 }).get(day)!;
  const dimOf = (day: string, dim: string, key: string) => {
    const id = `${day}\u0000${dim}\u0000${key}`;
    return dims.get(id) ?? dims.set(id, { views: 0, visitors: 0, leads: 0 }).get(id)!;
  };

  // Each visitor of the batch, with its first view (where it came from) and whether it sent a lead.
  const visitors = new Map<string, { day: string; first: Hit; lead: boolean }>();
  for (const h of hits) {
    const day = utcDay(h.ts);
    const id = `${day}\u0000${h.visitor}`;
    const seen = visitors.get(id);
    if (!seen) visitors.set(id, { day, first: h, lead: h.kind === 'lead' });
    else {
      if (seen.first.kind !== 'view' && h.kind === 'view') seen.first = h;
      if (h.kind === 'lead') seen.lead = true;
    }
    if (h.kind === 'view') {
      const d = dayOf(day);
      d.views += 1;
      d.engaged_ms += h.engagedMs ?? 0;
      dimOf(day, 'page', h.path).views += 1;
      if (h.source) dimOf(day, 'source', h.source).views += 1;
    } else if (h.kind === 'lead') {
      dimOf(day, 'page', h.path).leads += 1;
    } else if (h.metric && h.value !== null) {
      const id = `${day}\u0000${h.template}\u0000${h.metric}\u0000${bucketOf(h.metric, h.value)}`;
      vitals.set(id, (vitals.get(id) ?? 0) + 1);
    }
  }

  const all = [...visitors.values()];
  for (const part of chunks(all)) {
    const added = await trx
      .insertInto('analytics_visitors')
      .values(part.map(({ day, first }) => ({ day, visitor: first.visitor, converted: 0 })))
      .onConflict((oc) => oc.columns(['day', 'visitor']).doNothing())
      .returning(['day', 'visitor'])
      .execute();
    const isNew = new Set(added.map((r) => `${r.day}\u0000${r.visitor}`));
    for (const { day, first } of part) {
      if (!isNew.has(`${day}\u0000${first.visitor}`)) continue;
      dayOf(day).visitors += 1;
      dimOf(day, 'source', first.kind === 'view' && first.source ? first.source : '(direct)').visitors += 1;
      dimOf(day, 'device', first.device).visitors += 1;
      dimOf(day, 'language', first.language ?? '(unknown)').visitors += 1;
    }
  }
  for (const part of chunks(all.filter((v) => v.lead))) {
    const byDay = new Map<string, typeof part>();
    for (const v of part) byDay.set(v.day, [...(byDay.get(v.day) ?? []), v]);
    for (const [day, list] of byDay) {
      const converted = await trx
        .updateTable('analytics_visitors')
        .set({ converted: 1 })
        .where('day', '=', day)
        .where('visitor', 'in', list.map((v) => v.first.visitor))
        .where('converted', '=', 0)
        .returning('visitor')
        .execute();
      dayOf(day).conversions += converted.length;
    }
  }

  for (const part of chunks([...days])) {
    await trx
      .insertInto('analytics_days')
      .values(part.map(([day, d]) => ({ day, ...d })))
      .onConflict((oc) =>
        oc.column('day').doUpdateSet((eb) => ({
          views: eb('analytics_days.views', '+', eb.ref('excluded.views')),
          visitors: eb('analytics_days.visitors', '+', eb.ref('excluded.visitors')),
          conversions: eb('analytics_days.conversions', '+', eb.ref('excluded.conversions')),
          engaged_ms: eb('analytics_days.engaged_ms', '+', eb.ref('excluded.engaged_ms')),
        })),
      )
      .execute();
  }
  for (const part of chunks([...dims])) {
    await trx
      .insertInto('analytics_dims')
      .values(
        part.map(([id, d]) => {
          const [day, dim, key] = id.split('\u0000') as [string, string, string];
          return { day, dim, key, ...d };
        }),
      )
      .onConflict((oc) =>
        oc.columns(['day', 'dim', 'key']).doUpdateSet((eb) => ({
          views: eb('analytics_dims.views', '+', eb.ref('excluded.views')),
          visitors: eb('analytics_dims.visitors', '+', eb.ref('excluded.visitors')),
          leads: eb('analytics_dims.leads', '+', eb.ref('excluded.leads')),
        })),
      )
      .execute();
  }
  for (const part of chunks([...vitals])) {
    await trx
      .insertInto('analytics_vitals')
      .values(
        part.map(([id, n]) => {
          const [day, template, metric, bucket] = id.split('\u0000') as [string, string, string, string];
          return { day, template, metric, bucket: Number(bucket), n };
        }),
      )
      .onConflict((oc) => oc.columns(['day', 'template', 'metric', 'bucket']).doUpdateSet((eb) => ({ n: eb('analytics_vitals.n', '+', eb.ref('excluded.n')) })))
      .execute();
  }
}
