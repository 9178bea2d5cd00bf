// Starts scripts/serve.mjs on a port and resolves once it says it is serving.
import { spawn } from 'node:child_process';

/**
 * @param {number} port
 * @param {string} [dir] the folder to serve (default dist/, or DIST_DIR)
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export function startServer(port, dir = process.env.DIST_DIR ?? 'dist') {
  return new Promise((resolveStart, rejectStart) => {
    const server = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: { ...process.env, PORT: String(port), DIST_DIR: dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) resolveStart(server);
    });
    server.on('exit', (code) => rejectStart(new Error(`serve.mjs exited with ${code}`)));
  });
}
