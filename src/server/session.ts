import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role, SessionInfo } from '../leads/inboxApi';
import { sameOriginOnly } from './csrf';
import { sendError } from './errors';
import type { InboxStore } from './inboxStore';
import { onlyMethods } from './methods';
import { requestLimits } from './rateLimits';
import { isHttps } from './requestOrigin';
import { accountSchema, errorResponses, signInBodySchema } from './schemas';

export interface SessionOptions {
  store: () => InboxStore;
  trustedProxies: number;
  allowedOrigins: readonly string[];
  /** Sign-in attempts per client address per minute. */
  signInRateLimit: number;
}

/** Over plain HTTP (development, tests); over HTTPS the browser-enforced `__Host-` name is used. */
export const SESSION_COOKIE = 'northstar_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const SESSION_MAX_AGE_S = 30 * 24 * 3600;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES = 5;
const WRONG = 'The email or password is wrong.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by the `signedIn` hook. */
    account: SessionInfo | null;
  }
}

const tokenOf = (req: FastifyRequest): string | undefined => req.cookies[SECURE_SESSION_COOKIE] ?? req.cookies[SESSION_COOKIE];

/** The cookie's name and flags for this request: Secure and `__Host-` when it came over HTTPS. */
function cookieFor(req: FastifyRequest, trustedProxies: number) {
  const secure = isHttps(req.raw, trustedProxies);
  return { name: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, options: { httpOnly: true, sameSite: 'strict' as const, path: '/', secure } };
}

/**
 * An onRequest hook: 401 without a valid session, 403 when `role` is required and the account has
 * another. Runs before the body is read, so a signed-out client never gets its body parsed.
 */
export function signedIn(store: () => InboxStore, role?: Role) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(req);
    const account = token ? await store().sessionFor(token) : null;
    if (!account) return sendError(reply, 401, 'Sign in first (or again: the session has ended).');
    if (role && account.role !== role) return sendError(reply, 403, `This needs the ${role} role; this account is ${account.role}.`);
    req.account = account;
  };
}

/** The sign-in: POST, GET and DELETE /api/session. */
export function sessionRoutes(app: FastifyInstance, options: SessionOptions): void {
  const { store, trustedProxies } = options;
  const csrf = sameOriginOnly(options);
  const perAddress = requestLimits(app, {
    perAddress: options.signInRateLimit,
    trustedProxies,
    message: (wait) => `Too many sign-in attempts from this address; try again in ${wait} s.`,
  });
  if (!app.hasRequestDecorator('account')) app.decorateRequest('account', null);

  app.post(
    '/api/session',
    { onRequest: [csrf, perAddress], schema: { body: signInBodySchema, response: { 204: { type: 'null' }, ...errorResponses } } },
    async (req, reply) => {
      const { email, password } = req.body as { email: string; password: string };
      // Counted per address as typed (any case), known account or not: the answers never tell which.
      const key = email.trim().toLowerCase();
      const now = Date.now();
      const failures = await store().signInFailures(key, now - FAILURE_WINDOW_MS);
      if (failures.count >= MAX_FAILURES) {
        const wait = Math.max(1, Math.ceil(((failures.oldest ?? now) + FAILURE_WINDOW_MS - now) / 1000));
        reply.header('Retry-After', String(wait));
        return sendError(reply, 429, `Too many failed sign-ins for this account; try again in ${Math.ceil(wait / 60)} min.`);
      }
      const account = await store().verifyPassword(email.trim(), password);
      if (!account) {
        await store().recordSignInFailure(key, now);
        // The audit names an account only when it exists: a typed address may be a password or a stranger's.
        const known = (await store().listAccounts()).find((a) => a.email.toLowerCase() === key);
        await store().audit({ actor: known?.email ?? null, action: 'sign-in-failed' });
        return sendError(reply, 401, WRONG);
      }
      await store().clearSignInFailures(key);
      const token = await store().createSession(account.email);
      await store().audit({ actor: account.email, action: 'sign-in' });
      const cookie = cookieFor(req, trustedProxies);
      return reply.setCookie(cookie.name, token, { ...cookie.options, maxAge: SESSION_MAX_AGE_S }).code(204).send();
    },
  );

  app.get('/api/session', { onRequest: signedIn(store), schema: { response: { 200: accountSchema, ...errorResponses } } }, async (req) => req.account);

  app.delete('/api/session', { onRequest: csrf, schema: { response: { 204: { type: 'null' }, ...errorResponses } } }, async (req, reply) => {
    const token = tokenOf(req);
    if (token) {
      const account = await store().sessionFor(token);
      await store().deleteSession(token);
      if (account) await store().audit({ actor: account.email, action: 'sign-out' });
    }
    const cookie = cookieFor(req, trustedProxies);
    return reply.clearCookie(cookie.name, cookie.options).code(204).send();
  });

  onlyMethods(app, '/api/session', ['GET', 'POST', 'DELETE'], 'Use POST to sign in, GET to see who is signed in, DELETE to sign out.');
}
