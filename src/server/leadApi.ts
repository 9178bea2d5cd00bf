import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { leadChoices } from '../content/leadChoices';
import { MAX_BODY_BYTES } from '../leads/limits';
import { validateLead } from '../leads/validation';
import { sendError } from './errors';
import { onlyMethods } from './methods';
import { requestLimits } from './rateLimits';
import { errorResponses, leadBodySchema } from './schemas';
import type { LeadStorage } from './leadStorage';

export interface LeadApiOptions {
  /** Returns the open store or throws StorageUnavailableError. */
  store: () => LeadStorage;
  /** POSTs per client address per minute. */
  rateLimit: number;
  /** POSTs per minute from every address together. */
  globalRateLimit: number;
  /** Proxies in front whose X-Forwarded-For names the client (./clientAddress). */
  trustedProxies: number;
  /** Origins (scheme://host[:port]) whose pages may post leads from elsewhere (static site on a CDN). */
  allowedOrigins: readonly string[];
  /** Called after a new lead was stored (wakes the webhook forwarder). */
  onStored?: () => void;
}

const ID_TAKEN = 'Another lead is already stored under this id; this one was not stored. Send it again with a new id.';
const NOT_VALID = 'Some of the lead’s fields are not valid; nothing was stored.';

/**
 * The lead API: POST /api/leads (and its CORS preflight) and GET /api/health (liveness). Never logs
 * a lead's content: only status codes and storage error codes (./errors.ts).
 */
export function leadRoutes(app: FastifyInstance, options: LeadApiOptions): void {
  const allowed = new Set(options.allowedOrigins);
  const limits = requestLimits(app, {
    perAddress: options.rateLimit,
    overall: options.globalRateLimit,
    trustedProxies: options.trustedProxies,
    message: (wait, overall) => (overall ? `Too many leads are arriving right now; try again in ${wait} s.` : `Too many leads from this address; try again in ${wait} s.`),
  });

  /** A page on an allowed origin (LEAD_ALLOWED_ORIGINS) may read the answer, errors included. */
  async function cors(req: FastifyRequest, reply: FastifyReply) {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
  }

  /** Refusals that need no body, answered before it is read (Node drops the rest unread). */
  async function refuseEarly(req: FastifyRequest, reply: FastifyReply) {
    const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') return sendError(reply, 415, 'Send the lead as JSON (Content-Type: application/json).');
    // A compressed body read as text would be refused as "not UTF-8", which is not what is wrong with it.
    const coding = String(req.headers['content-encoding'] ?? '').trim().toLowerCase();
    if (coding !== '' && coding !== 'identity') {
      reply.header('Accept-Encoding', 'identity');
      return sendError(reply, 415, 'Send the lead uncompressed (no Content-Encoding).');
    }
  }

  app.post(
    '/api/leads',
    {
      bodyLimit: MAX_BODY_BYTES,
      onRequest: [cors, limits, refuseEarly],
      // The shared validator answers for the fields, so visitors read what the forms say; the schema
      // is the contract's outline and a second lock behind it.
      attachValidation: true,
      schema: {
        body: leadBodySchema,
        response: { '2xx': { type: 'object', required: ['id', 'stored'], properties: { id: { type: 'string' }, stored: { enum: ['created', 'exists'] } } }, ...errorResponses },
      },
    },
    async (req, reply) => {
      const check = validateLead(req.body, { choices: leadChoices });
      if (!check.ok) return sendError(reply, 400, NOT_VALID, check.errors);
      if (req.validationError) return sendError(reply, 400, NOT_VALID, { body: req.validationError.message });
      const result = await options.store().save(check.lead);
      // A 200 would tell the client this lead is stored: it would drop its copy, and the lead would be lost.
      if (result === 'conflict') return sendError(reply, 400, ID_TAKEN, { id: ID_TAKEN });
      if (result === 'created') options.onStored?.();
      return reply.code(result === 'created' ? 201 : 200).send({ id: check.lead.id, stored: result });
    },
  );

  app.options('/api/leads', { onRequest: cors }, async (req, reply) => {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) reply.headers({ 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '86400' });
    return reply.code(204).send();
  });

  // Liveness: the process answers. Storage is readiness's question (/api/ready, readiness.ts): a
  // restart fixes neither a full disk nor a wrong DATA_DIR, so this stays 200 while storage is down.
  app.get(
    '/api/health',
    { schema: { response: { 200: { type: 'object', required: ['ok'], additionalProperties: false, properties: { ok: { const: true } } } } } },
    async () => ({ ok: true }),
  );

  onlyMethods(app, '/api/leads', ['POST', 'OPTIONS'], 'Use POST to send a lead.');
  onlyMethods(app, '/api/health', ['GET', 'HEAD'], 'Use GET.');
}
