import type { IncomingMessage, ServerResponse } from 'node:http';
import { leadChoices } from '../content/leadChoices';
import { MAX_BODY_BYTES } from '../leads/limits';
import { validateLead } from '../leads/validation';
import { clientAddress } from './clientAddress';
import { drain, readBody, sendJson } from './http';
import { RateLimiter } from './rateLimit';
import { StorageUnavailableError, type LeadStore } from './store';

export interface LeadApiOptions {
  /** Returns the open store or throws StorageUnavailableError. */
  store: () => LeadStore;
  /** POSTs per client address per minute. */
  rateLimit: number;
  /** Proxies in front whose X-Forwarded-For names the client (./clientAddress). */
  trustedProxies?: number;
  /** Origins (scheme://host[:port]) whose pages may post leads from elsewhere (static site on a CDN). */
  allowedOrigins?: readonly string[];
  /** Called when storage refused a write (lets the holder reopen a broken connection). */
  onUnavailable?: (error: StorageUnavailableError) => void;
  /** Called after a new lead was stored (wakes the webhook forwarder). */
  onStored?: () => void;
  log?: (line: string) => void;
}

const ID_TAKEN = 'Another lead is already stored under this id; this one was not stored. Send it again with a new id.';
const UNAVAILABLE = 'Lead storage is unavailable right now (the database is read-only, locked or missing). Nothing was stored; please send it again later.';

/**
 * The lead API: POST /api/leads and GET /api/health. Returns false for paths it does not own.
 * Never logs a lead's content: only status codes and storage error codes.
 */
export function createLeadApi(options: LeadApiOptions) {
  const limiter = new RateLimiter(options.rateLimit);
  const allowed = new Set(options.allowedOrigins ?? []);
  const log = options.log ?? ((line: string) => console.error(line));

  function corsHeaders(req: IncomingMessage): Record<string, string> {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return {};
    return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  }

  async function postLead(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(req);
    const address = clientAddress(req, options.trustedProxies ?? 0);
    const wait = limiter.take(address);
    if (wait > 0) {
      drain(req);
      return sendJson(res, 429, { error: `Too many leads from this address; try again in ${wait} s.` }, { ...cors, 'Retry-After': String(wait) });
    }
    const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      drain(req);
      return sendJson(res, 415, { error: 'Send the lead as JSON (Content-Type: application/json).' }, cors);
    }
    // A compressed body read as text would be refused as "not UTF-8", which is not what is wrong with it.
    const coding = String(req.headers['content-encoding'] ?? '').trim().toLowerCase();
    if (coding !== '' && coding !== 'identity') {
      drain(req);
      return sendJson(res, 415, { error: 'Send the lead uncompressed (no Content-Encoding).' }, { ...cors, 'Accept-Encoding': 'identity' });
    }
    const body = await readBody(req, MAX_BODY_BYTES);
    if (!body.ok) {
      if (body.reason === 'aborted') return;
      if (body.reason === 'not-utf8') return sendJson(res, 400, { errors: { body: 'The body is not UTF-8 text; send the lead as JSON in UTF-8.' } }, cors);
      return sendJson(res, 413, { error: `The body is larger than ${MAX_BODY_BYTES.toLocaleString('en-US')} bytes.` }, { ...cors, Connection: 'close' });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return sendJson(res, 400, { errors: { body: 'The body is not valid JSON.' } }, cors);
    }
    const check = validateLead(parsed, { choices: leadChoices });
    if (!check.ok) return sendJson(res, 400, { errors: check.errors }, cors);
    try {
      const result = options.store().save(check.lead);
      // A 200 would tell the client this lead is stored: it would drop its copy, and the lead would be lost.
      if (result === 'conflict') return sendJson(res, 400, { errors: { id: ID_TAKEN } }, cors);
      if (result === 'created') options.onStored?.();
      return sendJson(res, result === 'created' ? 201 : 200, { id: check.lead.id, stored: result }, cors);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      log(`lead api: storage unavailable (${error.code})`);
      options.onUnavailable?.(error);
      return sendJson(res, 503, { error: UNAVAILABLE }, { ...cors, 'Retry-After': '30' });
    }
  }

  function health(res: ServerResponse): void {
    try {
      const count = options.store().count();
      sendJson(res, 200, { ok: true, storage: 'ok', leads: count });
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      sendJson(res, 503, { ok: false, storage: 'unavailable', error: UNAVAILABLE });
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const path = pathname.replace(/\/+$/, '');
    if (path === '/api/leads') {
      if (req.method === 'POST') await postLead(req, res);
      else if (req.method === 'OPTIONS') {
        drain(req);
        const cors = corsHeaders(req);
        res.writeHead(204, cors['Access-Control-Allow-Origin'] ? { ...cors, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '86400' } : {}).end();
      } else {
        drain(req);
        sendJson(res, 405, { error: 'Use POST to send a lead.' }, { Allow: 'POST, OPTIONS' });
      }
      return true;
    }
    if (path === '/api/health') {
      drain(req);
      if (req.method === 'GET' || req.method === 'HEAD') health(res);
      else sendJson(res, 405, { error: 'Use GET.' }, { Allow: 'GET, HEAD' });
      return true;
    }
    if (path === '/api' || path.startsWith('/api/')) {
      drain(req);
      sendJson(res, 404, { error: 'No such API endpoint.' });
      return true;
    }
    return false;
  };
}
