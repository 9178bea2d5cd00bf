import { resolve } from 'node:path';
import type { PostgresSettings } from './db/open';

/** The server's settings, all from the environment (see README, "lead API in production"). */
export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  dataDir: string;
  /** DATABASE_URL set: the leads live in PostgreSQL (several instances may share it), not under dataDir. */
  postgres: PostgresSettings | null;
  rateLimit: number;
  /** POSTs to /api/leads per minute from every address together: a ceiling that many addresses cannot pass. */
  globalRateLimit: number;
  /** Sign-in attempts per client address per minute. */
  signInRateLimit: number;
  /** Leads older than this many days are erased once a day; null keeps them. */
  retentionDays: number | null;
  /** Proxies in front of the server whose X-Forwarded-For is trusted (0: clients connect directly). */
  trustedProxies: number;
  webhookUrl: string | null;
  webhookBaseDelayMs: number;
  allowedOrigins: string[];
  /** How long a request's head and body may take to arrive, in ms: a body trickled in slowly holds a connection no longer. */
  requestTimeoutMs: number;
  /** Analytics beacons (POST /api/events) per client address per minute. */
  eventsRateLimit: number;
  /** Raw analytics events older than this many days are deleted (the daily rollups stay). */
  analyticsRawDays: number;
}

/**
 * A whole number from the environment: unset or empty takes the default; anything else that is
 * not a whole number in range stops the start with a message (a typo must not serve on another port).
 */
function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER, min = 1): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) throw new Error(`${name}=${raw} is not a whole number from ${min} to ${max.toLocaleString('en-US')}.`);
  return n;
}

/** An http(s) URL from the environment, or null when unset; anything else stops the start with a message. */
function httpUrl(name: string, raw: string): URL {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Not a URL at all; reported below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`${name}=${raw} is not an http:// or https:// address.`);
  return url;
}

/** LEAD_WEBHOOK_URL: without this check a value with no scheme failed every delivery, forever, as "TypeError". */
function webhookUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.LEAD_WEBHOOK_URL?.trim();
  return raw ? httpUrl('LEAD_WEBHOOK_URL', raw).href : null;
}

/**
 * LEAD_ALLOWED_ORIGINS, as origins: browsers send `Origin: https://site.example`, so a value written
 * as a URL (a trailing slash, a path) must not silently refuse every cross-origin post.
 */
function allowedOrigins(env: NodeJS.ProcessEnv): string[] {
  const list = (env.LEAD_ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return list.map((raw) => {
    const url = httpUrl('LEAD_ALLOWED_ORIGINS', raw);
    if (url.pathname !== '/' || url.search || url.hash) throw new Error(`LEAD_ALLOWED_ORIGINS=${raw} is not an origin: give the site's scheme, host and port only (${url.origin}).`);
    return url.origin;
  });
}

/** Where the lead database lives (the CLI reads only this). */
export const dataDirFrom = (env: NodeJS.ProcessEnv = process.env): string => resolve(env.DATA_DIR ?? 'data');

/**
 * DATABASE_URL (postgres://user:password@host:port/db) with DATABASE_POOL_SIZE connections per
 * process (10) and DATABASE_STATEMENT_TIMEOUT_MS (5000); unset, SQLite under DATA_DIR.
 */
export function postgresFrom(env: NodeJS.ProcessEnv = process.env): PostgresSettings | null {
  const url = env.DATABASE_URL?.trim();
  if (!url) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // Reported below; the value itself is not repeated (it holds a password).
  }
  if (!parsed || (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')) throw new Error('DATABASE_URL is not a postgres:// address.');
  return {
    url,
    poolSize: whole(env, 'DATABASE_POOL_SIZE', 10, 1000),
    statementTimeoutMs: whole(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 5000, 3_600_000),
  };
}

/** The settings; throws with an operator's message when one is set to something unusable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: whole(env, 'PORT', 4173, 65535),
    host: env.HOST ?? '127.0.0.1',
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    dataDir: dataDirFrom(env),
    postgres: postgresFrom(env),
    rateLimit: whole(env, 'LEAD_RATE_LIMIT', 20),
    globalRateLimit: whole(env, 'LEAD_GLOBAL_RATE_LIMIT', 1200),
    signInRateLimit: whole(env, 'SIGN_IN_RATE_LIMIT', 20),
    retentionDays: env.LEAD_RETENTION_DAYS?.trim() ? whole(env, 'LEAD_RETENTION_DAYS', 0, 36_500) : null,
    trustedProxies: whole(env, 'TRUST_PROXY', 0, 10, 0),
    webhookUrl: webhookUrl(env),
    webhookBaseDelayMs: whole(env, 'LEAD_WEBHOOK_RETRY_MS', 2000),
    requestTimeoutMs: whole(env, 'REQUEST_TIMEOUT_MS', 30_000),
    allowedOrigins: allowedOrigins(env),
    eventsRateLimit: whole(env, 'EVENTS_RATE_LIMIT', 600),
    analyticsRawDays: whole(env, 'ANALYTICS_RAW_DAYS', 30, 30),
  };
}
