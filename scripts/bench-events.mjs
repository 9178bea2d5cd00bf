// `npm run bench:events`: a benchmark, not a test. On this machine, against the built server
// (npm run build first) on a temporary database:
// 1. seeds 1,000,000 events spread over 30 days through the analytics store itself (bundled here
//    from src/server/analytics/ with Vite, as the build bundles the server);
// 2. ingest: beacons of 8 events (3 page views, 5 vitals: one visit) from 20 concurrent clients,
//    each beacon a different visitor (target >= 5,000 events/s, p95 < 20 ms);
// 3. the dashboard's 30-day query, GET /api/admin/analytics?days=30, signed in (target p95 < 200 ms).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const PORT = Number(process.env.BENCH_EVENTS_PORT ?? 4760);
const SEEDED = Number(process.env.BENCH_SEEDED ?? 1_000_000);
const BEACONS = Number(process.env.BENCH_BEACONS ?? 4000);
const PER_BEACON = 8;
const CLIENTS = 20;
const QUERIES = 100;
const base = `http://127.0.0.1:${PORT}`;
const serverDir = resolve(`${process.env.BUILD_DIR ?? 'dist'}-server`);
const dataDir = mkdtempSync(join(tmpdir(), 'northstar-bench-events-'));
// Inside the project, so the bundle's imports (kysely, better-sqlite3) resolve from node_modules.
const bundleDir = resolve('node_modules/.cache/northstar-bench-events');
const ADMIN = 'bench-admin@northstar.example';
const PASSWORD = 'bench password, long enough';
const DAY = 24 * 3600_000;
const PAGES = ['/', '/about', '/services', '/contact', '/blog', '/case-studies', '/careers', '/get-started'];
const SOURCES = [null, null, 'google.com', 'linkedin.com', 'news.example', 'newsletter'];
/** @type {[import('../src/lib/analytics/contract').VitalName, number, number][]} */
const VITALS = [
  ['LCP', 900, 3000],
  ['INP', 40, 300],
  ['CLS', 0, 0.2],
  ['FCP', 500, 2000],
  ['TTFB', 50, 900],
];

await build({
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  build: { ssr: true, outDir: bundleDir, emptyOutDir: true, target: 'node20', rolldownOptions: { input: { analytics: 'src/server/analytics/seed.ts' } } },
});
/** @type {typeof import('../src/server/analytics/seed')} */
const { openSeedStore } = await import(pathToFileURL(join(bundleDir, 'analytics.js')).href);
/** @type {{ LeadStore: typeof import('../src/server/store').LeadStore }} */
const { LeadStore } = await import(join(serverDir, 'store.js'));

// 1. Seed: one visit = 3 views, 5 vitals and, one visit in 40, a lead; about 4,200 visits a day.
const leads = LeadStore.open(dataDir);
await leads.addAccount(ADMIN, 'admin', PASSWORD);
leads.close();
const clock = { now: Date.now() - 29 * DAY };
const seed = await openSeedStore(dataDir, () => clock.now);
const seedStarted = performance.now();
const visitsPerDay = Math.ceil(SEEDED / PER_BEACON / 30);
let seeded = 0;
for (let day = 0; day < 30 && seeded < SEEDED; day++) {
  clock.now = Date.now() - (29 - day) * DAY;
  for (let v = 0; v < visitsPerDay && seeded < SEEDED; v++) {
    const page = PAGES[v % PAGES.length] ?? '/';
    /** @type {Parameters<typeof seed.store.record>[0]['hits']} */
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push({ kind: 'view', path: PAGES[(v + i) % PAGES.length] ?? '/', template: 'SeedPage', source: i === 0 ? (SOURCES[v % SOURCES.length] ?? null) : null, language: v % 5 ? 'en' : 'de', engagedMs: 20_000 + (v % 90) * 1000, metric: null, value: null });
    for (const [name, low, high] of VITALS) hits.push({ kind: 'vital', path: page, template: `Template${v % 6}`, source: null, language: null, engagedMs: null, metric: name, value: low + ((v * 7919) % 1000) / 1000 * (high - low) });
    if (v % 40 === 0) hits.push({ kind: 'lead', path: '/contact', template: 'ContactPage', source: null, language: null, engagedMs: null, metric: null, value: null });
    await seed.store.record({ site: 'bench.example', address: `10.${day}.${v >> 8 & 255}.${v & 255}`, userAgent: 'Mozilla/5.0 Bench', device: v % 3 ? 'desktop' : 'mobile', hits });
    seeded += hits.length;
    if (v % 250 === 0) await seed.store.flush();
  }
}
await seed.store.flush();
await seed.close();
const seedSeconds = (performance.now() - seedStarted) / 1000;

