/**
 * Where leads are posted: a build setting, so the static site can live on a CDN and the API
 * elsewhere (the CSP's connect-src then allows exactly that origin; see scripts/prerender-plugin.ts).
 */
export const LEAD_ENDPOINT: string = import.meta.env.VITE_LEAD_ENDPOINT || '/api/leads';
