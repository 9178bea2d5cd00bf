import { sql, type Kysely } from 'kysely';
import type { PgTables } from './tables';

/**
 * The PostgreSQL schema, one step per version, as migrations.ts is for SQLite: steps are only
 * appended, and a database at version N runs steps N+1.. at start, each in its own transaction.
 * The same tables and columns as SQLite's, so the shared queries (pgStore.ts) read alike; what
 * differs is kept here: search through a pg_trgm index, a newsletter address unique by index.
 */
const steps: readonly string[] = [
  // 1: everything the SQLite schema had at its version 5.
  `CREATE EXTENSION IF NOT EXISTS pg_trgm;
   CREATE TABLE accounts (
     email TEXT PRIMARY KEY,
     role TEXT NOT NULL CHECK (role IN ('admin', 'sales')),
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE leads (
     seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     -- "C": ids and ISO times compare by code point, as in SQLite (the inbox's cursors rely on it).
     id TEXT COLLATE "C" NOT NULL UNIQUE,
     kind TEXT NOT NULL,
     created_at TEXT NOT NULL,
     received_at TEXT COLLATE "C" NOT NULL,
     name TEXT,
     email TEXT NOT NULL,
     company TEXT,
     message TEXT,
     service TEXT,
     job TEXT,
     link TEXT,
     status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')),
     assignee TEXT REFERENCES accounts (email) ON DELETE SET NULL,
     version INTEGER NOT NULL DEFAULT 1,
     updated_at TEXT NOT NULL,
     -- name, email, company and message folded (foldCase.ts), as the search is.
     search_text TEXT NOT NULL,
     -- A newsletter's folded address: unique, so two instances cannot subscribe it twice.
     newsletter_key TEXT UNIQUE
   );
   CREATE INDEX leads_by_received_at ON leads (received_at, id);
   CREATE INDEX leads_by_status ON leads (status, received_at, id);
   CREATE INDEX leads_by_kind ON leads (kind, received_at, id);
   CREATE INDEX leads_by_kind_status ON leads (kind, status, received_at, id);
   CREATE INDEX leads_by_assignee ON leads (assignee) WHERE assignee IS NOT NULL;
   CREATE INDEX leads_by_email ON leads (lower(email));
   -- Substring search: trigrams find any run of 3+ characters through the index.
   CREATE INDEX leads_search ON leads USING gin (search_text gin_trgm_ops);
   CREATE TABLE webhook_outbox (
     lead_id TEXT COLLATE "C" PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT NOT NULL,
     last_error TEXT
   );
   CREATE INDEX webhook_outbox_due ON webhook_outbox (next_attempt_at);
   CREATE TABLE lead_notes (
     id TEXT COLLATE "C" PRIMARY KEY,
     lead_id TEXT COLLATE "C" NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     author TEXT NOT NULL,
     text TEXT NOT NULL,
     created_at TEXT COLLATE "C" NOT NULL
   );
   CREATE INDEX lead_notes_by_lead ON lead_notes (lead_id, created_at);
   CREATE TABLE lead_history (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     lead_id TEXT COLLATE "C" NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     action TEXT NOT NULL CHECK (action IN ('status', 'assignee', 'note')),
     from_value TEXT,
     to_value TEXT
   );
   CREATE INDEX lead_history_by_lead ON lead_history (lead_id, id);
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     email TEXT NOT NULL REFERENCES accounts (email) ON DELETE CASCADE,
     created_at BIGINT NOT NULL,
     last_seen_at BIGINT NOT NULL
   );
   CREATE INDEX sessions_by_email ON sessions (email);
   CREATE TABLE sign_in_failures (
     email_hash TEXT NOT NULL,
     at BIGINT NOT NULL
   );
   CREATE INDEX sign_in_failures_by_email ON sign_in_failures (email_hash, at);
   CREATE TABLE audit_log (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     at TEXT NOT NULL,
     actor TEXT,
     action TEXT NOT NULL,
     lead_id TEXT,
     detail TEXT
   );`,
  // 2: the inbox's per-status counts, kept by triggers (SQLite's step 5 does the same). Not one row
  // per kind and status, which every new lead would lock until its commit (intake one at a time):
  // each change appends its +1/-1 rows, and readers fold them up now and then (pgStore.ts).
  `CREATE TABLE lead_counts (kind TEXT NOT NULL, status TEXT NOT NULL, n BIGINT NOT NULL);
   CREATE INDEX lead_counts_by_kind ON lead_counts (kind);
   LOCK TABLE leads IN SHARE MODE;
   INSERT INTO lead_counts SELECT kind, status, count(*) FROM leads GROUP BY kind, status;
   CREATE FUNCTION lead_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO lead_counts SELECT kind, status, count(*) FROM added GROUP BY kind, status;
       RETURN NULL;
     END $$;
   CREATE FUNCTION lead_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO lead_counts SELECT kind, status, -count(*) FROM removed GROUP BY kind, status;
       RETURN NULL;
     END $$;
   CREATE FUNCTION lead_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO lead_counts SELECT kind, status, sum(n) FROM (
         SELECT kind, status, -1 AS n FROM removed UNION ALL SELECT kind, status, 1 FROM added
       ) AS change GROUP BY kind, status HAVING sum(n) <> 0;
       RETURN NULL;
     END $$;
   CREATE TRIGGER lead_counts_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS added
     FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_added();
   CREATE TRIGGER lead_counts_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS removed
     FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_removed();
   CREATE TRIGGER lead_counts_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS removed NEW TABLE AS added
     FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_changed();`,
];

export const PG_SCHEMA_VERSION = steps.length;

/** Any number, the same in every instance: instances starting together run each step once. */
const MIGRATION_LOCK = 55_0001;

/** Brings the Postgres schema up to date; returns the version it found. */
export async function migratePostgres(db: Kysely<PgTables>): Promise<number> {
  let found = 0;
  for (let version = 1; version <= steps.length; version++) {
    await db.transaction().execute(async (tx) => {
      // A step on a large table (an index, the counts) and the wait below may take longer than
      // DATABASE_STATEMENT_TIMEOUT_MS, which is for requests: not for this transaction.
      await sql`SET LOCAL statement_timeout = 0`.execute(tx);
      // Held until this transaction ends: a second instance waits here, then sees the step done.
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
      await sql`CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`.execute(tx);
      const current = (await tx.selectFrom('schema_version').select('version').executeTakeFirst())?.version ?? 0;
      if (version === 1) found = current;
      if (current > steps.length) throw new Error(`The lead database has schema version ${current}; this server knows up to ${steps.length}.`);
      if (current >= version) return;
      await sql.raw(steps[version - 1]!).execute(tx);
      await tx.deleteFrom('schema_version').execute();
      await tx.insertInto('schema_version').values({ version }).execute();
    });
  }
  return found;
}
