import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import { ownOrigin } from './requestOrigin';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An onRequest hook refusing (403) a state-changing request another site's page sent: its Origin
 * is neither the site's own (the request's scheme and host) nor an allowed origin; or, from a
 * browser that sends no Origin, Sec-Fetch-Site says cross-site. The SameSite=Strict cookie is the
 * first lock; this is the second, for browsers and subdomains that cookie rule does not cover.
 */
export function sameOriginOnly({ trustedProxies, allowedOrigins }: { trustedProxies: number; allowedOrigins: readonly string[] }) {
  const allowed = new Set(allowedOrigins);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE.has(req.method)) return;
    const origin = req.headers.origin;
    const crossSite = origin === undefined ? req.headers['sec-fetch-site'] === 'cross-site' : origin !== ownOrigin(req.raw, trustedProxies) && !allowed.has(origin);
    if (crossSite) return sendError(reply, 403, 'This request came from another site and was refused (CSRF protection). Use the dashboard on this site.');
  };
}
