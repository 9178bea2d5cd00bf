import { describe, expect, it } from 'vitest';
import { headerPolicy } from '../../src/lib/csp';
import { formatHeadersFile, headerRules, headersFor, IMMUTABLE, nginxSnippet, parseHeadersFile } from '../../src/server/headers.mjs';

const csp = headerPolicy("default-src 'self'");
const build = {
  files: ['index.html', 'about/index.html', '404.html', 'assets/app-abc123.js', 'icons/icon-192.png', 'sw.js', 'manifest.webmanifest', '_headers'],
  pages: [
    { file: 'index.html', csp },
    { file: 'about/index.html', csp: `${csp}; style-src 'sha256-x'` },
    { file: '404.html', csp },
  ],
};

describe('static host headers', () => {
  const rules = parseHeadersFile(formatHeadersFile(headerRules(build)));

  it('round-trips through the _headers format', () => {
    expect(rules).toEqual(headerRules(build));
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

  it("sends each page its own policy, with frame-ancestors 'none'", () => {
    expect(headersFor('/', rules)['Content-Security-Policy']).toBe(csp);
    expect(headersFor('/about', rules)['Content-Security-Policy']).toContain("'sha256-x'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headersFor('/assets/app-abc123.js', rules)['Content-Security-Policy']).toBeUndefined();
  });

  it('never lets two rules set one header for one URL (hosts would join the values)', () => {
    for (const path of ['/', '/about', '/assets/app-abc123.js', '/icons/icon-192.png', '/sw.js']) {
      for (const value of Object.values(headersFor(path, rules))) expect(value, path).not.toMatch(/no-cache, |immutable, /);
    }
  });

  it('describes the same rules for nginx: the per-page policies in a map for http {}, the locations for server {}', () => {
    const { http, server } = nginxSnippet(rules);
    // nginx refuses `map` inside `server` and `location` inside `http`.
    expect(server).not.toMatch(/^map /m);
    expect(http).not.toMatch(/^location /m);
    expect(server).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(server).toContain('default_type application/manifest+json;');
    expect(server).toContain('location = /_headers {\n  return 404;');
    // '/about/' must end as '/about/index.html' (the map's key), not '/about//index.html'.
    expect(server).toContain('try_files $uri ${uri}index.html $uri/index.html =404;');
    expect(http).toMatch(/^map \$uri \$northstar_csp \{\n {2}default "";$/m);
    // Every URI a page is reached at, with its own policy (an empty value sends no header).
    const about = headersFor('/about', rules)['Content-Security-Policy']!;
    for (const uri of ['/about', '/about/', '/about/index.html']) expect(http).toContain(`  ${uri} "${about}";`);
    expect(http).toContain('  /index.html "');
  });
});
