// Starts scripts/serve.mjs on a port and resolves once it says it is serving.
import { spawn } from 'node:child_process';

/**
 * @param {number} port
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export function startServer(port) {
  return new Promise((resolveStart, rejectStart) => {
    const server = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) resolveStart(server);
    });
    server.on('exit', (code) => rejectStart(new Error(`serve.mjs exited with ${code}`)));
  });
}