const server = spawn(process.execPath, [join(serverDir, 'main.js')], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, EVENTS_RATE_LIMIT: '1000000', DIST_DIR: resolve(process.env.BUILD_DIR ?? 'dist') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve(undefined));
  server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
});

// node:http with kept-alive connections: fetch (undici) cost the client more CPU than the server.
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS + 2 });
/** @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string, ms: number }>} */
const send = (/** @type {string} */ method, /** @type {string} */ path, /** @type {string | undefined} */ body, /** @type {Record<string, string>} */ headers = {}) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(`${base}${path}`, { method, agent, headers: body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers } : headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
/** @param {number[]} values @param {number} p */
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
};

// 2. Ingest.
let sent = 0;
let refused = 0;
/** @type {number[]} */
const ingest = [];
const beacon = (/** @type {number} */ i) =>
  JSON.stringify({
    events: [
      { type: 'view', path: '/', referrer: 'news.example', language: 'en-GB', engagedMs: 12_000 },
      { type: 'view', path: '/services', engagedMs: 30_000 },
      { type: 'view', path: '/contact', engagedMs: 45_000 },
      ...VITALS.map(([name, low, high]) => ({ type: 'vital', path: '/', name, value: low + ((i % 100) / 100) * (high - low) })),
    ],
  });
const ingestStarted = performance.now();
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (sent < BEACONS) {
      const i = sent++;
      const answer = await send('POST', '/api/events', beacon(i), { 'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.${i} Safari/537.36` });
      if (answer.status !== 202 || !answer.body.includes(`"counted":${PER_BEACON}`)) refused++;
      ingest.push(answer.ms);
    }
  }),
);
const ingestSeconds = (performance.now() - ingestStarted) / 1000;

// 3. The 30-day query, signed in.
const signIn = await send('POST', '/api/session', JSON.stringify({ email: ADMIN, password: PASSWORD }));
if (signIn.status !== 204) throw new Error(`sign-in answered ${signIn.status}`);
const cookie = String(signIn.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
/** @type {number[]} */
const queries = [];
let views = 0;
for (let i = 0; i < QUERIES; i++) {
  const answer = await send('GET', '/api/admin/analytics?days=30', undefined, { Cookie: cookie });
  if (answer.status !== 200) throw new Error(`the analytics query answered ${answer.status}`);
  views = JSON.parse(answer.body).totals.views;
  queries.push(answer.ms);
}

agent.destroy();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
rmSync(bundleDir, { recursive: true, force: true });

const events = BEACONS * PER_BEACON;
console.log(`seeded ${seeded.toLocaleString('en-US')} events over 30 days in ${seedSeconds.toFixed(1)} s`);
console.log(`ingest: ${BEACONS} beacons of ${PER_BEACON} events from ${CLIENTS} clients in ${ingestSeconds.toFixed(2)} s: ${(events / ingestSeconds).toFixed(0)} events/s (${(BEACONS / ingestSeconds).toFixed(0)} beacons/s), p50 ${pct(ingest, 50)} ms, p95 ${pct(ingest, 95)} ms (targets >= 5,000 events/s, p95 < 20 ms)`);
console.log(`GET /api/admin/analytics?days=30 over ${(seeded + events).toLocaleString('en-US')} events, ${QUERIES} requests: p50 ${pct(queries, 50)} ms, p95 ${pct(queries, 95)} ms (target < 200 ms)`);
const seededViews = Math.round((seeded / PER_BEACON) * 3);
console.log(`views counted: ${views.toLocaleString('en-US')} (${refused} beacons refused or short)`);
process.exitCode = refused === 0 && views >= seededViews && views > 0 ? 0 : 1;
