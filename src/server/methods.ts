import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from './errors';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Answers every other method on `url` with 405 and the methods it takes, before any body is read. */
export function onlyMethods(app: FastifyInstance, url: string, allowed: readonly string[], message: string): void {
  const others = METHODS.filter((m) => !allowed.includes(m) && !(m === 'HEAD' && allowed.includes('GET')));
  app.route({
    method: [...others],
    url,
    onRequest: async (_req, reply) => {
      reply.header('Allow', allowed.join(', '));
      return sendError(reply, 405, message);
    },
    handler: async () => undefined,
  });
}

/** A site path asked for with another method than GET or HEAD: 405, in words. */
export function siteMethodNotAllowed(reply: FastifyReply): FastifyReply {
  reply.header('Allow', 'GET, HEAD').header('Cache-Control', 'no-store');
  return reply.code(405).type('text/plain; charset=utf-8').send('Only GET or HEAD reach the site; leads are POSTed to /api/leads.\n');
}
