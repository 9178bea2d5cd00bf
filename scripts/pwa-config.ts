import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestOptions } from 'vite-plugin-pwa';
import type { GenerateSWOptions, ManifestTransform } from 'workbox-build';
import { LEAD_REPLAY_SCRIPT, leadBackgroundSync } from './lead-sync.ts';

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
  // Launcher shortcuts (long-press or right-click on the installed icon).
  shortcuts: [
    { name: 'Contact', short_name: 'Contact', description: 'Send us a message or find an office', url: '/contact', icons: [{ src: '/icons/shortcut-contact.png', sizes: '96x96', type: 'image/png' }] },
    { name: 'Case Studies', short_name: 'Cases', description: 'Results our clients got', url: '/case-studies', icons: [{ src: '/icons/shortcut-case-studies.png', sizes: '96x96', type: 'image/png' }] },
    { name: 'Dashboard', short_name: 'Dashboard', description: 'The admin dashboard (sample data)', url: '/dashboard', icons: [{ src: '/icons/shortcut-dashboard.png', sizes: '96x96', type: 'image/png' }] },
  ],
  // The richer install dialog shows these (made from the built site by scripts/make-screenshots.mjs).
  screenshots: [
    { src: '/screenshots/home-narrow.webp', sizes: '375x812', type: 'image/webp', form_factor: 'narrow', label: 'Northstar Growth home page on a phone' },
    { src: '/screenshots/dashboard-narrow.webp', sizes: '375x812', type: 'image/webp', form_factor: 'narrow', label: 'The admin dashboard on a phone' },
    { src: '/screenshots/home-wide.webp', sizes: '1280x800', type: 'image/webp', form_factor: 'wide', label: 'Northstar Growth home page on a desktop' },
    { src: '/screenshots/dashboard-wide.webp', sizes: '1280x800', type: 'image/webp', form_factor: 'wide', label: 'The admin dashboard on a desktop' },
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

/** dist/precache.json: what the offline copy holds, for the progress display (src/pwa/precacheProgress.ts). */
export const precacheSummary =
  (outDir: string): ManifestTransform =>
  async (entries) => {
    const summary = { files: entries.length, bytes: entries.reduce((sum, e) => sum + e.size, 0) };
    writeFileSync(join(outDir, 'precache.json'), `${JSON.stringify(summary)}\n`);
    return { manifest: entries, warnings: [] };
  };

/** A navigation the service worker cannot answer (outside the precache, offline) gets this page. */
export const OFFLINE_PAGE = '/offline.html';

export const workboxOptions = (outDir: string): Partial<GenerateSWOptions> => ({
  // Everything the pages use, generated from the build output: a new route or asset needs no config change.
  // (vite-plugin-pwa adds the web manifest itself.)
  globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,woff2}', 'search-index.json'],
  // Social preview images (link previews made by other sites) and manifest screenshots (the
  // browser's install dialog) are never shown by the app offline.
  globIgnores: ['og/**', 'screenshots/**'],
  manifestTransforms: [cleanHtmlUrls, precacheSummary(outDir)],
  // Any URL that was not prerendered (a trailing slash, an unknown path, an unknown
  // dashboard path) gets the shell, which renders what the router says, offline too.
  navigateFallback: '/shell.html',
  // Files (a path with an extension) and the API are never the app: they go to the network.
  navigateFallbackDenylist: [/\/[^/?]+\.[^/?]+$/, /^\/api\//],
  // ... and when the network fails, the branded offline page instead of the browser's error page.
  runtimeCaching: [
    {
      urlPattern: ({ request }) => request.mode === 'navigate',
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
    },
    // Lead POSTs that fail offline are replayed by the worker (scripts/lead-sync.ts).
    leadBackgroundSync(process.env.VITE_LEAD_ENDPOINT),
  ],
  importScripts: [LEAD_REPLAY_SCRIPT],
  // '/about?x=1' is the same page as '/about'.
  ignoreURLParametersMatching: [/.*/],
  cleanupOutdatedCaches: true,
  // registerType 'prompt': a new worker waits until the user accepts the update.
  skipWaiting: false,
  // The first worker takes control of the open page at once, so the first visit is
  // already offline-capable; later workers only take over after the user's Reload.
  clientsClaim: true,
  maximumFileSizeToCacheInBytes: 512 * 1024,
});
