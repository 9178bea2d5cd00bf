import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { adminRoutes } from './adminApi';
import { analyticsRoutes } from './analytics/analyticsApi';
import { analyticsSqlite } from './analytics/analyticsDb';
import { analyticsService, type AnalyticsDatabase } from './analytics/analyticsService';
import type { AnalyticsTables } from './analytics/tables';
import type { ServerConfig } from './config';
import { errorHandler, sendError } from './errors';
import { SERVER_HEADERS, STATIC_CSP } from './headers.mjs';
import type { InboxStore } from './inboxStore';
import { acceptJsonOnly } from './jsonBody';
import { leadRoutes } from './leadApi';
import { siteMethodNotAllowed } from './methods';
import { isApiPath, requestPath } from './paths';
import { readinessRoutes } from './readiness';
import { startRetention } from './retention';
import { inboxLeadSchema } from './schemas';
import { sessionRoutes } from './session';
import { refuseOnSocket } from './socketRefusal';
import { siteRoutes } from './static';
import { StorageUnavailableError } from './store';
import { StoreHolder } from './storeHolder';
import { startForwarder } from './webhook';

/** One HTTP server: the built site from distDir, the lead API, the sign-in and the admin API under /api/. */
export interface AppServer {
  app: FastifyInstance;
  server: Server;
  stores: StoreHolder;
  /** Listens on config.port and host; rejects with a message an operator can act on. */
  listen: () => Promise<void>;
  /** Stops taking connections, lets requests in flight finish (at most graceMs), then closes storage. */
  close: (graceMs?: number) => Promise<void>;
}

/** Every JSON body the admin side takes fits (a note: 5,000 characters of up to 4 bytes). */
const BODY_LIMIT = 32 * 1024;

