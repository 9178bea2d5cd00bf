import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { iconSprite } from './scripts/icon-sprite.ts';
import { leanPreloadHelper } from './scripts/preload-helper.ts';
import { prerender } from './scripts/prerender-plugin.ts';
import { staticHeaders } from './scripts/headers-plugin.ts';
import { buildTimeText } from './scripts/build-time-text.mjs';
import { pwaManifest, workboxOptions } from './scripts/pwa-config.ts';

// Shown in the footer; a new value makes a new build (the update-flow test relies on it).
// Read from package.json, not npm's environment: `node scripts/build.mjs` (as `npm test` runs it) showed 'dev'.
const APP_VERSION = process.env.APP_VERSION ?? (JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as { version: string }).version;
// Shown beside the version (footer, dashboard Settings); BUILD_DATE pins it for reproducible builds.
const BUILD_DATE = process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10);

// The chunks the client entry imports statically (the groups below, and rolldown's runtime).
const ENTRY_CHUNKS = /^assets\/(rolldown-runtime|vendor|shell)-[\w-]+\.js$/;

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION), __BUILD_DATE__: JSON.stringify(BUILD_DATE) },
  plugins: [
    UnoCSS(),
    iconSprite('src'),
    buildTimeText(),
    leanPreloadHelper(),
    react(),
    prerender({ ssrEntry: `${process.env.BUILD_DIR ?? 'dist'}-ssr/entry-server.js` }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: pwaManifest,
      includeAssets: [],
      // The glob in workboxOptions already precaches the manifest's icons: listed twice, they were
      // counted twice in the precache summary.
      includeManifestIcons: false,
      workbox: workboxOptions(process.env.BUILD_DIR ?? 'dist'),
    }),
    // Last: dist/_headers lists every file of the build, sw.js included.
    staticHeaders({ nginxFile: `${process.env.BUILD_DIR ?? 'dist'}-ssr/nginx-headers.conf` }),
  ],
  resolve: {
    // wouter's shim for React < 18: React 19 has useSyncExternalStore (saves ~0.7 KB gzip on every page).
    alias: {
      'use-sync-external-store/shim/index.js': fileURLToPath(new URL('./scripts/react-sync-store.ts', import.meta.url)),
    },
  },
  build: {
    manifest: true,
    // Every supported browser knows modulepreload (boot.js inserts those links); no polyfill on first load.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's preload list leaves out what the entry itself imports (always loaded by then):
      // the lists sit in first-load chunks, and these three names were in every one of them.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ENTRY_CHUNKS.test(dep)) : deps),
    },
    target: 'es2022',
    // The browsers the site supports (docs/spec-choices.md): the CSS minifier then writes no
    // fallbacks for older ones (a hex copy of every oklch colour, behind @supports).
    cssTarget: ['chrome114', 'edge114', 'firefox128', 'safari17'],
    // Chunks are small by design; warn loudly if one is not.
    chunkSizeWarningLimit: 250,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks on the critical path compress better than many tiny ones.
        // Groups only take modules that are loaded anyway; feature code stays in its feature's chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|mitt|@preact|use-sync-external-store)[\\/]/ },
            { name: 'shell', test: /src[\\/](app[\\/](App|ErrorBoundary|documentHead|pageModules)|routes|lib[\\/](idle|cachedLoad|popGuard|keptDrafts)|content[\\/](blogTopics|services[\\/]titles)|pwa[\\/](install|InstallButton|displayMode|startLater)|ui[\\/](cx|Icon|Button|Section|Reveal|toast|BrandLogo|useHydrated|lazyRetry|pageTitle|hydrationGate|DeferHydration))/ },
            // What every lead form loads with it (and the dashboard's unsaved-input guard and held submit): one request, not five.
            { name: 'forms', test: /src[\\/](lib[\\/](unsavedInput|phone)|ui[\\/](useUnsavedInput|useHeldSubmit)|leads[\\/]limits)\./ },
            // What the lead outbox and the dashboard's store both load (IndexedDB, the checks on text they
            // keep): one chunk, so every page's preload list names one file for it, not two.
            { name: 'saved', test: /(node_modules[\\/]idb[\\/]|src[\\/]lib[\\/]plainText\.)/ },
            // The blog's categories and its filters, which a listing and an article page both load: one request, not two.
            { name: 'blog-filters', test: /src[\\/](content[\\/]articles[\\/]categories|site[\\/]filters[\\/]blogFilters)\./ },
            // The dashboard's nav and the inbox's session marker (read by the sidebar and the Overview): one chunk, so the
            // shell's list of dashboard dependencies (in every marketing first load) names no new file.
            { name: 'nav', test: /src[\\/]dashboard[\\/](nav|inbox[\\/](marker|useInboxSession|lazyLive))\./ },
            { name: 'site', test: /src[\\/]site[\\/](layout[\\/](?!Footer|footerNav|HeaderMenus|MegaMenuPanel|MoreMenu|MobileMenu|menuLinks)|state[\\/]header|widgets[\\/]PageHero)/ },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundled into the server build so its CSS import and missing exports map are handled by Vite.
    noExternal: ['keen-slider'],
  },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173, strictPort: true },
});
