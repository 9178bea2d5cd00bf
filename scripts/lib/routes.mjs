// The route table as the build saw it (read from the server bundle, so no second list exists).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @param {string} [buildDir]
 * @returns {Promise<readonly import('../../src/routes').RouteDef[]>}
 */
export async function loadRoutes(buildDir = process.env.BUILD_DIR ?? 'dist') {
  const entry = resolve(`${buildDir}-ssr/entry-server.js`);
  if (!existsSync(entry)) throw new Error(`No build found (${entry}); run "npm run build" first.`);
  const mod = await import(pathToFileURL(entry).href);
  return mod.routes;
}
