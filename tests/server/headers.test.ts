import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headerRules, headersFor, IMMUTABLE, nginxSnippet, parseHeadersFile, STATIC_CSP } from '../../src/server/headers.mjs';

const files = ['index.html', 'about/index.html', '404.html', 'assets/app-abc123.js', 'icons/icon-192.png', 'sw.js', 'manifest.webmanifest', '_headers'];

describe('static host headers', () => {
  const rules = parseHeadersFile(formatHeadersFile(headerRules(files)));

  it('round-trips through the _headers format', () => {
    expect(rules).toEqual(headerRules(files));
  });

  it('gives each kind of file its caching, and every response the security headers', () => {
    expect(headersFor('/assets/app-abc123.js', rules)['Cache-Control']).toBe(IMMUTABLE);
    for (const path of ['/', '/about', '/about/', '/sw.js', '/manifest.webmanifest', '/icons/icon-192.png', '/404.html']) {
      const headers = headersFor(path, rules);
      expect(headers['Cache-Control'], path).toBe('no-cache');
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
      expect(headers['Referrer-Policy'], path).toBeTruthy();
      expect(headers['Permissions-Policy'], path).toContain('camera=()');
    }
    expect(headersFor('/manifest.webmanifest', rules)['Content-Type']).toBe('application/manifest+json');
  });

  it("sends every file only what a <meta> policy cannot say: frame-ancestors 'none'", () => {
    expect(STATIC_CSP).toBe("frame-ancestors 'none'");
    for (const path of ['/', '/about', '/404.html', '/assets/app-abc123.js', '/sw.js']) expect(headersFor(path, rules)['Content-Security-Policy'], path).toBe(STATIC_CSP);
  });

  it('never lets two rules set one header for one URL (hosts would join the values)', () => {
    for (const path of ['/', '/about', '/assets/app-abc123.js', '/icons/icon-192.png', '/sw.js']) {
      for (const value of Object.values(headersFor(path, rules))) expect(value, path).not.toMatch(/no-cache, |immutable, /);
    }
  });

  it('describes the same rules for nginx, every location with the headers every file gets', () => {
    const server = nginxSnippet(rules);
    expect(server).not.toMatch(/^map /m);
    expect(server).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(server).toContain('default_type application/manifest+json;');
    expect(server).toContain('location = /_headers {\n  return 404;');
    expect(server).toContain('try_files $uri ${uri}index.html $uri/index.html =404;');
    // nginx drops server-level add_header lines in a location with its own: each location has them all.
    const locations = server.split(/^location /m).slice(1).filter((l) => l.includes('add_header'));
    expect(locations).toHaveLength(3);
    for (const location of locations) {
      expect(location).toContain(`add_header Content-Security-Policy "${STATIC_CSP}" always;`);
      expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
    }
  });
});
