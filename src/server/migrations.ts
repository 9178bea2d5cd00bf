import type { Database } from 'better-sqlite3';

/**
 * The lead database's schema, one step per version. Steps are only ever appended: a database
 * at version N runs steps N+1.. on start, each in its own transaction.
 */
const steps: readonly string[] = [
  // 1: leads, keyed by the client's id (the idempotency key), and the webhook outbox.
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     created_at TEXT NOT NULL,
     received_at TEXT NOT NULL,
     name TEXT,
     email TEXT NOT NULL,
     company TEXT,
     message TEXT,
     service TEXT,
     job TEXT,
     link TEXT
   ) STRICT;
   CREATE INDEX leads_by_received_at ON leads (received_at);
   CREATE TABLE webhook_outbox (
     lead_id TEXT PRIMARY KEY REFERENCES leads (id),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT
   ) STRICT;`,
  // 2: find a newsletter address fast, so signing up twice stores it once.
  `CREATE INDEX leads_newsletter_by_email ON leads (email COLLATE NOCASE) WHERE kind = 'newsletter';`,
];

export const SCHEMA_VERSION = steps.length;

/** Brings the schema to the latest version; returns the version it found. */
export function migrate(db: Database): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
  const found = row?.version ?? 0;
  if (found > steps.length) throw new Error(`The lead database has schema version ${found}; this server knows up to ${steps.length}.`);
  for (let version = found + 1; version <= steps.length; version++) {
    db.transaction(() => {
      db.exec(steps[version - 1]!);
      db.prepare('DELETE FROM schema_version').run();
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(version);
    })();
  }
  return found;
}
