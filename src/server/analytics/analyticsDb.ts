import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { LeadStore } from '../store';
import type { AnalyticsTables } from './tables';

/**
 * A Kysely instance over the lead database's SQLite file (its own connection, WAL like the lead
 * store's). Where the server has one shared Kysely (the Postgres port), pass that to
 * AnalyticsStore.open instead.
 */
export function analyticsSqlite(dataDir: string): Kysely<AnalyticsTables> {
  const database = new Database(LeadStore.databaseFile(dataDir), { timeout: 1000 });
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  return new Kysely<AnalyticsTables>({ dialect: new SqliteDialect({ database }) });
}
