import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Lead } from '../leads/validation';
import { migrate } from './migrations';

/** A lead as stored, with the time the server received it. */
export interface StoredLead extends Lead {
  receivedAt: string;
}

export interface DueForward {
  lead: StoredLead;
  attempts: number;
}

/** An address as compared for newsletter sign-ups: one Unicode form, lower case (final ς as σ: toLowerCase picks by position). */
const foldCase = (email: string) => email.normalize('NFC').toLowerCase().replace(/ς/g, 'σ');

/** Thrown when SQLite cannot write (read-only file, locked database, full disk, missing folder). */
export class StorageUnavailableError extends Error {
  constructor(readonly code: string) {
    super(`Lead storage is unavailable (${code}).`);
  }
}

const COLUMNS = ['id', 'kind', 'created_at', 'received_at', 'name', 'email', 'company', 'message', 'service', 'job', 'link'] as const;
type Row = Record<(typeof COLUMNS)[number], string | null>;
/** What a lead says (not when it was made or arrived): a resend under its id says the same. */
const CONTENT = COLUMNS.filter((column) => column !== 'id' && column !== 'created_at' && column !== 'received_at');

export type SaveResult = 'created' | 'exists' | 'conflict';

const fromRow = (r: Row): StoredLead => {
  const lead: Record<string, string> = {};
  const keys: Record<string, string> = { created_at: 'createdAt', received_at: 'receivedAt' };
  for (const column of COLUMNS) if (r[column] !== null) lead[keys[column] ?? column] = r[column];
  return lead as unknown as StoredLead;
};

/** Turns SQLite's errors into StorageUnavailableError; anything else is a bug and passes through. */
function guard<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof Database.SqliteError || (error as NodeJS.ErrnoException).code?.startsWith('E')) {
      throw new StorageUnavailableError(String((error as { code?: string }).code ?? 'SQLITE_ERROR'));
    }
    throw error;
  }
}

/**
 * SQLite opens a file it cannot write (read-only file or mount) read-only without a word, so a
 * store would look healthy and refuse every lead. One rolled-back write at open tells them apart.
 */
function assertWritable(db: Database.Database): void {
  try {
    db.exec('BEGIN IMMEDIATE; UPDATE schema_version SET version = version');
  } catch (error) {
    db.close();
    throw error;
  } finally {
    if (db.open && db.inTransaction) db.exec('ROLLBACK');
  }
}

export interface StoreOptions {
  /** Queue every new lead for the webhook forwarder too. */
  forward?: boolean;
  /** Open the database read-only (the CLI reads; tests use it to see a read-only store). */
  readonly?: boolean;
  /** How long a write waits for a lock held by someone else before giving up, in ms. */
  busyTimeoutMs?: number;
}

/** The lead database: a SQLite file (WAL) under DATA_DIR. */
export class LeadStore {
  private readonly insertLead: Database.Statement;
  private readonly insertForward: Database.Statement;
  private readonly byId: Database.Statement;
  private readonly saveTx: (lead: Lead, receivedAt: string) => SaveResult;

