// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { formatHeadersFile, headerRules } from '../../src/server/headers.mjs';
import { createAppServer, type AppServer } from '../../src/server/server';

// The static half of `npm start`, on a tiny dist/: what a browser, a cache or a prober gets.
let dir = '';
let port = 0;
let app: AppServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-test-'));
  mkdirSync(join(dir, 'dist', 'about'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dir, 'dist', 'about', 'index.html'), '<h1>About</h1>');
  writeFileSync(join(dir, 'dist', '404.html'), '<h1>404</h1>');
  // The rules a build writes (the host configuration must still never be published).
  writeFileSync(join(dir, 'dist', '_headers'), formatHeadersFile(headerRules(['index.html', 'about/index.html', '404.html'])));
  app = await createAppServer({ ...readConfig({ DIST_DIR: join(dir, 'dist'), DATA_DIR: join(dir, 'data') }), port: 0 });
  await app.listen();
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET: fetch would resolve dot segments and escapes before they reach the server. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; bytes: Buffer; encoding?: string; etag?: string }> {
  return new Promise((resolve, reject) => {
    request({ port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, body: bytes.toString(), bytes, encoding: res.headers['content-encoding'], etag: res.headers.etag });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('static files', () => {
  it('never publishes the host configuration, however the path spells it', async () => {
    for (const path of ['/_headers', '/%5Fheaders', '/%5fheaders', '/about/..%2f_headers', '/about/%2e%2e%2f_headers']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toBe('<h1>404</h1>');
    }
  });

  it('answers a cache that sends several tags, or *, with 304 Not Modified', async () => {
    const { etag } = await get('/about');
    expect(etag).toBeTruthy();
    expect((await get('/about', { 'If-None-Match': etag! })).status).toBe(304);
    expect((await get('/about', { 'If-None-Match': `"other", ${etag}` })).status).toBe(304);
    expect((await get('/about', { 'If-None-Match': '*' })).status).toBe(304);
    expect((await get('/about', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('sends the build’s brotli copy of a file as it is, but only when it unpacks to that very file', async () => {
    const page = (name: string) => `<h1>${name}</h1>${'<p>Pipeline notes for revenue teams.</p>'.repeat(20)}`;
    const write = (file: string, data: string | Buffer) => writeFileSync(join(dir, 'dist', file), data);
    const copy = brotliCompressSync(page('Fresh'));
    write('fresh.html', page('Fresh'));
    write('fresh.html.br', copy);
    // Left from another build, or not brotli at all: the server compresses the file itself.
    write('stale.html', page('Stale, rebuilt'));
    write('stale.html.br', brotliCompressSync(page('Stale, as it was')));
    write('broken.html', page('Broken'));
    write('broken.html.br', 'not brotli');
    const br = { 'Accept-Encoding': 'gzip, deflate, br' };

    const fresh = await get('/fresh', br);
    expect(fresh.encoding).toBe('br');
    expect(fresh.bytes.equals(copy)).toBe(true);
    for (const name of ['stale', 'broken']) {
      const response = await get(`/${name}`, br);
      expect(response.encoding, name).toBe('br');
      expect(brotliDecompressSync(response.bytes).toString(), name).toBe(page(name === 'stale' ? 'Stale, rebuilt' : 'Broken'));
    }
    // A client without brotli gets the text itself; the copy is never a page of its own.
    expect((await get('/fresh')).body).toBe(page('Fresh'));
    expect((await get('/fresh.html.br')).status).toBe(404);
  });

  it('sends a page with no more header bytes than the prerender allows for its first round trip', async () => {
    // scripts/prerender-plugin.ts sizes each page to arrive in one round trip, counting 460 bytes of
    // headers besides the Content-Security-Policy.
    const head = await new Promise<string>((resolve, reject) => {
      request({ port, path: '/about', headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (res) => {
        const lines = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
        res.resume();
        resolve(`HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n${lines.join('')}\r\n`);
      })
        .on('error', reject)
        .end();
    });
    const policy = /^content-security-policy: .*\r\n/im.exec(head)?.[0] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(head.length - policy.length).toBeLessThanOrEqual(460);
  });
});
