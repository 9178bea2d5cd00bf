// Starts the built server (site + lead API, src/server/main.ts) on a port with a temporary
// lead database, and resolves once it says it is serving.
import { spawn } from 'node:child_process';

/**
 * @param {number} port
 * @param {string} [dir] the folder to serve (default dist/, or DIST_DIR)
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export function startServer(port, dir = process.env.DIST_DIR ?? 'dist') {
  // The server bundle is built beside the client build (BUILD_DIR-server); any build's works.
  const serverDir = `${process.env.BUILD_DIR ?? 'dist'}-server`;
  return new Promise((resolveStart, rejectStart) => {
    const server = spawn(process.execPath, [`${serverDir}/main.js`, '--temp-data'], {
      env: { ...process.env, PORT: String(port), DIST_DIR: dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) resolveStart(server);
    });
    server.on('exit', (code) => rejectStart(new Error(`the server exited with ${code}`)));
  });
}
