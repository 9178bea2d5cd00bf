import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgresServer';

declare module 'vitest' {
  interface ProvidedContext {
    /** The shared test PostgreSQL server's address without a database (tests/server/support/engines.ts). */
    postgresUrl: string;
  }
}

/** One PostgreSQL server for the whole unit run (about a second to start); each test makes its own database in it. */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.remove();
}
