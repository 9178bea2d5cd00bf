/**
 * THE response headers of the built site, in one module. The build turns them into dist/_headers
 * (the file Netlify and Cloudflare Pages read) and an nginx snippet; `npm start`'s server reads
 * dist/_headers back and answers with `headersFor(path, rules)`, so a static host and our own
 * server can never disagree. Plain JavaScript (types in headers.d.mts) so Node runs it unbuilt.
 *
 * A page's Content-Security-Policy comes from that page (its <meta> policy in header form, see
 * src/lib/csp.ts), so per-page additions such as inline-style hashes reach the header unchanged.
 */

/** Sent with every response. frame-ancestors lives in each page's CSP. */
export const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
});

/**
 * The policy of every answer the server writes itself (API JSON, errors, redirects): nothing in
 * it may load, run or be framed. Built files carry their page's policy (or none) instead.
 */
export const SERVER_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** What `npm start` sets on every response before anything else: built files override the CSP. */
export const SERVER_HEADERS = Object.freeze({ ...SECURITY_HEADERS, 'Content-Security-Policy': SERVER_CSP });

/** Revalidate on every use: HTML, the service worker, the manifest and every unhashed file. */
export const NO_CACHE = 'no-cache';
/** Files whose name carries a content hash never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const MANIFEST_TYPE = 'application/manifest+json';

/**
 * URL paths a built HTML file is served at: 'index.html' -> '/', 'about/index.html' ->
 * '/about' and '/about/'; other HTML files ('404.html') at their own name.
 */
export function pathsOfHtml(file) {
  if (file === 'index.html') return ['/'];
  if (file.endsWith('/index.html')) {
    const path = `/${file.slice(0, -'/index.html'.length)}`;
    return [path, `${path}/`];
  }
  return [`/${file}`];
}

/**
 * The rules for one build, most general first. No two rules that can match one URL set the
 * same header (hosts join such values with a comma, which would break Cache-Control).
 * @param {{ files: string[], pages: { file: string, csp: string }[] }} build
 *   files: every file of the build, relative and with '/' separators; pages: each HTML file
 *   with its header CSP.
 */
export function headerRules({ files, pages }) {
  const rules = [{ path: '/*', headers: { ...SECURITY_HEADERS } }];
  rules.push({ path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } });

  const html = new Set(pages.map((p) => p.file));
  const other = files.filter((f) => !f.startsWith('assets/') && !html.has(f) && !f.startsWith('_'));
  // A folder of static files (icons/, images/) gets one rule; a folder that also holds pages
  // would then match those pages too, so its other files are listed one by one.
  const folderOf = (f) => (f.includes('/') ? f.slice(0, f.indexOf('/')) : null);
  const pageFolders = new Set([...html].map(folderOf).filter(Boolean));
  const seen = new Set();
  for (const file of [...other].sort()) {
    const folder = folderOf(file);
    const path = folder && !pageFolders.has(folder) ? `/${folder}/*` : `/${file}`;
    if (seen.has(path)) continue;
    seen.add(path);
    const headers = { 'Cache-Control': NO_CACHE };
    if (file.endsWith('.webmanifest')) headers['Content-Type'] = MANIFEST_TYPE;
    rules.push({ path, headers });
  }
  for (const page of [...pages].sort((a, b) => a.file.localeCompare(b.file))) {
    for (const path of pathsOfHtml(page.file)) {
      rules.push({ path, headers: { 'Content-Security-Policy': page.csp, 'Cache-Control': NO_CACHE } });
    }
  }
  return rules;
}

/** The Netlify / Cloudflare Pages `_headers` format: a path line, then indented `Name: value` lines. */
export function formatHeadersFile(rules) {
  const blocks = rules.map((r) => [r.path, ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'));
  return `# Written by the build from src/server/headers.mjs; do not edit.\n${blocks.join('\n')}\n`;
}

export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon > 0 && rule) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

const patternCache = new Map();
/** `*` matches anything (a splat), `:name` one path segment, as on Netlify and Cloudflare Pages. */
export function matchesPath(pattern, path) {
  let re = patternCache.get(pattern);
  if (!re) {
    const source = pattern
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    re = new RegExp(`^${source}$`);
    patternCache.set(pattern, re);
  }
  return re.test(path);
}

/** Every header the rules give one URL path; a header set twice is joined with ', ' as hosts do. */
export function headersFor(path, rules) {
  const out = {};
  for (const rule of rules) {
    if (!matchesPath(rule.path, path)) continue;
    for (const [name, value] of Object.entries(rule.headers)) out[name] = out[name] ? `${out[name]}, ${value}` : value;
  }
  return out;
}

const quote = (v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * The same rules for nginx, as two files: nginx allows `map` only in the `http` block, and
 * `location` only in a `server` block whose root is dist/. Each page's policy comes from the map
 * by URI (as nginx sees it after `index` and `try_files`); any other URI maps to "", and nginx
 * sends no header with an empty value, so only pages carry a CSP, as in _headers. nginx drops
 * server-level add_header lines in any location that has its own, so each location repeats them.
 */
export function nginxSnippet(rules) {
  const pageRules = rules.filter((r) => r.headers['Content-Security-Policy']);
  const security = Object.entries(SECURITY_HEADERS).map(([k, v]) => `add_header ${k} ${quote(v)} always;`);
  const block = (cache, extra = []) => [...security, `add_header Cache-Control ${quote(cache)} always;`, ...extra].map((l) => `  ${l}`);
  // The URI after try_files below: '/about' and '/about/' both end as '/about/index.html'.
  const policy = new Map();
  for (const r of pageRules) {
    const uris = r.path.endsWith('.html') ? [r.path] : r.path.endsWith('/') ? [r.path, `${r.path}index.html`] : [r.path, `${r.path}/index.html`];
    for (const uri of uris) policy.set(uri, r.headers['Content-Security-Policy']);
  }
  const policies = [...policy].map(([uri, csp]) => `  ${uri} ${quote(csp)};`);
  const http = [
    '# Generated by `npm run build` from src/server/headers.mjs (the same rules as dist/_headers).',
    '# Include inside `http { }`; nginx-headers.conf goes inside the site\'s `server { }`.',
    '# Page paths such as /blog/category/industry-insights/index.html outgrow the default bucket (64).',
    'map_hash_bucket_size 128;',
    'map $uri $northstar_csp {',
    '  default "";',
    ...policies,
    '}',
    '',
  ].join('\n');
  const server = [
    '# Generated by `npm run build` from src/server/headers.mjs (the same rules as dist/_headers).',
    '# Include inside the `server { }` whose root is dist/; nginx-csp-map.conf goes inside `http { }`.',
    'location /assets/ {',
    ...block(IMMUTABLE),
    '}',
    'location = /manifest.webmanifest {',
    ...block(NO_CACHE, ['types { }', `default_type ${MANIFEST_TYPE};`]),
    '}',
    'location / {',
    ...block(NO_CACHE, ['add_header Content-Security-Policy $northstar_csp always;']),
    // ${uri}index.html for '/about/' (not '/about//index.html', which the map would not know).
    '  try_files $uri ${uri}index.html $uri/index.html =404;',
    '}',
    // The host configuration for Netlify / Cloudflare is not published (npm start answers 404 too).
    'location = /_headers {',
    '  return 404;',
    '}',
    'error_page 404 /404.html;',
    '',
  ].join('\n');
  return { http, server };
}
