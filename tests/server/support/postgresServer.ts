// The test PostgreSQL server lives with the scripts, so the benchmark starts the same one.
export { startTestPostgres, type TestPostgres } from '../../../scripts/lib/test-postgres.mjs';
