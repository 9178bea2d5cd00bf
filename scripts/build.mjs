// Production build: server bundle first (used to prerender), then the client build,
// whose prerender plugin writes every route's HTML before the service worker is generated,
// then the Node server (site + lead API, src/server/) that `npm start` runs.
import { rmSync } from 'node:fs';
import { build } from 'vite';
import { sourceStamp, writeSourceStamp } from './lib/source-stamp.mjs';
import { leadEndpointFor } from './lib/lead-endpoint.mjs';
import { buildTimeText } from './build-time-text.mjs';
import { writeBrotliCopies } from '../src/server/compression.mjs';

// BUILD_DIR lets parallel work build side by side (default dist/, server bundle in dist-ssr/).
const outDir = process.env.BUILD_DIR ?? 'dist';
const ssrDir = `${outDir}-ssr`;
const serverDir = `${outDir}-server`;
const started = performance.now();
// One value for the client, its CSP and its service worker, from the environment or a .env file.
try {
  const endpoint = leadEndpointFor();
  if (endpoint) process.env.VITE_LEAD_ENDPOINT = endpoint;
  else delete process.env.VITE_LEAD_ENDPOINT;
} catch (error) {
  console.error(`build: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
// Taken before the build reads anything: a file edited during the build makes the next start rebuild.
const stamp = sourceStamp();
rmSync(outDir, { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });
rmSync(serverDir, { recursive: true, force: true });
await build({ logLevel: 'warn', build: { ssr: 'src/app/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false } });
await build({ logLevel: 'info', build: { outDir } });
// No config file: of the client plugins only the build-time text applies (the lead API's list of
// services); dependencies (better-sqlite3) stay external.
await build({
  configFile: false,
  plugins: [buildTimeText()],
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: serverDir,
    emptyOutDir: true,
    target: 'node20',
    // store, pgStore: the lead database's code for `npm run bench:leads`, which seeds it directly.
    rolldownOptions: { input: { main: 'src/server/main.ts', cli: 'src/server/cli.ts', store: 'src/server/store.ts', pgStore: 'src/server/pgStore.ts' } },
  },
});
// Last, once every file of the site is written (the service worker included).
await writeBrotliCopies(outDir);
writeSourceStamp(stamp, outDir);
console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
