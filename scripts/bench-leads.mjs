// `npm run bench:leads`: a benchmark, not a test. Starts the built server on a temporary lead
// database, posts 2,000 leads from 20 concurrent clients, prints throughput and p50/p95 latency,
// and checks that all 2,000 were stored. Target here: >= 1,000 leads/s, p95 < 50 ms.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';

const PORT = Number(process.env.BENCH_LEADS_PORT ?? 4518);
const TOTAL = 2000;
const CLIENTS = 20;
const base = `http://127.0.0.1:${PORT}`;

const server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'dist'}-server/main.js`, '--temp-data'], {
  env: { ...process.env, PORT: String(PORT), LEAD_RATE_LIMIT: '1000000' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve(undefined));
  server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
});

// The clients use node:http with kept-alive connections: fetch (undici) spent more CPU per request
// than the server does, and with both on two cores the benchmark measured mostly its own client.
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
/** @param {string} body @returns {Promise<number>} the response status */
const post = (body) =>
  new Promise((resolve, reject) => {
    const req = request(`${base}/api/leads`, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });

/** @type {number[]} */
const latencies = [];
let next = 0;
let failures = 0;
async function client() {
  while (next < TOTAL) {
    const i = next++;
    const body = JSON.stringify({ id: crypto.randomUUID(), kind: 'contact', name: `Bench ${i}`, email: `bench${i}@example.com`, company: 'Bench Ltd', message: 'A lead from the benchmark.' });
    const started = performance.now();
    const status = await post(body);
    latencies.push(performance.now() - started);
    if (status !== 201) failures++;
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: CLIENTS }, client));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
/** @param {number} p */
const pct = (p) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(1);
const health = await (await fetch(`${base}/api/health`)).json();
agent.destroy();
server.kill('SIGTERM');
console.log(`${TOTAL} leads from ${CLIENTS} clients in ${seconds.toFixed(2)} s: ${(TOTAL / seconds).toFixed(0)} leads/s, p50 ${pct(50)} ms, p95 ${pct(95)} ms, ${failures} not 201`);
console.log(`stored: ${health.leads} of ${TOTAL} ${health.leads === TOTAL ? '(all)' : '(MISSING SOME)'}`);
process.exitCode = health.leads === TOTAL && failures === 0 ? 0 : 1;
