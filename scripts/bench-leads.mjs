// `npm run bench:leads`: a benchmark, not a test. Starts the built server on a temporary lead
// database and measures, on this machine:
// 1. intake: 2,000 leads posted by 20 concurrent clients (target >= 1,000 leads/s, p95 < 50 ms);
// 2. the admin inbox with 100,000 stored leads (seeded straight into the store in one transaction),
//    signed in over HTTP while leads keep arriving at >= 1,000/s from 20 clients:
//    GET /api/admin/leads p95 < 50 ms, a search (q=) p95 < 100 ms.
// Checks that every posted lead was stored.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const PORT = Number(process.env.BENCH_LEADS_PORT ?? 4518);
const SEEDED = 100_000;
const BURST = 2000;
const CLIENTS = 20;
/** Leads per second the 20 clients keep up while the inbox is measured. */
const ARRIVALS = Number(process.env.BENCH_ARRIVALS ?? 1100);
const QUERIES = 300;
const base = `http://127.0.0.1:${PORT}`;
const serverDir = resolve(`${process.env.BUILD_DIR ?? 'dist'}-server`);
const dataDir = mkdtempSync(join(tmpdir(), 'northstar-bench-'));
const ADMIN = 'bench-admin@northstar.example';
const PASSWORD = 'bench password, long enough';

// 1. Seed: the store's own save(), 100,000 times in one transaction, spread over 200 days.
/** @type {{ LeadStore: typeof import('../src/server/store').LeadStore }} */
const { LeadStore } = await import(join(serverDir, 'store.js'));
const seedStarted = performance.now();
const seeding = LeadStore.open(dataDir);
const day = 24 * 3600_000;
const now = Date.now();
seeding.db.transaction(() => {
  for (let i = 0; i < SEEDED; i++) {
    // One lead in 500 is from a zebra company: what a search for a rare name has to find.
    const company = i % 500 === 0 ? `Zebra Analytics ${i}` : `Company ${i % 3000} Ltd`;
    /** @type {import('../src/leads/validation').Lead} */
    const lead = { id: crypto.randomUUID(), kind: i % 10 === 0 ? 'proposal' : 'contact', createdAt: new Date(now - (i / SEEDED) * 200 * day).toISOString(), name: `Seeded Person ${i}`, email: `seeded${i}@example.com`, company, message: `We would like ${i % 40} more qualified meetings a month.` };
    if (lead.kind === 'proposal') lead.service = 'cold-calling';
    seeding.save(lead, lead.createdAt);
  }
})();
await seeding.addAccount(ADMIN, 'admin', PASSWORD);
seeding.close();
const seedSeconds = (performance.now() - seedStarted) / 1000;

const server = spawn(process.execPath, [join(serverDir, 'main.js')], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LEAD_RATE_LIMIT: '1000000', LEAD_GLOBAL_RATE_LIMIT: '1000000' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve(undefined));
  server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
});

// The clients use node:http with kept-alive connections: fetch (undici) spent more CPU per request
// than the server does, and with both on two cores the benchmark measured mostly its own client.
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS + 2 });
/**
 * @param {string} method @param {string} path @param {string} [body] @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, ms: number }>}
 */
const send = (method, path, body, headers = {}) =>
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
const signIn = await send('POST', '/api/session', JSON.stringify({ email: ADMIN, password: PASSWORD }));
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
    const answer = await send('GET', path, undefined, { Cookie: cookie });
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
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
const check = LeadStore.open(dataDir, { readonly: true });
const stored = check.count();
check.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(`seeded ${SEEDED.toLocaleString('en-US')} leads in ${seedSeconds.toFixed(1)} s`);
console.log(`intake: ${BURST} leads from ${CLIENTS} clients in ${burstSeconds.toFixed(2)} s: ${(BURST / burstSeconds).toFixed(0)} leads/s, p50 ${pct(intake, 50)} ms, p95 ${pct(intake, 95)} ms`);
console.log(`inbox, ${QUERIES} requests each, while ${arrivalRate.toFixed(0)} leads/s arrived from ${CLIENTS} clients:`);
console.log(`  GET /api/admin/leads          p50 ${pct(list, 50)} ms, p95 ${pct(list, 95)} ms (target < 50)`);
console.log(`  GET /api/admin/leads?q=zebra… p50 ${pct(search, 50)} ms, p95 ${pct(search, 95)} ms (target < 100)`);
const expected = SEEDED + posted;
console.log(`stored: ${stored} of ${expected} ${stored === expected ? '(all)' : '(MISSING SOME)'}, ${failures} posts not 201`);
process.exitCode = stored === expected && failures === 0 ? 0 : 1;
