// Runs a command, streaming its output; resolves with its exit code.
import { spawn } from 'node:child_process';

export function run(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}
