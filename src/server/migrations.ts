import type { Database } from 'better-sqlite3';
import { foldCase } from './foldCase';

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
  // 3: the admin inbox. Leads gain their triage and a stable integer key for the search index, so
  // the table is rebuilt (SQLite adds neither such columns nor a cascade to an existing foreign
  // key); accounts, sessions, notes, history and the audit log.
  `CREATE TABLE accounts (
     email TEXT PRIMARY KEY, -- case-folded (foldCase.ts), so one address is one account
     role TEXT NOT NULL CHECK (role IN ('admin', 'sales')),
     password_hash TEXT NOT NULL, -- scrypt$logN$r$p$salt$hash (passwords.ts)
     created_at TEXT NOT NULL
   ) STRICT;
   CREATE TABLE leads_v3 (
     seq INTEGER PRIMARY KEY, -- the search index's rowid (VACUUM keeps an INTEGER PRIMARY KEY, not a bare rowid)
     id TEXT NOT NULL UNIQUE,
     kind TEXT NOT NULL,
     created_at TEXT NOT NULL,
     received_at TEXT NOT NULL,
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
     updated_at TEXT NOT NULL
   ) STRICT;
   INSERT INTO leads_v3 (id, kind, created_at, received_at, name, email, company, message, service, job, link, updated_at)
     SELECT id, kind, created_at, received_at, name, email, company, message, service, job, link, received_at FROM leads ORDER BY received_at, id;
   CREATE TABLE webhook_outbox_v3 (
     lead_id TEXT PRIMARY KEY REFERENCES leads_v3 (id) ON DELETE CASCADE,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT
   ) STRICT;
   INSERT INTO webhook_outbox_v3 SELECT lead_id, attempts, next_attempt_at, last_error FROM webhook_outbox;
   DROP TABLE webhook_outbox;
   DROP TABLE leads;
   -- Renaming rewrites webhook_outbox_v3's reference to the new name too.
   ALTER TABLE leads_v3 RENAME TO leads;
   ALTER TABLE webhook_outbox_v3 RENAME TO webhook_outbox;
   -- Substring search over name, email, company and message, folded (foldCase.ts) as the search is:
   -- trigrams find any run of 3+ characters through the index (a scan over 100,000 leads took 0.2-0.6 s).
   CREATE VIRTUAL TABLE lead_search USING fts5 (text, tokenize = 'trigram case_sensitive 1');
   INSERT INTO lead_search (rowid, text)
     SELECT seq, fold_case(coalesce(name, '') || char(31) || email || char(31) || coalesce(company, '') || char(31) || coalesce(message, '')) FROM leads;
   CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
     DELETE FROM lead_search WHERE rowid = old.seq;
   END;
   CREATE INDEX leads_by_received_at ON leads (received_at, id);
   CREATE INDEX leads_newsletter_by_email ON leads (email COLLATE NOCASE) WHERE kind = 'newsletter';
   -- The inbox lists newest first by status or kind; the same indexes count per status.
   CREATE INDEX leads_by_status ON leads (status, received_at, id);
   CREATE INDEX leads_by_kind ON leads (kind, received_at, id);
   CREATE INDEX leads_by_kind_status ON leads (kind, status, received_at, id);
   CREATE INDEX leads_by_assignee ON leads (assignee) WHERE assignee IS NOT NULL;
   CREATE INDEX webhook_outbox_due ON webhook_outbox (next_attempt_at);
   CREATE TABLE lead_notes (
     id TEXT PRIMARY KEY, -- the client's, so a resent note is stored once
     lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     author TEXT NOT NULL,
     text TEXT NOT NULL,
     created_at TEXT NOT NULL
   ) STRICT;
   CREATE INDEX lead_notes_by_lead ON lead_notes (lead_id, created_at);
   -- What changed on a lead: a status or assignee from -> to, or that a note was added (never its text).
   CREATE TABLE lead_history (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     action TEXT NOT NULL CHECK (action IN ('status', 'assignee', 'note')),
     from_value TEXT,
     to_value TEXT
   ) STRICT;
   CREATE INDEX lead_history_by_lead ON lead_history (lead_id, id);
   -- A session is known by the SHA-256 of its token: a copy of the database signs no one in.
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     email TEXT NOT NULL REFERENCES accounts (email) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX sessions_by_email ON sessions (email);
   -- Failed sign-ins per account, by a hash of the folded address (an attacker's guesses are not stored in clear).
   CREATE TABLE sign_in_failures (
     email_hash TEXT NOT NULL,
     at INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX sign_in_failures_by_email ON sign_in_failures (email_hash, at);
   -- Who did what and when: ids, statuses and counts, never a lead's content. No foreign key: the
   -- entry for an erased lead outlives it.
   CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     actor TEXT,
     action TEXT NOT NULL,
     lead_id TEXT,
     detail TEXT
   ) STRICT;`,
  // 4: an erased lead's words leave the search index at once, not at some later merge of its segments.
  `INSERT INTO lead_search (lead_search, rank) VALUES ('secure-delete', 1);`,
  // 5: the inbox's per-status counts, kept per kind and status by triggers so every writer (API,
  // inbox, CLI, retention) keeps them exact; counting the index took 5-10 ms a list, more under load.
  `CREATE TABLE lead_counts (
     kind TEXT NOT NULL,
     status TEXT NOT NULL,
     n INTEGER NOT NULL,
     PRIMARY KEY (kind, status)
   ) STRICT, WITHOUT ROWID;
   INSERT INTO lead_counts (kind, status, n) SELECT kind, status, count(*) FROM leads GROUP BY kind, status;
   CREATE TRIGGER lead_counts_insert AFTER INSERT ON leads BEGIN
     INSERT INTO lead_counts (kind, status, n) VALUES (new.kind, new.status, 1)
       ON CONFLICT (kind, status) DO UPDATE SET n = n + 1;
   END;
   CREATE TRIGGER lead_counts_delete AFTER DELETE ON leads BEGIN
     UPDATE lead_counts SET n = n - 1 WHERE kind = old.kind AND status = old.status;
   END;
   CREATE TRIGGER lead_counts_update AFTER UPDATE OF kind, status ON leads
     WHEN old.kind IS NOT new.kind OR old.status IS NOT new.status BEGIN
     UPDATE lead_counts SET n = n - 1 WHERE kind = old.kind AND status = old.status;
     INSERT INTO lead_counts (kind, status, n) VALUES (new.kind, new.status, 1)
       ON CONFLICT (kind, status) DO UPDATE SET n = n + 1;
   END;`,
];

export const SCHEMA_VERSION = steps.length;

/** Brings the schema to the latest version (or `target`, for tests of an upgrade); returns the version it found. */
export function migrate(db: Database, target = steps.length): number {
  // Step 3 folds the leads' text with the same function the store searches with.
  db.function('fold_case', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldCase(value) : value));
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const current = () => (db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined)?.version ?? 0;
  const found = current();
  if (found > steps.length) throw new Error(`The lead database has schema version ${found}; this server knows up to ${steps.length}.`);
  for (let version = found + 1; version <= Math.min(target, steps.length); version++) {
    // IMMEDIATE and read again inside: a CLI and a server starting together run each step once.
    db.transaction(() => {
      if (current() >= version) return;
      db.exec(steps[version - 1]!);
      db.prepare('DELETE FROM schema_version').run();
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(version);
    }).immediate();
  }
  return found;
}
