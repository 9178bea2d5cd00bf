import { defineConfig } from 'vitest/config';

// Checks of the build output (npm run build first): the prerendered pages in dist/ as a browser,
// a crawler or a validator receives them. `npm test` runs them right after the build.
export default defineConfig({
  test: {
    // jsdom for its DOMParser; the pages' scripts never run.
    environment: 'jsdom',
    include: ['tests/built/**/*.test.ts'],
  },
});
