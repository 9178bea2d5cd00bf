import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * The address a request came from, for per-client limits. Behind `trustedProxies` proxies the
 * socket's address is the nearest proxy's (one address for every visitor), so the client's is read
 * from X-Forwarded-For, counting from the right: each proxy appends the address it saw, and entries
 * further left were written by the client and may be forged. Anything unusable keeps the socket's.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: number): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (trustedProxies < 1) return socket;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((entry) => entry.trim());
  const seen = hops.length >= trustedProxies ? hops[hops.length - trustedProxies] : undefined;
  return seen && isIP(seen) ? seen : socket;
}
