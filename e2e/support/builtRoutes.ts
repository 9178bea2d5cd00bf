import { loadServerEntry } from '../../scripts/lib/routes.mjs';

/**
 * The route table of the build under test, read from its server bundle: the source table reads the
 * services' titles out of the catalog at build time (src/content/services/titles.ts), which only
 * the bundler can do.
 */
export const { routes, documentTitle } = await loadServerEntry();