  private constructor(
    readonly db: Database.Database,
    private readonly options: StoreOptions,
  ) {
    // SQLite's NOCASE folds A-Z only: an address with other letters (Å, Σ) is compared by this too.
    db.function('fold_case', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldCase(value) : value));
    this.insertLead = db.prepare(
      // A newsletter address already subscribed, in any letter case, is not stored again (the visitor
      // is subscribed either way). @fold is null for an ASCII address (no control characters get here,
      // so "outside space to tilde" means beyond ASCII): then the index does it all;
      // else only stored addresses with letters beyond ASCII (fewer characters than bytes) are folded.
      `INSERT INTO leads (${COLUMNS.join(', ')})
       SELECT @id, @kind, @created_at, @received_at, @name, @email, @company, @message, @service, @job, @link
       WHERE @kind <> 'newsletter' OR (NOT EXISTS (SELECT 1 FROM leads WHERE kind = 'newsletter' AND email = @email COLLATE NOCASE)
         AND NOT EXISTS (SELECT 1 FROM leads WHERE @fold IS NOT NULL AND kind = 'newsletter'
           AND length(email) <> length(CAST(email AS BLOB)) AND fold_case(email) = @fold))
       ON CONFLICT (id) DO NOTHING`,
    );
    this.insertForward = db.prepare('INSERT INTO webhook_outbox (lead_id, next_attempt_at) VALUES (?, ?)');
    this.byId = db.prepare(`SELECT ${CONTENT.join(', ')} FROM leads WHERE id = ?`);
    this.saveTx = db.transaction((lead: Lead, receivedAt: string) => {
      const row = {
        id: lead.id, kind: lead.kind, created_at: lead.createdAt, received_at: receivedAt,
        name: lead.name ?? null, email: lead.email ?? null, company: lead.company ?? null, message: lead.message ?? null,
        service: lead.service ?? null, job: lead.job ?? null, link: lead.link ?? null,
        fold: lead.kind === 'newsletter' && lead.email && /[^\x20-\x7e]/.test(lead.email) ? foldCase(lead.email) : null,
      };
      if (this.insertLead.run(row).changes === 1) {
        if (this.options.forward) this.insertForward.run(lead.id, Date.now());
        return 'created';
      }
      // The id is the client's idempotency key: a resend is the same lead (its createdAt may have
      // been capped at a later arrival); other content under a stored id was never stored.
      const stored = this.byId.get(lead.id) as Record<string, string | null> | undefined;
      return stored && CONTENT.some((column) => stored[column] !== row[column]) ? 'conflict' : 'exists';
    });
  }

  static databaseFile(dataDir: string): string {
    return join(dataDir, 'leads.sqlite');
  }

  /** Opens (creating and migrating if needed) the database in dataDir. */
  static open(dataDir: string, options: StoreOptions = {}): LeadStore {
    return guard(() => {
      if (!options.readonly) mkdirSync(dataDir, { recursive: true });
      const db = new Database(LeadStore.databaseFile(dataDir), { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false, timeout: options.busyTimeoutMs ?? 1000 });
      if (!options.readonly) {
        db.pragma('journal_mode = WAL');
        // WAL with synchronous=NORMAL survives a process crash; only a power cut can drop the last commits.
        db.pragma('synchronous = NORMAL');
        db.pragma('foreign_keys = ON');
        migrate(db);
        assertWritable(db);
      }
      return new LeadStore(db, options);
    });
  }

  /**
   * Stores a valid lead once: 'created' the first time its id (or its newsletter address) is seen,
   * 'exists' after that; 'conflict' (nothing stored) when its id is already another lead's.
   */
  save(lead: Lead, receivedAt = new Date().toISOString()): SaveResult {
    return guard(() => this.saveTx(lead, receivedAt));
  }

  /** Leads received on or after `since` (YYYY-MM-DD, UTC), oldest first. */
  list(since?: string): StoredLead[] {
    return guard(() => {
      const rows = since
        ? this.db.prepare(`SELECT ${COLUMNS.join(', ')} FROM leads WHERE received_at >= ? ORDER BY received_at, id`).all(since)
        : this.db.prepare(`SELECT ${COLUMNS.join(', ')} FROM leads ORDER BY received_at, id`).all();
      return (rows as Row[]).map(fromRow);
    });
  }

  count(): number {
    return guard(() => (this.db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n);
  }

  /** Webhook deliveries whose time has come, oldest first. */
  dueForwards(now: number, limit = 20): DueForward[] {
    return guard(() => {
      const rows = this.db
        .prepare(
          `SELECT ${COLUMNS.map((c) => `l.${c}`).join(', ')}, o.attempts FROM webhook_outbox o JOIN leads l ON l.id = o.lead_id
           WHERE o.next_attempt_at <= ? ORDER BY o.next_attempt_at LIMIT ?`,
        )
        .all(now, limit) as (Row & { attempts: number })[];
      return rows.map((r) => ({ lead: fromRow(r), attempts: r.attempts }));
    });
  }

  pendingForwards(): number {
    return guard(() => (this.db.prepare('SELECT count(*) AS n FROM webhook_outbox').get() as { n: number }).n);
  }

  forwarded(id: string): void {
    guard(() => this.db.prepare('DELETE FROM webhook_outbox WHERE lead_id = ?').run(id));
  }

  forwardFailed(id: string, attempts: number, nextAttemptAt: number, error: string): void {
    guard(() =>
      this.db.prepare('UPDATE webhook_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE lead_id = ?').run(attempts, nextAttemptAt, error.slice(0, 500), id),
    );
  }

  close(): void {
    this.db.close();
  }
}
