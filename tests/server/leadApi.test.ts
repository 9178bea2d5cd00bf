// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_LENGTH } from '../../src/leads/limits';
import { readConfig } from '../../src/server/config';
import { createAppServer } from '../../src/server/server';
import { LeadStore } from '../../src/server/store';

const lead = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  kind: 'contact',
  createdAt: '2026-11-27T08:00:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Engines Ltd',
  message: 'We need more qualified meetings.',
  ...over,
});

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function start(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'leads-test-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'about'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, 'about', 'index.html'), '<h1>About</h1>');
  writeFileSync(join(dist, '404.html'), '<h1>404</h1>');
  const dataDir = env.DATA_DIR ?? join(dir, 'data');
  const app = await createAppServer(readConfig({ DIST_DIR: dist, DATA_DIR: dataDir, LEAD_RATE_LIMIT: '1000', ...env }));
  const base = await listen(app.server);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }), () => app.close());
  const post = (body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    fetch(`${base}/api/leads`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { base, dataDir, post, app };
}

describe('POST /api/leads', () => {
  it('stores a lead once: 201 the first time, 200 for the same id again', async () => {
    const { post, app } = await start();
    const body = lead();
    const first = await post(body);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ id: body.id, stored: 'created' });
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: body.id, stored: 'exists' });
    const stored = (await app.stores.get().list());
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...body, receivedAt: expect.any(String) });
  });

  it('refuses another lead under an id already stored (400, nothing stored) instead of answering "already stored"', async () => {
    const { post, app } = await start();
    const first = lead();
    expect((await post(first)).status).toBe(201);
    // The same lead sent again, its time capped at a later arrival: still the stored one.
    expect((await post({ ...first, createdAt: '2026-11-27T09:00:00.000Z' })).status).toBe(200);
    for (const other of [{ ...first, message: 'Something else entirely.' }, { id: first.id.toUpperCase(), kind: 'newsletter', email: 'someone@else.example' }]) {
      const res = await post(other);
      expect(res.status).toBe(400);
      const taken = 'Another lead is already stored under this id; this one was not stored. Send it again with a new id.';
      expect(await res.json()).toEqual({ error: taken, errors: { id: taken } });
    }
    expect((await app.stores.get().list()).map((l) => l.message)).toEqual([first.message]);
  });

  it('refuses a service or job the site does not offer', async () => {
    const { post, app } = await start();
    const res = await post(lead({ kind: 'proposal', service: 'made-up' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Some of the lead’s fields are not valid; nothing was stored.', errors: { service: 'Service is not one we know.' } });
    expect((await post(lead({ kind: 'proposal', service: 'cold-calling' }))).status).toBe(201);
    expect(await app.stores.get().count()).toBe(1);
  });

  it('stores a newsletter address once, however often (and in whatever case) it signs up', async () => {
    const { post, app } = await start();
    const signUp = (email: string) => post({ id: crypto.randomUUID(), kind: 'newsletter', createdAt: '2026-11-27T08:00:00.000Z', email });
    expect((await signUp('reader@example.com')).status).toBe(201);
    const again = await signUp('Reader@Example.com');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ stored: 'exists' });
    expect((await signUp('other@example.com')).status).toBe(201);
    // Other kinds from the same address are separate enquiries.
    expect((await post(lead({ email: 'reader@example.com' }))).status).toBe(201);
    expect((await app.stores.get().list()).map((l) => `${l.kind} ${l.email}`).sort()).toEqual(['contact reader@example.com', 'newsletter other@example.com', 'newsletter reader@example.com']);
  });

  it('knows a newsletter address again in any letter case, letters beyond A-Z too (Å, Ä, Σ)', async () => {
    const { post, app } = await start();
    const signUp = (email: string) => post({ id: crypto.randomUUID(), kind: 'newsletter', email });
    expect((await signUp('Åsa.Σ@Exämple.se')).status).toBe(201);
    expect((await signUp('åsa.σ@exämple.se')).status).toBe(200);
    expect((await signUp('ÅSA.Σ@EXÄMPLE.SE')).status).toBe(200);
    expect((await signUp('asa.σ@example.se')).status).toBe(201); // another address
    expect((await app.stores.get().list()).map((l) => l.email)).toEqual(['Åsa.Σ@Exämple.se', 'asa.σ@example.se']);
  });

  it('answers 400 with per-field errors and stores nothing', async () => {
    const { post, app } = await start();
    const res = await post(lead({ email: 'nope', name: 'x'.repeat(10_000), extra: 1 }));
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['email', 'extra', 'name']);
    expect((await post('{"id": ')).status).toBe(400);
    expect(await app.stores.get().count()).toBe(0);
  });

  it('refuses a body that is not JSON (415) or larger than any valid lead (413), and takes the largest valid lead', async () => {
    const { post, base, app } = await start();
    expect((await post('name=Ada', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post(lead(), { 'Content-Type': 'text/plain' })).status).toBe(415);
    // A compressed body is named as such (it was refused as "not UTF-8 text"), and nothing is stored.
    const gzipped = await fetch(`${base}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: gzipSync(JSON.stringify(lead())) });
    expect(gzipped.status).toBe(415);
    expect(gzipped.headers.get('accept-encoding')).toBe('identity');
    expect(await gzipped.json()).toEqual({ error: 'Send the lead uncompressed (no Content-Encoding).' });
    expect(await app.stores.get().count()).toBe(0);
    expect((await post(lead(), { 'Content-Type': 'application/json', 'Content-Encoding': 'identity' })).status).toBe(201);
    const big = await post(lead({ message: 'x'.repeat(1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: string }).error).toBe(`The body is larger than ${MAX_BODY_BYTES.toLocaleString('en-US')} bytes.`);
    // Every field at its limit in 4-byte characters (emoji; letters in the address's domain), as a visitor may type them.
    const fullest = lead({ name: '🚀'.repeat(MAX_LENGTH.name), company: '🚀'.repeat(MAX_LENGTH.company), message: '🚀'.repeat(MAX_LENGTH.message), email: `${'🚀'.repeat(64)}@${`${'𝒜'.repeat(60)}.`.repeat(3)}exampl` });
    expect((await post(fullest)).status).toBe(201);
  });

  it('answers 429 once one address posts more than the limit in a minute', async () => {
    const { post } = await start({ LEAD_RATE_LIMIT: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(lead())).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('behind a proxy (TRUST_PROXY=1), limits each visitor by the address the proxy saw, not the proxy', async () => {
    const { post } = await start({ LEAD_RATE_LIMIT: '2', TRUST_PROXY: '1' });
    const from = (chain: string) => post(lead(), { 'Content-Type': 'application/json', 'X-Forwarded-For': chain });
    // Two visitors through one proxy: each has its own two posts a minute.
    const statuses = [];
    for (const chain of ['203.0.113.7', '203.0.113.7', '198.51.100.2', '198.51.100.2', '203.0.113.7']) statuses.push((await from(chain)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    // A visitor who writes their own X-Forwarded-For cannot escape: only the proxy's entry (the last) counts.
    expect((await from('10.9.9.9, 198.51.100.2')).status).toBe(429);
  });

  it('counts an IPv6 visitor by its /64 (one home or host), and every address together under the global ceiling', async () => {
    const { post } = await start({ LEAD_RATE_LIMIT: '2', LEAD_GLOBAL_RATE_LIMIT: '5', TRUST_PROXY: '1' });
    const from = (address: string) => post(lead(), { 'Content-Type': 'application/json', 'X-Forwarded-For': address });
    const statuses = [];
    // Two addresses of one /64 share its two posts; another /64 has its own.
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:db8:1:2::3', '2001:db8:1:3::1']) statuses.push((await from(address)).status);
    expect(statuses).toEqual([201, 201, 429, 201]);
    // Five stored from everyone this minute (the refused one not counted): a new address waits too.
    expect((await from('203.0.113.7')).status).toBe(201);
    expect((await from('198.51.100.2')).status).toBe(201);
    const ceiling = await from('192.0.2.1');
    expect(ceiling.status).toBe(429);
    expect(Number(ceiling.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await ceiling.json()).toEqual({ error: expect.stringMatching(/^Too many leads are arriving right now; try again in \d+ s\.$/) });
    expect(readConfig({})).toMatchObject({ globalRateLimit: 1200, signInRateLimit: 20 });
  });

  it('without TRUST_PROXY, an X-Forwarded-For header is ignored (a visitor could write any address)', async () => {
    const { post } = await start({ LEAD_RATE_LIMIT: '1' });
    expect((await post(lead(), { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' })).status).toBe(201);
    expect((await post(lead(), { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.2' })).status).toBe(429);
  });

  it('answers 503 when the database is locked by someone else, and stores the lead once it is free', async () => {
    const { post, dataDir } = await start();
    expect((await post(lead())).status).toBe(201);
    const other = new Database(LeadStore.databaseFile(dataDir));
    other.exec('BEGIN EXCLUSIVE');
    const body = lead();
    const locked = await post(body);
    expect(locked.status).toBe(503);
    expect(((await locked.json()) as { error: string }).error).toMatch(/unavailable/);
    other.exec('ROLLBACK');
    other.close();
    expect((await post(body)).status).toBe(201);
  });

  it('answers 503 when the data folder cannot be created, while the site is still served', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leads-file-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'not-a-folder'), '');
    const logged: string[] = [];
    const error = console.error;
    console.error = (line: string) => void logged.push(line);
    cleanups.push(() => void (console.error = error));
    const dataDir = join(dir, 'not-a-folder', 'data');
    const { post, base } = await start({ DATA_DIR: dataDir });
    // The operator learns where, why and what to do.
    expect(logged[0]).toContain(`Lead storage at ${dataDir} cannot be opened (ENOTDIR): set DATA_DIR to a folder this user can write.`);
    expect((await post(lead())).status).toBe(503);
    // Not ready (no traffic for leads), yet alive: a restart would not make the folder usable.
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(((await ready.json()) as { error: string }).error).toMatch(/^Not ready: the lead database does not answer/);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    expect((await fetch(`${base}/about/`)).status).toBe(200);
  });

  it('answers 503 when the database is read-only, and stores again once it is writable, without a restart', async () => {
    const { post, dataDir, app } = await start();
    expect((await post(lead())).status).toBe(201);
    app.stores.close();
    // What a read-only file or mount looks like to SQLite: the connection cannot write.
    const readonly = LeadStore.open(dataDir, { readonly: true });
    (app.stores as unknown as { store: LeadStore }).store = readonly;
    const body = lead();
    const res = await post(body);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/read-only, locked or missing/);
    // The broken connection is dropped, not kept for every later request.
    expect(readonly.db.open).toBe(false);
    // The file is writable again (it always was here): the next request opens it afresh.
    expect((await post(body)).status).toBe(201);
    expect(await app.stores.current()!.count()).toBe(2);
  });
});

describe('the rest of the server', () => {
  it('answers the liveness check and serves the site beside the API', async () => {
    const { base } = await start();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    expect(await (await fetch(`${base}/about`)).text()).toBe('<h1>About</h1>');
    const missing = await fetch(`${base}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>404</h1>');
    const dash = await fetch(`${base}/dashboard/nowhere`, { redirect: 'manual' });
    expect(dash.headers.get('location')).toBe('/dashboard');
    expect((await fetch(`${base}/api/leads`)).status).toBe(405);
  });

  it('forwards each new lead to the webhook, retrying after a failure', async () => {
    const received: unknown[] = [];
    let failures = 1;
    const receiver = createServer((req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        if (failures-- > 0) return void res.writeHead(500).end();
        received.push(JSON.parse(text));
        res.writeHead(204).end();
      });
    });
    const url = await listen(receiver);
    cleanups.push(() => new Promise<void>((r) => receiver.close(() => r())));
    const { post, app } = await start({ LEAD_WEBHOOK_URL: `${url}/hook`, LEAD_WEBHOOK_RETRY_MS: '50' });
    const body = lead();
    expect((await post(body)).status).toBe(201);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0]).toMatchObject({ id: body.id, email: body.email });
    // The receiver has the lead before the forwarder has read its 204 and marked the lead sent.
    await expect.poll(() => app.stores.get().pendingForwards(), { timeout: 5000 }).toBe(0);
  });

  it('says why a delivery failed and when it tries again, then delivers the lead once when the receiver is back', async () => {
    // A port nobody listens on yet: the receiver is down.
    const probe = createServer();
    const url = await listen(probe);
    await new Promise<void>((r) => probe.close(() => r()));
    const logged: string[] = [];
    const error = console.error;
    console.error = (line: string) => void logged.push(line);
    cleanups.push(() => void (console.error = error));
    // A token in the address (as many webhook services use) stays out of the log.
    const { post, app } = await start({ LEAD_WEBHOOK_URL: `${url}/hook?token=s3cret`, LEAD_WEBHOOK_RETRY_MS: '50' });
    const body = lead();
    expect((await post(body)).status).toBe(201);
    await expect.poll(() => logged.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain('s3cret');
    expect(logged[0]).toMatch(new RegExp(`^webhook: delivery to ${url} failed \\(connect ECONNREFUSED [^)]+\\), attempt 1; next try in 50 ms$`));
    const received: unknown[] = [];
    const receiver = createServer((req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        received.push(JSON.parse(text));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(Number(new URL(url).port), '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => receiver.close(() => r())));
    await expect.poll(() => app.stores.get().pendingForwards(), { timeout: 10_000 }).toBe(0);
    expect(received).toEqual([expect.objectContaining({ id: body.id })]);
  });

  it('does not count a webhook that answers with a redirect as delivered: the lead stays queued for the address to be fixed', async () => {
    // A receiver moved to https, say: following the 301 would turn the POST into a GET without the lead.
    const requests: string[] = [];
    const receiver = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      req.resume();
      if (req.url === '/hook') return void res.writeHead(301, { Location: '/moved' }).end();
      res.writeHead(200).end();
    });
    const url = await listen(receiver);
    cleanups.push(() => new Promise<void>((r) => receiver.close(() => r())));
    const logged: string[] = [];
    const error = console.error;
    console.error = (line: string) => void logged.push(line);
    cleanups.push(() => void (console.error = error));
    const { post, app } = await start({ LEAD_WEBHOOK_URL: `${url}/hook`, LEAD_WEBHOOK_RETRY_MS: '50' });
    expect((await post(lead())).status).toBe(201);
    await expect.poll(() => logged.some((l) => l.includes('HTTP 301')), { timeout: 5000 }).toBe(true);
    expect(requests).not.toContain('GET /moved');
    expect(await app.stores.get().pendingForwards()).toBe(1);
  });
});

