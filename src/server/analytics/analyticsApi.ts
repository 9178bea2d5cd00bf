import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVENTS_MAX_BYTES, type AnalyticsRange, type EventBatch } from '../../lib/analytics/contract';
import { normalizePath, resolveRoute } from '../../routes';
import { clientAddress } from '../clientAddress';
import { sameOriginOnly } from '../csrf';
import type { InboxStore } from '../inboxStore';
import { onlyMethods } from '../methods';
import { requestLimits } from '../rateLimits';
import { errorResponses } from '../schemas';
import { signedIn } from '../session';
import type { AnalyticsStore, Visit } from './analyticsStore';
import { deviceClass, isBot, primaryLanguage, visitSource } from './classify';
import { analyticsQuery, analyticsReportSchema, eventBatchSchema, eventsAnswerSchema } from './schemas';

export interface AnalyticsApiOptions {
  /** The open analytics store, or a rejection with StorageUnavailableError. */
  analytics: () => Promise<AnalyticsStore>;
  inbox: () => InboxStore;
  trustedProxies: number;
  allowedOrigins: readonly string[];
  /** Beacons per client address per minute (a visitor sends about one per page visit). */
  rateLimit: number;
}

/** The visitor asked not to be tracked: Global Privacy Control, or the older Do Not Track. */
const optedOut = (req: FastifyRequest) => req.headers['sec-gpc'] === '1' || req.headers.dnt === '1';

/** A marketing page's path and template ('/404' for a page that does not exist); null for the dashboard. */
function pageOf(path: string): { path: string; template: string } | null {
  let resolution = resolveRoute(path);
  if (resolution.type === 'redirect') resolution = resolveRoute(resolution.to);
  if (resolution.type === 'redirect' || resolution.route.kind !== 'site') return null;
  const template = resolution.route.page.split('/').pop()!;
  return resolution.type === 'not-found' ? { path: '/404', template } : { path: normalizePath(resolution.route.path), template };
}

/**
 * POST /api/events: a page visit's beacon (views, vitals, a lead sent), from this site's pages only.
 * Bots and visitors who opted out get 202 with nothing counted (a beacon cannot act on a refusal).
 * GET /api/admin/analytics?days=7|30|90: the dashboard's figures, for any signed-in account.
 */
export function analyticsRoutes(app: FastifyInstance, options: AnalyticsApiOptions): void {
  const limits = requestLimits(app, {
    perAddress: options.rateLimit,
    trustedProxies: options.trustedProxies,
    message: (wait) => `Too many events from this address; try again in ${wait} s.`,
  });
  const csrf = sameOriginOnly(options);

  app.post(
    '/api/events',
    { bodyLimit: EVENTS_MAX_BYTES, onRequest: [csrf, limits], schema: { body: eventBatchSchema, response: { 202: eventsAnswerSchema, ...errorResponses } } },
    async (req, reply) => {
      const userAgent = req.headers['user-agent'];
      if (optedOut(req) || isBot(userAgent)) return reply.code(202).send({ counted: 0 });
      const { events } = req.body as EventBatch;
      const hits: Visit['hits'] = [];
      for (const event of events) {
        const page = pageOf(event.path);
        if (!page) continue;
        const base = { ...page, source: null, language: null, engagedMs: null, metric: null, value: null };
        if (event.type === 'view')
          hits.push({ ...base, kind: 'view', source: visitSource(event.referrer, event.utmSource, req.hostname), language: primaryLanguage(event.language), engagedMs: event.engagedMs ?? null });
        else if (event.type === 'vital') hits.push({ ...base, kind: 'vital', metric: event.name, value: event.value });
        else hits.push({ ...base, kind: 'lead' });
      }
      if (hits.length === 0) return reply.code(202).send({ counted: 0 });
      const store = await options.analytics();
      await store.record({ site: req.host, address: clientAddress(req.raw, options.trustedProxies), userAgent: userAgent!, device: deviceClass(userAgent!), hits });
      return reply.code(202).send({ counted: hits.length });
    },
  );
  onlyMethods(app, '/api/events', ['POST'], 'Use POST to send events.');

  app.get(
    '/api/admin/analytics',
    { onRequest: [signedIn(options.inbox)], schema: { querystring: analyticsQuery, response: { 200: analyticsReportSchema, ...errorResponses } } },
    async (req) => {
      const days = Number((req.query as { days: string }).days) as AnalyticsRange;
      return (await options.analytics()).report(days);
    },
  );
  onlyMethods(app, '/api/admin/analytics', ['GET', 'HEAD'], 'Use GET.');
}