export async function createAppServer(config: ServerConfig): Promise<AppServer> {
  const stores = new StoreHolder({ dataDir: config.dataDir, postgres: config.postgres }, { forward: Boolean(config.webhookUrl) });
  try {
    await stores.open();
  } catch (error) {
    const code = error instanceof StorageUnavailableError ? error.code : 'OPEN_FAILED';
    console.error(
      config.postgres
        ? `The PostgreSQL server of DATABASE_URL does not answer (${code}). The site is served; the API answers 503 until it does (no restart needed).`
        : `Lead storage at ${config.dataDir} cannot be opened (${code}): set DATA_DIR to a folder this user can write. ` +
            'The site is served; POST /api/leads answers 503 until the folder is usable (no restart needed).',
    );
  }
  const forwarder = config.webhookUrl ? startForwarder({ url: config.webhookUrl, store: () => stores.get(), baseDelayMs: config.webhookBaseDelayMs }) : null;
  const inbox = (): InboxStore => stores.get();
  // On SQLite a connection of its own to the lead database file; on PostgreSQL the store's pool,
  // so that every instance counts into the same tables.
  const analytics = analyticsService(async (): Promise<AnalyticsDatabase> => {
    if (stores.engine === 'sqlite') return { db: analyticsSqlite(config.dataDir), engine: 'sqlite', owned: true };
    return { db: (await stores.open()).kysely as Kysely<AnalyticsTables>, engine: 'postgres', owned: false };
  }, config.analyticsRawDays);
  // Opened now so its retention runs from the start; a failure is retried at the first beacon.
  void analytics.get().catch(() => undefined);

  // The answer in progress on each connection: a timeout after it has started must not write another.
  const inFlight = new WeakMap<Duplex, ServerResponse>();
  const app = Fastify({
    // Node's own server, for the limits Fastify's options do not reach (a slow head, how often late requests are looked for).
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
          // Node looks for late requests this often (30 s by default, which would double a short limit).
          connectionsCheckingInterval: Math.min(1000, Math.ceil(config.requestTimeoutMs / 4)),
        },
        handler,
      ),
    clientErrorHandler: (error, socket) => refuseOnSocket(error, socket, inFlight.get(socket)?.headersSent ?? false),
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
    // A URL the router cannot decode (a broken % escape) reaches no hook: the headers are set here.
    frameworkErrors: (_error, req, reply) => {
      reply.headers(SERVER_HEADERS);
      if (isApiPath(requestPath(req.url))) return sendError(reply, 400, 'The URL is not valid (a broken % escape).');
      // This reply has no route, so no plugin's decorations: the 404 page is read here.
      const page = join(config.distDir, '404.html');
      reply.header('Content-Security-Policy', STATIC_CSP).header('Cache-Control', 'no-cache');
      return (reply as FastifyReply).code(404).type('text/html; charset=utf-8').send(existsSync(page) ? readFileSync(page) : 'Not found');
    },
    bodyLimit: BODY_LIMIT,
    // No type coercion (a number where text belongs is refused, not turned into text), nothing
    // silently removed, every fault reported.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: true } },
    logger: false,
  });
  app.addSchema(inboxLeadSchema);

  // The one place security headers are set: every answer, errors included, starts with them.
  app.addHook('onRequest', async (req, reply) => {
    inFlight.set(req.raw.socket, reply.raw);
    // Answered and fully received: a later timeout on this kept-alive connection is the next request's.
    reply.raw.on('finish', () => {
      if (req.raw.complete) inFlight.delete(req.raw.socket);
    });
    reply.headers(SERVER_HEADERS);
    if (isApiPath(requestPath(req.url))) reply.header('Cache-Control', 'no-store');
  });
  app.setErrorHandler(errorHandler({ onUnavailable: (error) => stores.failed(error) }));
  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(requestPath(req.url))) return sendError(reply, 404, 'No such API endpoint.');
    if (req.method === 'GET' || req.method === 'HEAD') return app.notFoundPage(req, reply);
    return siteMethodNotAllowed(reply);
  });

  await app.register(fastifyCookie);
  await app.register(rateLimit, { global: false });
  acceptJsonOnly(app);
  await siteRoutes(app, { root: config.distDir });
  leadRoutes(app, { store: () => stores.get(), rateLimit: config.rateLimit, globalRateLimit: config.globalRateLimit, trustedProxies: config.trustedProxies, allowedOrigins: config.allowedOrigins, onStored: forwarder?.wake });
  sessionRoutes(app, { store: inbox, trustedProxies: config.trustedProxies, allowedOrigins: config.allowedOrigins, signInRateLimit: config.signInRateLimit });
  adminRoutes(app, { store: inbox, trustedProxies: config.trustedProxies, allowedOrigins: config.allowedOrigins });
  analyticsRoutes(app, { analytics: analytics.get, inbox, trustedProxies: config.trustedProxies, allowedOrigins: config.allowedOrigins, rateLimit: config.eventsRateLimit });
  readinessRoutes(app, stores);
  // Other methods on site paths: 405 before any body is read (the not-found handler would parse it first).
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    onRequest: async (req, reply) => {
      if (isApiPath(requestPath(req.url))) return sendError(reply, 404, 'No such API endpoint.');
      return siteMethodNotAllowed(reply);
    },
    handler: async () => undefined,
  });
  await app.ready();
  const stopRetention = config.retentionDays !== null ? startRetention(inbox, config.retentionDays) : null;
  const server = app.server;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const failed = (error: NodeJS.ErrnoException) => {
        const where = `${config.host}:${config.port}`;
        const why =
          error.code === 'EADDRINUSE'
            ? `port ${config.port} is already in use (another server, or an earlier \`npm start\` still running): stop it or choose another with PORT=<number>`
            : error.code === 'EACCES'
              ? `no permission to listen on ${where}: choose a port above 1023 with PORT=<number>`
              : error.code === 'EADDRNOTAVAIL'
                ? `HOST=${config.host} is not an address of this machine`
                : error.message;
        reject(new Error(`Cannot serve on ${where}: ${why}.`));
      };
      server.once('error', failed);
      server.listen(config.port, config.host, () => {
        server.off('error', failed);
        resolve();
      });
    });

  const close = (graceMs = 5000) =>
    new Promise<void>((resolve) => {
      forwarder?.stop();
      stopRetention?.();
      // A lead being sent when the server is stopped gets its answer; only a request still
      // unfinished after the grace period is cut off (the client's outbox sends it again).
      const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
      // A kept-alive connection whose request has been answered would hold the exit for seconds.
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      const done = () => {
        clearTimeout(cutOff);
        clearInterval(idle);
        void app
          .close()
          .then(() => analytics.close())
          .finally(() => {
            void stores.close().finally(resolve);
          });
      };
      if (server.listening) server.close(done);
      else done();
    });
  return { app, server, stores, listen, close };
}
