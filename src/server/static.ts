import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { brotliCopyOf, COMPRESSIBLE, textFilesUnder } from './compression.mjs';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers.mjs';
import { drain } from './http';

/**
 * Serves the built site the way a static host would: prerendered pages by clean URL,
 * text compressed once, hashed assets cached for a year, real 404s, and unknown dashboard
 * paths sent to the dashboard home as the app itself does.
 */
const TYPES: Record<string, string> = {
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
type Encoding = 'br' | 'gzip' | null;

/** If-None-Match as caches send it: `*`, or a list of tags compared weakly (W/ ignored). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export function createStaticHandler(root: string) {
  const cache = new Map<string, Buffer>();

  // The build's dist/_headers is what a static host sends; this server sends the same, re-read
  // when a new build replaces it.
  let headerRules: { mtimeMs: number; rules: HeaderRule[] } = { mtimeMs: -1, rules: [] };
  function rules(): HeaderRule[] {
    const file = join(root, '_headers');
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtimeMs !== headerRules.mtimeMs) headerRules = { mtimeMs, rules: mtimeMs ? parseHeadersFile(readFileSync(file, 'utf8')) : [] };
    return headerRules.rules;
  }

  function fileFor(pathname: string): string | null {
    const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    // Host configuration (_headers) is read by the host, never published, however the URL spells it;
    // a brotli copy is how a file travels, not a file of the site.
    if (clean.startsWith('_') || clean.endsWith('.br')) return null;
    for (const rel of [clean, join(clean, 'index.html'), `${clean}.html`]) {
      const full = join(root, rel);
      if (!full.startsWith(root)) return null;
      if (existsSync(full) && statSync(full).isFile()) return full;
    }
    return null;
  }

  function body(file: string, encoding: Encoding): Buffer {
    // Keyed by modification time too, so a fresh build in the same folder is served fresh.
    const key = `${file}:${statSync(file).mtimeMs}:${encoding}`;
    let data = cache.get(key);
    if (!data) {
      const raw = readFileSync(file);
      data =
        encoding === 'br'
          ? (builtBrotli(file, raw) ?? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }))
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 9 })
            : raw;
      cache.set(key, data);
    }
    return data;
  }

  /**
   * The build's brotli copy (compression.mjs), if it holds exactly this file: checked by
   * unpacking it, so a copy left from another build is never sent. Else the server compresses at
   * quality 6, which takes a fraction of a second for the site before it listens (10: seconds).
   */
  function builtBrotli(file: string, raw: Buffer): Buffer | null {
    const copy = brotliCopyOf(file);
    if (!existsSync(copy)) return null;
    const data = readFileSync(copy);
    try {
      return brotliDecompressSync(data).equals(raw) ? data : null;
    } catch {
      return null; // not brotli at all
    }
  }

  function send(req: IncomingMessage, res: ServerResponse, file: string, urlPath: string, status = 200): void {
    const ext = extname(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding: Encoding = COMPRESSIBLE.has(ext) ? (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null) : null;
    const { mtimeMs, size } = statSync(file);
    // no-cache means "revalidate": a validator lets an unchanged file come back as a 304.
    const etag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ...headersFor(urlPath, rules()),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    // A built file gets exactly what dist/_headers gives it, as on a static host, never the server's
    // own strict policy (sw.js above all: its default-src 'none' would block the worker's fetches).
    if (!headers['Content-Security-Policy']) res.removeHeader('Content-Security-Policy');
    if (status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const data = body(file, encoding);
    headers['Content-Length'] = String(data.length);
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  /** Compresses every text file up front, as a static host serves precompressed files. */
  function precompress(): void {
    if (!existsSync(root)) return;
    for (const file of textFilesUnder(root)) for (const encoding of ['br', 'gzip'] as const) body(file, encoding);
  }

  function handle(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      drain(req);
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Only GET or HEAD reach the site; leads are POSTed to /api/leads.\n');
      return;
    }
    let file: string | null;
    try {
      file = fileFor(pathname);
    } catch {
      file = null; // a malformed escape in the path
    }
    if (file) return send(req, res, file, pathname);
    if (/^\/dashboard\/./.test(pathname)) {
      res.writeHead(302, { Location: '/dashboard', 'Cache-Control': 'no-cache' }).end();
      return;
    }
    const notFound = join(root, '404.html');
    if (existsSync(notFound)) send(req, res, notFound, '/404.html', 404);
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }

  return { handle, precompress };
}
