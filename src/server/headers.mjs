/**
 * THE response headers of the built site, in one module. The build turns them into dist/_headers
 * (the file Netlify and Cloudflare Pages read) and an nginx snippet; `npm start`'s server reads
 * dist/_headers back and answers with `headersFor(path, rules)`, so a static host and our own
 * server can never disagree. Plain JavaScript (types in headers.d.mts) so Node runs it unbuilt.
 *
 * A page's Content-Security-Policy is in its own <meta> (src/lib/csp.ts), hashes and all; the
 * header adds only what a <meta> cannot say (STATIC_CSP), the same for every built file.
 */

/** Sent with every response. */
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

/**
 * The header policy of every built file: what browsers obey only in a header, never in a <meta>.
 * A page's own policy (default-src, its hashes) comes with the page in its <meta>; in the header
 * too, it would cost each page's first round trip about 450 bytes and add nothing (both apply).
 */
export const STATIC_CSP = "frame-ancestors 'none'";

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
 * @param {string[]} files every file of the build, relative and with '/' separators
 */
export function headerRules(files) {
  const rules = [{ path: '/*', headers: { ...SECURITY_HEADERS, 'Content-Security-Policy': STATIC_CSP } }];
  rules.push({ path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } });

  const html = new Set(files.filter((f) => f.endsWith('.html')));
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
  for (const page of [...html].sort()) {
    for (const path of pathsOfHtml(page)) {
      rules.push({ path, headers: { 'Cache-Control': NO_CACHE } });
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
 * The same rules for nginx, for the `server { }` whose root is dist/. nginx drops server-level
 * add_header lines in any location that has its own, so each location repeats them.
 */
export function nginxSnippet(rules) {
  const everyFile = rules.find((r) => r.path === '/*')?.headers ?? {};
  const security = Object.entries(everyFile).map(([k, v]) => `add_header ${k} ${quote(v)} always;`);
  const block = (cache, extra = []) => [...security, `add_header Cache-Control ${quote(cache)} always;`, ...extra].map((l) => `  ${l}`);
  return [
    '# Generated by `npm run build` from src/server/headers.mjs (the same rules as dist/_headers).',
    '# Include inside the `server { }` whose root is dist/.',
    'location /assets/ {',
    ...block(IMMUTABLE),
    '}',
    'location = /manifest.webmanifest {',
    ...block(NO_CACHE, ['types { }', `default_type ${MANIFEST_TYPE};`]),
    '}',
    'location / {',
    ...block(NO_CACHE),
    '  try_files $uri ${uri}index.html $uri/index.html =404;',
    '}',
    // The host configuration for Netlify / Cloudflare is not published (npm start answers 404 too).
    'location = /_headers {',
    '  return 404;',
    '}',
    'error_page 404 /404.html;',
    '',
  ].join('\n');
}
