import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, constants, createBrotliCompress } from 'node:zlib';
import { brotliCopyOf, COMPRESSIBLE } from './compression.mjs';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers.mjs';
import { isApiPath, requestPath } from './paths';

/**
 * The built site, served the way a static host serves it: prerendered pages by clean URL, the
 * build's brotli copies as they are (@fastify/static, preCompressed), the headers of dist/_headers,
 * real 404s, and unknown dashboard paths sent to the dashboard home as the app itself does.
 */
export async function siteRoutes(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  // Caching comes from dist/_headers only; file types and validators (ETag, 304) from the plugin.
  // No Last-Modified or Accept-Ranges: a page's headers count towards its first round trip
  // (prerender-plugin.ts allows 460 bytes besides the policy), and the ETag already validates.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, lastModified: false, acceptRanges: false, index: false, dotfiles: 'allow' });

  // The build's dist/_headers is what a static host sends; this server sends the same, re-read
  // when a new build replaces it.
  let headerRules: { mtimeMs: number; rules: HeaderRule[] } = { mtimeMs: -1, rules: [] };
  function rules(): HeaderRule[] {
    const file = join(root, '_headers');
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtimeMs !== headerRules.mtimeMs) headerRules = { mtimeMs, rules: mtimeMs ? parseHeadersFile(readFileSync(file, 'utf8')) : [] };
    return headerRules.rules;
  }

  /** The file a URL path names, relative to root: the path itself, its index.html, or path.html. */
  function fileFor(pathname: string): string | null {
    const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    // Host configuration (_headers) is read by the host, never published, however the URL spells it;
    // a brotli copy is how a file travels, not a file of the site.
    if (clean.startsWith('_') || clean.endsWith('.br')) return null;
    for (const rel of [clean, join(clean, 'index.html'), `${clean}.html`]) {
      const full = join(root, rel);
      if (!full.startsWith(root)) return null;
      if (existsSync(full) && statSync(full).isFile()) return rel;
    }
    return null;
  }

  // Whether each file's brotli copy unpacks to exactly that file, keyed by both files' times and sizes.
  const checked = new Map<string, { key: string; current: boolean }>();
  /** False when the copy was left from another build or is not brotli at all: it must never be sent. */
  function copyIsCurrent(file: string): boolean {
    const copy = brotliCopyOf(file);
    if (!existsSync(copy)) return true;
    const [a, b] = [statSync(file), statSync(copy)];
    const key = `${a.mtimeMs}:${a.size}:${b.mtimeMs}:${b.size}`;
    const known = checked.get(file);
    if (known?.key === key) return known.current;
    let current = false;
    try {
      current = brotliDecompressSync(readFileSync(copy)).equals(readFileSync(file));
    } catch {
      // Not brotli at all.
    }
    checked.set(file, { key, current });
    return current;
  }

  // Per request: the headers the rules give its URL, and whether the server compresses it itself.
  const ruleHeaders = new WeakMap<FastifyRequest, Record<string, string>>();
  const compressHere = new WeakSet<FastifyRequest>();

  function send(req: FastifyRequest, reply: FastifyReply, rel: string, urlPath: string, status = 200): FastifyReply {
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache', ...headersFor(urlPath, rules()) };
    // A built file gets exactly what dist/_headers gives it, as on a static host, never the server's
    // own strict policy (sw.js above all: its default-src 'none' would block the worker's fetches).
    if (!headers['Content-Security-Policy']) reply.removeHeader('Content-Security-Policy');
    ruleHeaders.set(req, headers);
    reply.headers(headers);
    const accepts = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (accepts && COMPRESSIBLE.has(extname(rel)) && !copyIsCurrent(join(root, rel))) {
      // The plugin would send the stale copy: it sends the file itself, compressed on its way out.
      req.raw.headers['accept-encoding'] = 'identity';
      compressHere.add(req);
    }
    // A 404 page is never "not modified": the status is what the client needs.
    if (status !== 200) delete req.raw.headers['if-none-match'];
    return reply.code(status).sendFile(`/${rel.split('\\').join('/')}`);
  }

  const onSend = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const headers = ruleHeaders.get(req);
    // The plugin sets its own Content-Type; the rules' (the manifest's) go last, as a host's would.
    if (headers) reply.headers(headers);
    if (!compressHere.has(req) || req.method === 'HEAD' || reply.statusCode !== 200 || !(payload instanceof Readable)) return payload;
    reply.removeHeader('Content-Length').header('Content-Encoding', 'br').header('Vary', 'accept-encoding');
    return payload.pipe(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }));
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    onSend,
    handler(req, reply) {
      const pathname = requestPath(req.url);
      if (isApiPath(pathname)) return reply.callNotFound();
      let file: string | null;
      try {
        file = fileFor(pathname);
      } catch {
        file = null; // a malformed escape in the path
      }
      if (file) return send(req, reply, file, pathname);
      if (/^\/dashboard\/./.test(pathname)) return reply.code(302).header('Location', '/dashboard').header('Cache-Control', 'no-cache').send();
      return notFoundPage(req, reply);
    },
  });

  /** The site's 404 page with status 404 (plain text when the build has none). */
  function notFoundPage(req: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (existsSync(join(root, '404.html'))) return send(req, reply, '404.html', '/404.html', 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  }
  app.decorate('notFoundPage', notFoundPage);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the site's 404 page (./static.ts). */
    notFoundPage(req: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}
