import { defineConfig } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

// Not 4173, so tests never collide with a running `npm start`.
const PORT = Number(process.env.E2E_PORT ?? 4174);
const BUILD_DIR = process.env.BUILD_DIR ?? 'dist';
// The server's lead database: one folder per port, so a reused server and the specs (which read
// it with `npm run leads -- export`) agree; specs use unique ids and addresses, so old rows are harmless.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `northstar-e2e-data-${PORT}`);
mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });

// Tests whose state a reused context would carry into the next test: a service worker and its
// caches (the reuse does not clear Cache Storage), the network switched off. Whole specs, and tests
// elsewhere tagged @fresh-context. Every other test reuses one browser context per worker
// (Playwright's reuseContext: storage, cookies, HTTP cache, routes and init scripts are cleared
// between tests); a fresh context per test cost a cold renderer each time (docs/performance.md).
const FRESH = /\b(offline|update|install|leads-server)\.spec\.ts\b|@fresh-context/;

// End-to-end tests run against the production build (npm run build first), in Debian Chromium.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Its own folder: Playwright empties it on start, and test-results/ also holds the other stages' reports.
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
    // Each page would otherwise install the service worker and precache the whole site in the
    // background; only the PWA specs (offline, update, install) opt back in.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'flows', grep: FRESH },
    { name: 'pages', grepInvert: FRESH, use: { reuseContext: true } },
  ],
  webServer: {
    // The real server (site + lead API), as `npm start` runs it; every test posts from one address.
    command: `node ${BUILD_DIR}-server/main.js`,
    env: { PORT: String(PORT), DIST_DIR: BUILD_DIR, DATA_DIR: process.env.E2E_DATA_DIR, LEAD_RATE_LIMIT: '10000' },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
