import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerender } from './scripts/prerender-plugin';
import { pwaManifest, workboxOptions } from './scripts/pwa-config';

// Shown in the footer; a new value makes a new build (the update-flow test relies on it).
const APP_VERSION = process.env.APP_VERSION ?? process.env.npm_package_version ?? 'dev';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  plugins: [
    UnoCSS(),
    react(),
    prerender({ ssrEntry: `${process.env.BUILD_DIR ?? 'dist'}-ssr/entry-server.js` }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: pwaManifest,
      includeAssets: [],
      workbox: workboxOptions,
    }),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    // Chunks are small by design; warn loudly if one is not.
    chunkSizeWarningLimit: 250,
  },
  ssr: {
    // Bundled into the server build so its CSS import and missing exports map are handled by Vite.
    noExternal: ['keen-slider'],
  },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173, strictPort: true },
});
