import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFor, parseHeadersFile } from '../src/server/headers.mjs';
import { expect, test } from './support/fixtures';

const dist = process.env.BUILD_DIR ?? 'dist';

test('every kind of file is served with the headers dist/_headers gives a static host', async ({ request }) => {
  const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
  const asset = readdirSync(join(dist, 'assets')).find((f) => f.endsWith('.js'))!;
  const paths = ['/', '/about', '/about/', '/dashboard/settings', `/assets/${asset}`, '/sw.js', '/manifest.webmanifest', '/icons/icon-192.png', '/boot.js', '/robots.txt'];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const expected = headersFor(path, rules);
    expect(Object.keys(expected).length, path).toBeGreaterThan(3);
    for (const [name, value] of Object.entries(expected)) expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
  }
  const page = await request.get('/about');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect((await request.get(`/assets/${asset}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The host's own configuration is not published.
  expect((await request.get('/_headers')).status()).toBe(404);
});
