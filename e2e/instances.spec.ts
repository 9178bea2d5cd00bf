import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PgStore } from '../src/server/pgStore';
import { startTestPostgres, type TestPostgres } from '../scripts/lib/test-postgres.mjs';
import { expect, test } from './support/fixtures';

// Two API instances on one PostgreSQL database, as behind a load balancer (docs/deploy.md): what
// one instance stores, signs in or claims, the other sees. Ports 4700-4701 (or INSTANCES_PORT),
// two more per parallel worker; the database is a real Postgres server this spec starts.
const FIRST_PORT = Number(process.env.INSTANCES_PORT ?? 4700) + 2 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const PASSWORD = 'a long enough passphrase';
const ADMIN = 'admin@example.com';

let postgres: TestPostgres;
let databaseUrl: string;
let webhook: Server;
/** Every webhook delivery's lead id, in arrival order, from either instance. */
const deliveries: string[] = [];
const servers: ChildProcess[] = [];
const bases: string[] = [];

function startInstance(port: number, webhookUrl: string): Promise<void> {
  const dist = process.env.BUILD_DIR ?? 'dist';
  const server = spawn(process.execPath, [`${dist}-server/main.js`], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dist, DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '5', LEAD_RATE_LIMIT: '10000', LEAD_WEBHOOK_URL: webhookUrl, LEAD_WEBHOOK_RETRY_MS: '200' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(server);
  bases.push(`http://127.0.0.1:${port}`);
  return new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`instance on ${port} exited with ${code}`)));
  });
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // Postgres starts in about a second; each instance compresses the site before it listens.
  test.setTimeout(120_000);
  postgres = await startTestPostgres();
  databaseUrl = `${postgres.url}postgres`;
  // The receiver answers a little late, so both forwarders are busy at the same time.
  webhook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      deliveries.push((JSON.parse(body) as { id: string }).id);
      setTimeout(() => res.writeHead(204).end(), 20);
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`;
  // The first instance creates the schema; the second finds it made (or waits on the migration lock).
  await Promise.all([startInstance(FIRST_PORT, webhookUrl), startInstance(FIRST_PORT + 1, webhookUrl)]);
  const store = await PgStore.open({ url: databaseUrl, poolSize: 1, statementTimeoutMs: 5000 });
  await store.addAccount(ADMIN, 'admin', PASSWORD);
  await store.close();
});
test.afterAll(async () => {
  for (const server of servers) if (server.exitCode === null) await new Promise((resolve) => (server.once('exit', resolve), server.kill('SIGTERM')));
  await new Promise((resolve) => webhook?.close(resolve));
  await postgres?.remove();
});

const api = (base: string, path: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { Origin: base, ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...(init.cookie ? { Cookie: init.cookie } : {}), ...(init.headers as Record<string, string>) },
  });
const lead = () => ({ id: crypto.randomUUID(), kind: 'contact', createdAt: new Date().toISOString(), name: 'Ada Lovelace', email: `ada+${crypto.randomUUID().slice(0, 8)}@example.com`, company: 'Engines Ltd', message: 'Two instances, one lead.' });

async function signIn(base: string): Promise<string> {
  const res = await api(base, '/api/session', { method: 'POST', body: JSON.stringify({ email: ADMIN, password: PASSWORD }) });
  expect(res.status).toBe(204);
  return /^(northstar_session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
}

async function withStore<T>(work: (store: PgStore) => Promise<T>): Promise<T> {
  const store = await PgStore.open({ url: databaseUrl, poolSize: 1, statementTimeoutMs: 5000 });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

test('a lead posted to both instances under one id at once is stored once: one 201, one 200', async () => {
  for (let round = 0; round < 5; round++) {
    const body = JSON.stringify(lead());
    const answers = await Promise.all(bases.map((base) => api(base, '/api/leads', { method: 'POST', body })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const id = (JSON.parse(body) as { id: string }).id;
    expect((await withStore((store) => store.exportLeads())).filter((l) => l.id === id)).toHaveLength(1);
  }
});

test('a session made on one instance works on the other, and signing out on either ends it on both', async () => {
  const [a, b] = bases as [string, string];
  const cookie = await signIn(a);
  for (const base of bases) {
    const me = await api(base, '/api/session', { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email: ADMIN, role: 'admin' });
  }
  expect((await api(b, '/api/session', { method: 'DELETE', cookie })).status).toBe(204);
  for (const base of bases) expect((await api(base, '/api/session', { cookie })).status).toBe(401);
  expect((await api(a, '/api/admin/leads?limit=1', { cookie })).status).toBe(401);
});

test('a status change sent to both instances at once: one 200, one 409 with the lead as it now is', async () => {
  const cookie = await signIn(bases[0]!);
  for (let round = 0; round < 5; round++) {
    const body = lead();
    expect((await api(bases[round % 2]!, '/api/leads', { method: 'POST', body: JSON.stringify(body) })).status).toBe(201);
    const answers = await Promise.all(
      (['contacted', 'qualified'] as const).map((status, i) => api(bases[i]!, `/api/admin/leads/${body.id}`, { method: 'PATCH', cookie, body: JSON.stringify({ status, version: 1 }) })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = (await answers.find((r) => r.status === 200)!.json()) as { status: string; version: number };
    const lost = (await answers.find((r) => r.status === 409)!.json()) as { lead: { status: string; version: number } };
    expect(won.version).toBe(2);
    expect(lost.lead).toMatchObject({ status: won.status, version: 2 });
    const detail = (await (await api(bases[1]!, `/api/admin/leads/${body.id}`, { cookie })).json()) as { history: unknown[] };
    expect(detail.history).toHaveLength(1);
  }
});

test('sign-in failures count across instances: the sixth wrong password is refused on either', async () => {
  const [a, b] = bases as [string, string];
  const wrong = (base: string) => api(base, '/api/session', { method: 'POST', body: JSON.stringify({ email: 'Admin@Example.com', password: 'not the passphrase' }) });
  for (const base of [a, b, a, b, a]) expect((await wrong(base)).status).toBe(401);
  const locked = await wrong(b);
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  // The right password too, for now: the limit is the account's, on every instance.
  expect((await api(a, '/api/session', { method: 'POST', body: JSON.stringify({ email: ADMIN, password: PASSWORD }) })).status).toBe(429);
  await withStore((store) => store.clearSignInFailures(ADMIN));
  expect((await api(a, '/api/session', { method: 'POST', body: JSON.stringify({ email: ADMIN, password: PASSWORD }) })).status).toBe(204);
});

test('with both instances forwarding from the one outbox, each lead reaches the webhook exactly once', async () => {
  test.setTimeout(60_000);
  await expect.poll(() => withStore((store) => store.pendingForwards()), { timeout: 20_000 }).toBe(0);
  const before = deliveries.length;
  const sent = Array.from({ length: 60 }, lead);
  // Alternately to each instance, ten at a time: both forwarders wake and claim at once.
  for (let i = 0; i < sent.length; i += 10) {
    const answers = await Promise.all(sent.slice(i, i + 10).map((body, j) => api(bases[(i + j) % 2]!, '/api/leads', { method: 'POST', body: JSON.stringify(body) })));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
  }
  await expect.poll(() => withStore((store) => store.pendingForwards()), { timeout: 30_000 }).toBe(0);
  const delivered = deliveries.slice(before);
  expect(delivered.toSorted()).toEqual(sent.map((l) => l.id).toSorted());
});
