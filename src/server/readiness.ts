import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';
import { onlyMethods } from './methods';
import { errorSchema } from './schemas';
import { StorageUnavailableError } from './store';
import type { StoreHolder } from './storeHolder';

/** How soon a probe may ask again: the holder tries to open the database at most every 3 s. */
const RETRY_AFTER_S = '5';
const NOT_READY = {
  sqlite: 'Not ready: the lead database does not answer (the data folder is missing, read-only or locked). The site is still served.',
  postgres: 'Not ready: the lead database does not answer (the PostgreSQL server of DATABASE_URL is down or out of reach). The site is still served.',
};

/**
 * GET /api/ready, the readiness probe: 200 `{ ok: true }` once the database answers a query
 * through the server's own connection, 503 while it does not, so a proxy or orchestrator sends
 * no traffic here until then. Liveness (is the process up) stays GET /api/health's.
 */
export function readinessRoutes(app: FastifyInstance, stores: StoreHolder): void {
  app.get(
    '/api/ready',
    { schema: { response: { 200: { type: 'object', required: ['ok'], additionalProperties: false, properties: { ok: { const: true } } }, 503: errorSchema } } },
    async (_req, reply) => {
      try {
        await stores.get().ping();
        return { ok: true };
      } catch (error) {
        // Not a lock: drop the connection, so a later probe opens the file afresh (no restart needed).
        if (error instanceof StorageUnavailableError) stores.failed(error);
        else throw error;
        reply.header('Retry-After', RETRY_AFTER_S);
        return sendError(reply, 503, NOT_READY[stores.engine]);
      }
    },
  );
  onlyMethods(app, '/api/ready', ['GET', 'HEAD'], 'Use GET.');
}
