import type Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Engine, PgTables, Tables } from './tables';

/** The database a process uses, opened once: its engine and a typed query builder over it. */
export interface OpenDatabase<T = Tables> {
  engine: Engine;
  db: Kysely<T>;
}

export interface PostgresSettings {
  url: string;
  /** Connections this process keeps at most (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** A statement running longer is cancelled by the server (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** How long a request waits for a free connection or a new one, in ms. */
  connectTimeoutMs?: number;
}

// bigint (int8) and count(*) as numbers: every one here (times in ms, ids, counts) fits 2^53.
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format as 'text'))) as typeof pg.types.getTypeParser,
};

/** A pg pool for DATABASE_URL; a connection lost or refused surfaces as an error of the query, never of the process. */
export function postgresPool(settings: PostgresSettings): pg.Pool {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolSize,
    statement_timeout: settings.statementTimeoutMs,
    connectionTimeoutMillis: settings.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle connection the server dropped (a restart, a failover) is reported here; without a
  // listener Node would end the process. The pool replaces it on the next query.
  pool.on('error', () => {});
  // The pool listens for those only while a connection is idle. One lost while lent out (between
  // a transaction's statements) would emit an error no one hears, which ends the process: its
  // next query fails instead (a 503), and the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export function openPostgres(settings: PostgresSettings): OpenDatabase<PgTables> & { pool: pg.Pool } {
  const pool = postgresPool(settings);
  return { engine: 'postgres', db: new Kysely<PgTables>({ dialect: new PostgresDialect({ pool }) }), pool };
}

/** A Kysely over an open better-sqlite3 handle (the store's own connection, pragmas and all). */
export function sqliteKysely(handle: Database.Database): OpenDatabase {
  return { engine: 'sqlite', db: new Kysely<Tables>({ dialect: new SqliteDialect({ database: handle }) }) };
}
