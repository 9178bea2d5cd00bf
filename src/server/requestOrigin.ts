import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** One value of a header a chain of proxies may have written: the entry the outermost trusted proxy wrote. */
function forwarded(req: IncomingMessage, name: string, trustedProxies: number): string | undefined {
  const header = req.headers[name];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((entry) => entry.trim()).filter(Boolean);
  return hops.length ? hops[Math.max(0, hops.length - trustedProxies)] : undefined;
}

/**
 * Whether the visitor's request came over HTTPS: the socket's own TLS, or behind `trustedProxies`
 * proxies (TRUST_PROXY) the X-Forwarded-Proto they wrote, which a direct client could forge.
 */
export function isHttps(req: IncomingMessage, trustedProxies: number): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return trustedProxies > 0 && forwarded(req, 'x-forwarded-proto', trustedProxies)?.toLowerCase() === 'https';
}

/** The site's own origin as this request names it (scheme and Host), as browsers write Origin; null without a usable Host. */
export function ownOrigin(req: IncomingMessage, trustedProxies: number): string | null {
  const host = (trustedProxies > 0 ? forwarded(req, 'x-forwarded-host', trustedProxies) : undefined) ?? req.headers.host;
  if (!host) return null;
  try {
    return new URL(`${isHttps(req, trustedProxies) ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}
