// @ts-check
// Runs a command, streaming its output; resolves with its exit code.
import { spawn } from 'node:child_process';

/** Exit code of a check that could not run at all (as in Automake): `npm test` counts it as skipped. */
export const SKIPPED = 77;

/**
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}
