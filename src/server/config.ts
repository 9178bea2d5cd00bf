import { resolve } from 'node:path';

/** The server's settings, all from the environment (see README, "lead API in production"). */
export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  dataDir: string;
  rateLimit: number;
  webhookUrl: string | null;
  webhookBaseDelayMs: number;
  allowedOrigins: string[];
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: positive(env.PORT, 4173),
    host: env.HOST ?? '127.0.0.1',
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    rateLimit: positive(env.LEAD_RATE_LIMIT, 20),
    webhookUrl: env.LEAD_WEBHOOK_URL || null,
    webhookBaseDelayMs: positive(env.LEAD_WEBHOOK_RETRY_MS, 2000),
    allowedOrigins: (env.LEAD_ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  };
}
