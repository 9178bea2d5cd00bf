import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

// Not 4173, so tests never collide with a running `npm start`.
const PORT = Number(process.env.E2E_PORT ?? 4174);

// End-to-end tests run against the production build (npm run build first), in Debian Chromium.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
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
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(PORT), DIST_DIR: process.env.BUILD_DIR ?? 'dist' },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
