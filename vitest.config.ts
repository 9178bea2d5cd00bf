import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { buildTimeText } from './scripts/build-time-text.mjs';

// Unit tests run in jsdom without UnoCSS or the PWA plugin (neither matters to behaviour).
export default defineConfig({
  plugins: [react(), buildTimeText()],
  define: { __APP_VERSION__: JSON.stringify('test'), __BUILD_DATE__: JSON.stringify('2026-01-01') },
  test: {
    // Files that need no DOM start with `// @vitest-environment node`.
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    // Checks of dist/ run after the build (vitest.built.config.ts).
    exclude: ['tests/built/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    // One real PostgreSQL server for the store's tests on the second engine (tests/server/support/).
    globalSetup: ['tests/server/support/postgres.globalSetup.ts'],
    restoreMocks: true,
    // Files share a worker's modules and window: setting both up for each of the ~50 files cost
    // 50 of the 70 s. Each test sets up its own state; tests/setup.ts resets navigator and
    // storage after each file. Shuffled file orders (--sequence.shuffle.files) pass.
    pool: 'threads',
    isolate: false,
    // Tests wait up to 5 s for lazy chunks (tests/setup.ts); leave room for that on a busy machine.
    testTimeout: 15_000,
    css: false,
  },
});
