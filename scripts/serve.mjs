// Serves dist/ the way a static host would: prerendered pages by clean URL,
// compressed text, long-lived caching for hashed assets, and real 404s.
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const root = resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.xml', '.txt']);
/** @type {Map<string, Buffer>} */
const cache = new Map();

/** @param {string} pathname */
function fileFor(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const candidates = [clean, join(clean, 'index.html'), `${clean}.html`];
  for (const rel of candidates) {
    const full = join(root, rel);
    if (!full.startsWith(root)) return null;
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return null;
}

/** @param {string} file @param {'br' | 'gzip' | null} encoding @returns {Buffer} */
function body(file, encoding) {
  // Keyed by modification time too, so a fresh build in the same folder is served fresh.
  const key = `${file}:${statSync(file).mtimeMs}:${encoding}`;
  if (!cache.has(key)) {
    const raw = readFileSync(file);
    const data =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw;
    cache.set(key, data);
  }
  return /** @type {Buffer} */ (cache.get(key));
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 */
function send(req, res, file, status = 200) {
  const ext = extname(file);
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = compressible.has(ext) ? (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null) : null;
  const hashed = file.includes(`${root}/assets/`);
  /** @type {Record<string, string | number>} */
  const headers = {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  const data = body(file, encoding);
  headers['Content-Length'] = data.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : data);
}

const server = createServer((req, res) => {
  let pathname;
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    decodeURIComponent(pathname);
  } catch {
    pathname = '/__bad__';
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const file = fileFor(pathname);
  if (file) return send(req, res, file);
  // Unknown dashboard paths go to the dashboard home, as the app itself does.
  if (/^\/dashboard\/./.test(pathname)) {
    res.writeHead(302, { Location: '/dashboard', 'Cache-Control': 'no-cache' }).end();
    return;
  }
  send(req, res, join(root, '404.html'), 404);
});

// Compress every text file before accepting requests, as a static host serves precompressed
// files: a first request never waits for brotli, and measurements (Lighthouse, e2e) never share
// the CPU with it.
/** @param {string} dir */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) precompress(full);
    else if (compressible.has(extname(entry.name))) for (const encoding of /** @type {const} */ (['br', 'gzip'])) body(full, encoding);
  }
}
if (existsSync(root)) precompress(root);

server.listen(port, host, () => console.log(`Serving ${root} on http://localhost:${port}`));
