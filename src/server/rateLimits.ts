import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from './clientAddress';
import { sendError } from './errors';

export interface LimitOptions {
  /** Requests per client address per minute; an IPv6 client counts by its /64 (one home or host). */
  perAddress: number;
  /** Requests per minute from every address together, or none. */
  overall?: number;
  /** Proxies whose X-Forwarded-For names the client (./clientAddress). */
  trustedProxies: number;
  /** The refusal, given the seconds to wait. */
  message: (seconds: number, overall: boolean) => string;
}

/** Addresses remembered at most (least recently seen forgotten first): memory stays flat under many addresses. */
const ADDRESSES = 10_000;

/**
 * An onRequest hook that answers 429 with Retry-After once a limit is passed, before the body is
 * read; counting by @fastify/rate-limit (registered with `global: false`). The overall ceiling
 * counts only requests the address limit let through, so one flooding address cannot use it up.
 */
export function requestLimits(app: FastifyInstance, options: LimitOptions) {
  // `cache` (the LRU's size) is read at run time though the plugin's types leave it out here.
  const perAddress = { max: options.perAddress, timeWindow: 60_000, cache: ADDRESSES, keyGenerator: (req: FastifyRequest) => normalizeIP(clientAddress(req.raw, options.trustedProxies), 64) };
  const byAddress = app.createRateLimit(perAddress);
  const everyone = { max: options.overall ?? 0, timeWindow: 60_000, cache: 1, keyGenerator: () => 'everyone' };
  const overall = options.overall ? app.createRateLimit(everyone) : null;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    for (const limit of overall ? [byAddress, overall] : [byAddress]) {
      const state = await limit(req);
      if (state.isAllowed || !state.isExceeded) continue;
      const wait = Math.max(1, state.ttlInSeconds);
      reply.header('Retry-After', String(wait));
      return sendError(reply, 429, options.message(wait, limit === overall));
    }
  };
}
