// The route table as the build saw it (read from the server bundle, so no second list exists).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @param {string} [buildDir]
 * @returns {Promise<readonly import('../../src/routes').RouteDef[]>}
 */
export async function loadRoutes(buildDir = process.env.BUILD_DIR ?? 'dist') {
  return (await loadServerEntry(buildDir)).routes;
}

/**
 * The server bundle's exports (src/app/entry-server.tsx).
 * @param {string} [buildDir]
 * @returns {Promise<typeof import('../../src/app/entry-server')>}
 */
export async function loadServerEntry(buildDir = process.env.BUILD_DIR ?? 'dist') {
  const entry = resolve(`${buildDir}-ssr/entry-server.js`);
  if (!existsSync(entry)) throw new Error(`No build found (${entry}); run "npm run build" first.`);
  return import(pathToFileURL(entry).href);
}