/** Sends raw bytes (what fetch would never send) and reads the whole answer until the server closes. */
function raw(base: string, bytes: string | Buffer, { endAfterWrite = true } = {}): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(bytes);
      if (endAfterWrite) socket.end();
    });
    let text = '';
    socket.on('data', (c) => (text += c));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];
const headerOf = (answer: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(answer)?.[1]?.trim();

describe('hostile requests', () => {
  it('gives every answer the security headers, errors and API answers included', async () => {
    const { base, post } = await start();
    const answers: [string, Response][] = [
      ['POST /about (405)', await fetch(`${base}/about`, { method: 'POST', body: 'x' })],
      ['DELETE /api/leads (405)', await fetch(`${base}/api/leads`, { method: 'DELETE' })],
      ['GET /api/nowhere (404)', await fetch(`${base}/api/nowhere`)],
      ['GET /dashboard/nowhere (302)', await fetch(`${base}/dashboard/nowhere`, { redirect: 'manual' })],
      ['GET /api/health', await fetch(`${base}/api/health`)],
      ['POST /api/leads text/plain (415)', await post('{}', { 'Content-Type': 'text/plain' })],
      ['POST /api/leads invalid (400)', await post(lead({ email: 'nope' }))],
      ['POST /api/leads (201)', await post(lead())],
    ];
    for (const [what, res] of answers) {
      for (const name of SECURITY) expect(res.headers.get(name), `${what}: ${name}`).toBeTruthy();
      expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
    }
    // The 405 says what to do instead, in words.
    const refused = answers[0]![1];
    expect(refused.headers.get('allow')).toBe('GET, HEAD');
    expect(await refused.text()).toMatch(/GET or HEAD/);
    // A request Node's parser refuses is answered by us too, with the same headers.
    const garbage = await raw(base, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    for (const name of SECURITY) expect(headerOf(garbage, name), `parser error: ${name}`).toBeTruthy();
  });

  it('answers a URL with a broken % escape with the 404 page (the API: 400), security headers included', async () => {
    const { base } = await start();
    const page = await fetch(`${base}/about%E0%A4%A`);
    expect(page.status).toBe(404);
    expect(await page.text()).toBe('<h1>404</h1>');
    const api = await fetch(`${base}/api/leads%`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: expect.stringMatching(/not valid/) });
    for (const res of [page, api]) for (const name of SECURITY) expect(res.headers.get(name), name).toBeTruthy();
  });

  it('reads a path that starts with two slashes as a path, not as a host name', async () => {
    const { base } = await start();
    // new URL('//api/leads', base) is the host "api": a POST here reached the static files (405).
    const res = await fetch(`${base}//api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(lead()) });
    expect(res.status).toBe(201);
    expect(await (await fetch(`${base}//about`)).text()).toBe('<h1>About</h1>');
    expect((await fetch(`${base}//evil.example/`)).status).toBe(404);
  });

  it('refuses a body that is not UTF-8 instead of storing replacement characters', async () => {
    const { base, app } = await start();
    // "Jürgen" in Latin-1: the ü is the single byte FC, which is no UTF-8 character.
    const [before, after] = JSON.stringify(lead({ name: 'J~rgen' })).split('~');
    const body = Buffer.concat([Buffer.from(before!), Buffer.from([0xfc]), Buffer.from(after!)]);
    const res = await fetch(`${base}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(400);
    const why = 'The body is not UTF-8 text; send the lead as JSON in UTF-8.';
    expect(await res.json()).toEqual({ error: why, errors: { body: why } });
    expect(await app.stores.get().count()).toBe(0);
  });

  it('answers a body that arrives too slowly with 408 and keeps serving others', async () => {
    const { base, app } = await start({ REQUEST_TIMEOUT_MS: '400' });
    const started = Date.now();
    const answer = await raw(base, 'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"id":', { endAfterWrite: false });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('took too long');
    expect(headerOf(answer, 'x-content-type-options')).toBe('nosniff');
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(await app.stores.get().count()).toBe(0);
  });
});

describe('starting and stopping', () => {
  it('says in words that the port is taken, instead of crashing', async () => {
    const other = createServer();
    const taken = new URL(await listen(other)).port;
    cleanups.push(() => new Promise<void>((r) => other.close(() => r())));
    const dir = mkdtempSync(join(tmpdir(), 'leads-test-'));
    const app = await createAppServer(readConfig({ DIST_DIR: join(dir, 'dist'), DATA_DIR: join(dir, 'data'), PORT: taken }));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }), () => app.stores.close());
    await expect(app.listen()).rejects.toThrow(`Cannot serve on 127.0.0.1:${taken}: port ${taken} is already in use`);
    await expect(app.listen()).rejects.toThrow('PORT=<number>');
  });

  it('refuses a setting that is not a whole number in range, naming it, instead of serving somewhere else', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow('PORT=abc is not a whole number from 1 to 65,535.');
    expect(() => readConfig({ PORT: '70000' })).toThrow('PORT=70000');
    expect(() => readConfig({ PORT: '80.5' })).toThrow('PORT=80.5');
    expect(() => readConfig({ LEAD_RATE_LIMIT: '0' })).toThrow('LEAD_RATE_LIMIT=0');
    expect(() => readConfig({ LEAD_WEBHOOK_RETRY_MS: '-5' })).toThrow('LEAD_WEBHOOK_RETRY_MS=-5');
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY=yes is not a whole number from 0 to 10.');
    expect(readConfig({ TRUST_PROXY: '0' }).trustedProxies).toBe(0);
    // Unset or empty takes the documented default.
    expect(readConfig({ PORT: '' })).toMatchObject({ port: 4173, rateLimit: 20, trustedProxies: 0 });
    expect(readConfig({ PORT: ' 8080 ' }).port).toBe(8080);
  });

  it('refuses a webhook address or an allowed origin that can never work, naming it, and accepts an origin written with a slash', () => {
    expect(() => readConfig({ LEAD_WEBHOOK_URL: 'localhost:4605/hook' })).toThrow('LEAD_WEBHOOK_URL=localhost:4605/hook is not an http:// or https:// address.');
    expect(() => readConfig({ LEAD_WEBHOOK_URL: 'hooks.example.com/leads' })).toThrow('LEAD_WEBHOOK_URL=hooks.example.com/leads');
    expect(readConfig({ LEAD_WEBHOOK_URL: ' https://hooks.example.com/leads ' }).webhookUrl).toBe('https://hooks.example.com/leads');
    expect(readConfig({ LEAD_WEBHOOK_URL: '' }).webhookUrl).toBeNull();
    expect(() => readConfig({ LEAD_ALLOWED_ORIGINS: 'site.example' })).toThrow('LEAD_ALLOWED_ORIGINS=site.example is not an http:// or https:// address.');
    expect(() => readConfig({ LEAD_ALLOWED_ORIGINS: 'https://site.example/contact' })).toThrow('not an origin: give the site\'s scheme, host and port only (https://site.example).');
    expect(readConfig({ LEAD_ALLOWED_ORIGINS: 'https://site.example/, http://localhost:4601' }).allowedOrigins).toEqual(['https://site.example', 'http://localhost:4601']);
  });

  it('answers and stores a lead that is still arriving when the server is told to stop', async () => {
    const { base, app } = await start();
    const body = JSON.stringify(lead());
    let closed: Promise<void> | undefined;
    // Once the server has the request's head, it is told to stop (SIGTERM, Ctrl+C); then the rest arrives.
    app.server.once('request', () => {
      closed = app.close();
      req.end(body.slice(10));
    });
    const req = request(`${base}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 10));
    const { status, text } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ stored: 'created' });
    await closed;
    expect(app.stores.current()).toBeNull();
  });
});
