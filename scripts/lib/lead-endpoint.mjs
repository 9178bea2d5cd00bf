// @ts-check
// VITE_LEAD_ENDPOINT as the client build sees it: Vite also reads it from .env files, while the CSP
// and the service worker's Background Sync route (prerender-plugin.ts, pwa-config.ts) read
// process.env. Given only in .env.production, the client posted to an origin the CSP then blocked.
import { loadEnv } from 'vite';

/**
 * The endpoint for a production build of `root` (environment first, then .env files), checked:
 * a path on this origin ('/api/leads') or an http(s) URL; anything else throws, naming the value.
 * @param {string} [root] @returns {string | undefined} undefined: the default '/api/leads'
 */
export function leadEndpointFor(root = '.') {
  const value = loadEnv('production', root, 'VITE_LEAD_ENDPOINT').VITE_LEAD_ENDPOINT?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  let url = null;
  try {
    url = new URL(value);
  } catch {
    // Not a URL; reported below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`VITE_LEAD_ENDPOINT=${value} is neither a path on this site (/api/leads) nor an http:// or https:// address.`);
  return value;
}
