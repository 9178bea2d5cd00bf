// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

let dir = '';
let serverPid = 0;
afterEach(() => {
  // A server the signal never reached is still running: stop it here.
  if (serverPid) try { process.kill(serverPid, 'SIGKILL'); } catch { /* already gone */ }
  rmSync(dir, { recursive: true, force: true });
});

// npm runs a script as `sh -c "<script>"` and passes a SIGTERM (docker stop, a process manager)
// to that shell only. Unless the shell hands over its process, the server never hears it and
// is left running on its own.
it('npm start passes a stop signal to the server itself', async () => {
  const script: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
  expect(script).toContain('node scripts/start.mjs');
  dir = mkdtempSync(join(tmpdir(), 'start-script-'));
  const standIn = join(dir, 'server.mjs');
  writeFileSync(standIn, "process.on('SIGTERM', () => { console.log('stopping'); process.exit(0); }); console.log('ready ' + process.pid); setInterval(() => {}, 1000);\n");
  const shell = spawn('sh', ['-c', script.replace('scripts/start.mjs', standIn)], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  shell.stdout.on('data', (chunk) => (out += chunk));
  await expect.poll(() => out).toContain('ready');
  serverPid = Number(/ready (\d+)/.exec(out)![1]);
  shell.kill('SIGTERM');
  await expect.poll(() => out, { timeout: 5000 }).toContain('stopping');
});
