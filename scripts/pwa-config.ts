import type { ManifestOptions } from 'vite-plugin-pwa';
import type { GenerateSWOptions, ManifestTransform } from 'workbox-build';
import { leadBackgroundSync } from './lead-sync.ts';

export const THEME_COLOR = '#0b1f3a';
export const BACKGROUND_COLOR = '#ffffff';

export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Northstar Growth',
  short_name: 'Northstar',
  description: 'B2B lead generation, sales development and web services, plus a demo admin dashboard that works offline.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Dashboard', short_name: 'Dashboard', url: '/dashboard', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Case Studies', short_name: 'Cases', url: '/case-studies', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};

/**
 * Prerendered pages are written as about/index.html; the precache lists them as
 * "/about" so a navigation to the canonical URL is answered from the cache.
 */
export const cleanHtmlUrls: ManifestTransform = async (entries) => ({
  manifest: entries.map((entry) =>
    entry.url.endsWith('/index.html') ? { ...entry, url: entry.url.slice(0, -'/index.html'.length) } : entry,
  ),
  warnings: [],
});

export const workboxOptions: Partial<GenerateSWOptions> = {
  // Everything the pages use, generated from the build output: a new route or asset needs no config change.
  globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,woff2,webmanifest}', 'search-index.json'],
  // Social preview images are for link previews made by other sites, never shown by the app.
  globIgnores: ['og/**'],
  manifestTransforms: [cleanHtmlUrls],
  // Any URL that was not prerendered (a trailing slash, an unknown path, an unknown
  // dashboard path) gets the shell, which renders what the router says, offline too.
  navigateFallback: '/shell.html',
  navigateFallbackDenylist: [/\/[^/?]+\.[^/?]+$/],
  // '/about?x=1' is the same page as '/about'.
  ignoreURLParametersMatching: [/.*/],
  cleanupOutdatedCaches: true,
  // registerType 'prompt': a new worker waits until the user accepts the update.
  skipWaiting: false,
  // The first worker takes control of the open page at once, so the first visit is
  // already offline-capable; later workers only take over after the user's Reload.
  clientsClaim: true,
  maximumFileSizeToCacheInBytes: 512 * 1024,
  // Lead POSTs that fail offline are replayed by the worker (scripts/lead-sync.ts).
  runtimeCaching: [leadBackgroundSync(process.env.VITE_LEAD_ENDPOINT)],
};
