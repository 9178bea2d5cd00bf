// @ts-check
// Runs a command, streaming its output (or collecting it, to print in one piece); resolves with its exit code.
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

/**
 * As run, but the output (stdout and stderr, in order) is kept and handed back with the exit code,
 * for commands that run beside others.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runCollected(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => resolveRun({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}
