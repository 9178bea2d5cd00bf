import { defineConfig } from 'vitest/config';
import { buildTimeText } from './scripts/build-time-text.mjs';

// Checks of the build output (npm run build first): the prerendered pages in dist/ as a browser,
// a crawler or a validator receives them. `npm test` runs them right after the build.
export default defineConfig({
  // The head check reads service descriptions as the build does.
  plugins: [buildTimeText()],
  test: {
    // jsdom for its DOMParser; the pages' scripts never run.
    environment: 'jsdom',
    include: ['tests/built/**/*.test.ts'],
  },
});
