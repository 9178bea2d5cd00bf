import Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  HIDDEN_STATUS,
  LEAD_STATUSES,
  PAGE_LIMIT_MAX,
  ROLES,
  type AuditEntry,
  type InboxLead,
  type LeadDetail,
  type LeadHistoryEntry,
  type LeadNote,
  type LeadPage,
  type LeadPatch,
  type LeadStatus,
  type NoteInput,
  type Role,
  type SessionInfo,
} from '../leads/inboxApi';
import type { Lead } from '../leads/validation';
import { foldCase, searchText } from './foldCase';
import { decodeAuditCursor, decodeLeadCursor, encodeCursor, INBOX_SELECT, inboxLead, type InboxRow } from './inboxRows';
import { AccountExistsError, type Account, type LeadQuery, type NewAuditEntry, type NoteResult, type PatchResult } from './inboxStore';
import type { Compilable, Kysely } from 'kysely';
import { sharedQueries, type SharedQueries } from './db/queries';
import { sqliteKysely } from './db/open';
import type { LeadStorage } from './leadStorage';
import { migrate } from './migrations';
import { checkPassword, DUMMY_HASH, hashPassword } from './passwords';

/** A lead as stored, with the time the server received it. */
export interface StoredLead extends Lead {
  receivedAt: string;
}

export interface DueForward {
  lead: StoredLead;
  attempts: number;
}

/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** ...and this long after sign-in, however active. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** A session's last-seen time is written at most this often (not on every request). */
const SESSION_TOUCH_MS = 60_000;
/** Leads erased per transaction by retention (see eraseOlderThan). */
const RETENTION_BATCH = 200;
/** A search's condition: the lead is among its hits (a JSON array of seq, read once per request). */
const SEARCHED = 'seq IN (SELECT value FROM json_each(@hits))';
/** From this many hits a page of search results is found by walking the newest first (see listLeads). */
const MANY_HITS = 2000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Sign-in failures are kept by a hash of the folded address, never the address typed. */
const failureKey = (email: string) => sha256(`sign-in:${foldCase(email)}`);

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

/**
 * Takes group and other access away (a new file gets 0600); the owner's bits stay as they are, so a
 * file made read-only on purpose stays so. Best effort: a file of another user cannot be changed.
 */
export function ownerOnly(path: string): void {
  try {
    const mode = statSync(path).mode & 0o777;
    if (mode & 0o077) chmodSync(path, mode & 0o600);
  } catch {
    // Not ours to change (EPERM): SQLite says whether it can still be used.
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
export class LeadStore implements LeadStorage {
  readonly engine = 'sqlite' as const;
  private kyselyHandle: Kysely<unknown> | null = null;
  private readonly saveTx: (lead: Lead, receivedAt: string) => SaveResult;

  private constructor(
    readonly db: Database.Database,
    private readonly options: StoreOptions,
  ) {
    // SQLite's NOCASE folds A-Z only: an address with other letters (Å, Σ) is compared by this too.
    db.function('fold_case', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldCase(value) : value));
    // Statements are prepared on first use (sql()): a read-only CLI on a database the server has not
    // migrated yet still lists its leads.
    const insertLead = () => this.sql(
      // A newsletter address already subscribed, in any letter case, is not stored again (the visitor
      // is subscribed either way). @fold is null for an ASCII address (no control characters get here,
      // so "outside space to tilde" means beyond ASCII): then the index does it all;
      // else only stored addresses with letters beyond ASCII (fewer characters than bytes) are folded.
      `INSERT INTO leads (${COLUMNS.join(', ')}, updated_at)
       SELECT @id, @kind, @created_at, @received_at, @name, @email, @company, @message, @service, @job, @link, @received_at
       WHERE @kind <> 'newsletter' OR (NOT EXISTS (SELECT 1 FROM leads WHERE kind = 'newsletter' AND email = @email COLLATE NOCASE)
         AND NOT EXISTS (SELECT 1 FROM leads WHERE @fold IS NOT NULL AND kind = 'newsletter'
           AND length(email) <> length(CAST(email AS BLOB)) AND fold_case(email) = @fold))
       ON CONFLICT (id) DO NOTHING`,
    );
    this.saveTx = db.transaction((lead: Lead, receivedAt: string) => {
      const row = {
        id: lead.id, kind: lead.kind, created_at: lead.createdAt, received_at: receivedAt,
        name: lead.name ?? null, email: lead.email ?? null, company: lead.company ?? null, message: lead.message ?? null,
        service: lead.service ?? null, job: lead.job ?? null, link: lead.link ?? null,
        fold: lead.kind === 'newsletter' && lead.email && /[^\x20-\x7e]/.test(lead.email) ? foldCase(lead.email) : null,
      };
      const inserted = insertLead().run(row);
      if (inserted.changes === 1) {
        this.sql('INSERT INTO lead_search (rowid, text) VALUES (?, ?)').run(inserted.lastInsertRowid, searchText(row));
        if (this.options.forward) this.sql('INSERT INTO webhook_outbox (lead_id, next_attempt_at) VALUES (?, ?)').run(lead.id, Date.now());
        return 'created';
      }
      // The id is the client's idempotency key: a resend is the same lead (its createdAt may have
      // been capped at a later arrival); other content under a stored id was never stored.
      const stored = this.sql(`SELECT ${CONTENT.join(', ')} FROM leads WHERE id = ?`).get(lead.id) as Record<string, string | null> | undefined;
      return stored && CONTENT.some((column) => stored[column] !== row[column]) ? 'conflict' : 'exists';
    });
  }

  static databaseFile(dataDir: string): string {
    return join(dataDir, 'leads.sqlite');
  }

  /** Opens (creating and migrating if needed) the database in dataDir. */
  static open(dataDir: string, options: StoreOptions = {}): LeadStore {
    return guard(() => {
      // Leads and accounts are personal data: the folder and the files are the server user's alone.
      if (!options.readonly && mkdirSync(dataDir, { recursive: true, mode: 0o700 }) !== undefined) chmodSync(dataDir, 0o700);
      const file = LeadStore.databaseFile(dataDir);
      // A restored copy may arrive group-readable; a read-only open would give its -wal and -shm that mode too.
      if (options.readonly && existsSync(file)) ownerOnly(file);
      const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false, timeout: options.busyTimeoutMs ?? 1000 });
      if (!options.readonly) {
        // Before the first write, so the WAL and shared-memory files SQLite makes take this mode too.
        ownerOnly(file);
        db.pragma('journal_mode = WAL');
        // WAL with synchronous=NORMAL survives a process crash; only a power cut can drop the last commits.
        db.pragma('synchronous = NORMAL');
        db.pragma('foreign_keys = ON');
        // Erased leads are overwritten in the file, not only unlinked from it.
        db.pragma('secure_delete = ON');
        // The inbox's counts and searches read many pages: mapped, they cost no read() call each
        // (p95 went from 0.2-0.6 s to under 0.1 s for a search over 100,000 leads).
        db.pragma('mmap_size = 1073741824');
        db.pragma('cache_size = -32768');
        migrate(db);
        assertWritable(db);
        for (const extra of [`${file}-wal`, `${file}-shm`]) if (existsSync(extra)) ownerOnly(extra);
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
    return guard(() => this.rows(this.q.leadsSince(since)).map((r) => fromRow(r as Row)));
  }

  /**
   * A Kysely over this store's connection (same pragmas), made on first use, for features with
   * tables of their own. Single statements only: a Kysely transaction awaits between statements,
   * and a lead saved meanwhile on this one connection would become part of it.
   */
  get kysely(): Kysely<unknown> {
    this.kyselyHandle ??= sqliteKysely(this.db).db as unknown as Kysely<unknown>;
    return this.kyselyHandle;
  }

  /** Reads the schema and a table: a connection to a file that vanished or broke fails here. */
  async ping(): Promise<void> {
    guard(() => this.sql('SELECT 1 FROM leads LIMIT 1').get());
  }

  count(): number {
    return guard(() => this.first(this.q.countLeads())!.n);
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
    return guard(() => this.first(this.q.pendingForwards())!.n);
  }

  forwarded(id: string): void {
    guard(() => this.exec(this.q.forwarded(id)));
  }

  forwardFailed(id: string, attempts: number, nextAttemptAt: number, error: string): void {
    guard(() => this.exec(this.q.forwardFailed(id, attempts, nextAttemptAt, error)));
  }

  // ---- The admin side (InboxStore): async so a second engine can implement the same interface.

  private readonly statements = new Map<string, Database.Statement>();
  private queries: SharedQueries | null = null;

  /** The queries shared with Postgres (db/queries.ts), compiled for SQLite and run synchronously here. */
  private get q(): SharedQueries {
    this.queries ??= sharedQueries(sqliteKysely(this.db).db);
    return this.queries;
  }
  private lastSweep = 0;

  /** Prepared once, on first use: a read-only CLI on an older schema never prepares the inbox's queries. */
  private sql(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  /** A shared query (db/queries.ts) compiled to SQL and run on this connection: its first row. */
  private first<R>(query: Compilable<R>): R | undefined {
    const compiled = query.compile();
    return this.sql(compiled.sql).get(...compiled.parameters) as R | undefined;
  }

  private rows<R>(query: Compilable<R>): R[] {
    const compiled = query.compile();
    return this.sql(compiled.sql).all(...compiled.parameters) as R[];
  }

  /** Runs a shared query that returns nothing; how many rows it changed. */
  private exec(query: Compilable<unknown>): number {
    const compiled = query.compile();
    return this.sql(compiled.sql).run(...compiled.parameters).changes;
  }

  private account(email: string) {
    return this.first(this.q.account(foldCase(email)));
  }

  private writeAudit(entry: NewAuditEntry, at = new Date().toISOString()): void {
    this.exec(this.q.audit({ at, actor: entry.actor, action: entry.action, lead_id: entry.leadId ?? null, detail: entry.detail ?? null }));
  }

  async addAccount(email: string, role: Role, password: string): Promise<void> {
    if (!ROLES.includes(role)) throw new Error(`The role must be one of ${ROLES.join(', ')}.`);
    const hash = await hashPassword(password);
    const added = guard(() => this.exec(this.q.addAccount({ email: foldCase(email), role, password_hash: hash, created_at: new Date().toISOString() })));
    if (added === 0) throw new AccountExistsError(`There is already an account for ${foldCase(email)}.`);
  }

  async listAccounts(): Promise<Account[]> {
    return guard(() =>
      this.rows(this.q.listAccounts()).map((r) => ({
        email: r.email,
        role: r.role,
        createdAt: r.created_at,
      })),
    );
  }

  async removeAccount(email: string): Promise<boolean> {
    return guard(() =>
      this.db.transaction(() => {
        const folded = foldCase(email);
        // Its leads become unassigned as a change like any other, so an open inbox sees a new version.
        this.exec(this.q.unassignLeadsOf(folded, new Date().toISOString()));
        // Its sessions go with it (ON DELETE CASCADE).
        return this.exec(this.q.removeAccount(folded)) > 0;
      })(),
    );
  }

  async setPassword(email: string, password: string): Promise<boolean> {
    const hash = await hashPassword(password);
    return guard(() =>
      this.db.transaction(() => {
        const folded = foldCase(email);
        if (this.exec(this.q.setPasswordHash(folded, hash)) === 0) return false;
        // A new password signs out every device that knew the old one.
        this.exec(this.q.deleteSessionsOf(folded));
        return true;
      })(),
    );
  }

  async verifyPassword(email: string, password: string): Promise<SessionInfo | null> {
    const account = guard(() => this.account(email));
    const matches = await checkPassword(password, account?.password_hash ?? DUMMY_HASH);
    return account && matches ? { email: account.email, role: account.role } : null;
  }

  async recordSignInFailure(email: string, at = Date.now()): Promise<void> {
    guard(() =>
      this.db.transaction(() => {
        this.exec(this.q.recordFailure(failureKey(email), at));
        // Only the last minutes count; a day's worth is plenty to keep.
        this.exec(this.q.pruneFailures(at - 24 * 60 * 60_000));
      })(),
    );
  }

  async signInFailures(email: string, sinceMs: number): Promise<{ count: number; oldest: number | null }> {
    return guard(() => {
      const row = this.first(this.q.failures(failureKey(email), sinceMs))!;
      return { count: row.count, oldest: row.oldest };
    });
  }

  async clearSignInFailures(email: string): Promise<void> {
    guard(() => this.exec(this.q.clearFailures(failureKey(email))));
  }

  async createSession(email: string, now = Date.now()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    guard(() => {
      const account = this.account(email);
      if (!account) throw new Error('No such account.');
      this.exec(this.q.createSession({ token_hash: sha256(token), email: account.email, created_at: now, last_seen_at: now }));
    });
    return token;
  }

  async sessionFor(token: string, now = Date.now()): Promise<SessionInfo | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    return guard(() => {
      if (now - this.lastSweep >= SESSION_TOUCH_MS) {
        this.lastSweep = now;
        this.exec(this.q.sweepSessions(now - SESSION_IDLE_MS, now - SESSION_MAX_AGE_MS));
      }
      const hash = sha256(token);
      const row = this.first(this.q.session(hash));
      if (!row) return null;
      if (now - row.last_seen_at >= SESSION_IDLE_MS || now - row.created_at >= SESSION_MAX_AGE_MS) {
        this.exec(this.q.deleteSession(hash));
        return null;
      }
      if (now - row.last_seen_at >= SESSION_TOUCH_MS) this.exec(this.q.touchSession(hash, now));
      return { email: row.email, role: row.role };
    });
  }

  async deleteSession(token: string): Promise<void> {
    guard(() => this.exec(this.q.deleteSession(sha256(token))));
  }

  async listLeads(query: LeadQuery): Promise<LeadPage> {
    const limit = Math.max(1, Math.min(PAGE_LIMIT_MAX, Math.trunc(query.limit) || 1));
    const after = query.cursor ? decodeLeadCursor(query.cursor) : null;
    const params: Record<string, string | number> = { limit: limit + 1 };
    // Counts follow kind and q (the tabs' numbers for this search), the page follows status too.
    const shared: string[] = [];
    if (query.kind) {
      shared.push('kind = @kind');
      params.kind = query.kind;
    }
    // Searched as typed: % and _ are themselves (no LIKE), letter case folded as the index's text is.
    const q = query.q ? foldCase(query.q) : '';
    if (q) shared.push(SEARCHED);
    const page = [...shared, query.status ? 'status = @status' : `status <> '${HIDDEN_STATUS}'`];
    if (query.status) params.status = query.status;
    if (after) {
      page.push('(received_at, id) < (@after_received_at, @after_id)');
      params.after_received_at = after.receivedAt;
      params.after_id = after.id;
    }
    return guard(() => this.db.transaction(() => {
      // The hits are read once for the page and the counts (a word in most leads: 61,000 hits
      // of 100,000 took 40 ms to read; twice was half the time of the whole request).
      const hits = q ? this.searchHits(q) : [];
      if (q) params.hits = JSON.stringify(hits);
      // Thousands of hits: walking the newest first and probing each (a unary + keeps SQLite from
      // starting at the hits) stops after a page, instead of sorting every hit by time.
      if (hits.length > MANY_HITS) page[page.indexOf(SEARCHED)] = `+${SEARCHED}`;
      const rows = this.sql(`SELECT ${INBOX_SELECT} FROM leads WHERE ${page.join(' AND ')} ORDER BY received_at DESC, id DESC LIMIT @limit`).all(params) as InboxRow[];
      const more = rows.length > limit;
      if (more) rows.pop();
      const last = rows.at(-1);
      const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
      const countParams = Object.fromEntries(Object.entries(params).filter(([key]) => key === 'kind' || key === 'hits'));
      if (q) {
        // One row of sums: a GROUP BY would first sort every hit by status.
        const sums = this.sql(`SELECT ${LEAD_STATUSES.map((status) => `coalesce(sum(status = '${status}'), 0) AS ${status}`).join(', ')} FROM leads WHERE ${shared.join(' AND ')}`).get(countParams) as Record<LeadStatus, number>;
        Object.assign(counts, sums);
      } else {
        // Without a search, the counts the triggers keep per kind and status (migrations.ts, step 5).
        const countRows = this.sql(`SELECT status, sum(n) AS n FROM lead_counts ${shared.length ? `WHERE ${shared.join(' AND ')}` : ''} GROUP BY status`).all(countParams) as { status: LeadStatus; n: number }[];
        for (const { status, n } of countRows) counts[status] = n;
      }
      return { leads: rows.map(inboxLead), nextCursor: more && last ? encodeCursor([last.received_at!, last.id!]) : null, counts };
    })());
  }

  /** The leads (seq) whose folded text holds q: through the trigram index, or by reading every text for one or two characters, which trigrams cannot find. */
  private searchHits(q: string): number[] {
    if ([...q].length >= 3) return this.sql('SELECT rowid FROM lead_search WHERE lead_search MATCH ?').pluck().all(`"${q.replace(/"/g, '""')}"`) as number[];
    return this.sql('SELECT rowid FROM lead_search WHERE instr(text, ?) > 0').pluck().all(q) as number[];
  }

  private leadRow(id: string): InboxRow | undefined {
    return this.first(this.q.lead(id)) as InboxRow | undefined;
  }

  async leadDetail(id: string): Promise<LeadDetail | null> {
    return guard(() => {
      const row = this.leadRow(id);
      if (!row) return null;
      const notes = this.rows(this.q.notesOf(id)).map((n): LeadNote => ({ id: n.id, text: n.text, author: n.author, createdAt: n.created_at }));
      const history = this.rows(this.q.historyOf(id)).map((h): LeadHistoryEntry => ({ at: h.at, actor: h.actor, action: h.action, from: h.from_value, to: h.to_value }));
      return { ...inboxLead(row), notes, history };
    });
  }

  async updateLead(id: string, patch: LeadPatch, actor: string): Promise<PatchResult> {
    return guard(() =>
      this.db.transaction((): PatchResult => {
        const current = this.leadRow(id);
        if (!current) return { result: 'missing' };
        let assignee = current.assignee;
        if (patch.assignee !== undefined) {
          if (patch.assignee === null) assignee = null;
          else {
            const account = this.account(patch.assignee);
            if (!account) return { result: 'no-such-assignee' };
            assignee = account.email;
          }
        }
        const status = patch.status ?? current.status;
        const at = new Date().toISOString();
        // Optimistic concurrency: the change applies only to the version the client saw.
        const changed = this.exec(this.q.updateLead(id, patch.version, { status, assignee, updated_at: at }));
        if (changed === 0) {
          const now = this.leadRow(id);
          return now ? { result: 'conflict', lead: inboxLead(now) } : { result: 'missing' };
        }
        if (status !== current.status) {
          this.exec(this.q.addHistory({ lead_id: id, at, actor, action: 'status', from_value: current.status, to_value: status }));
          this.writeAudit({ actor, action: 'status', leadId: id, detail: status }, at);
        }
        if (assignee !== current.assignee) {
          this.exec(this.q.addHistory({ lead_id: id, at, actor, action: 'assignee', from_value: current.assignee, to_value: assignee }));
          this.writeAudit({ actor, action: 'assignee', leadId: id, detail: assignee }, at);
        }
        return { result: 'updated', lead: inboxLead(this.leadRow(id)!) };
      })(),
    );
  }

  async addNote(leadId: string, note: NoteInput, actor: string): Promise<NoteResult> {
    return guard(() =>
      this.db.transaction((): NoteResult => {
        const stored = this.first(this.q.note(note.id));
        if (stored) {
          // A resend (a retry after a lost answer) is the same note; anything else under its id is not stored.
          if (stored.lead_id !== leadId || stored.text !== note.text) return { result: 'conflict' };
          return { result: 'exists', note: { id: stored.id, text: stored.text, author: stored.author, createdAt: stored.created_at } };
        }
        if (!this.first(this.q.leadExists(leadId))) return { result: 'missing' };
        const at = new Date().toISOString();
        // A note leaves the lead's version alone: a note written offline never conflicts with a status change.
        this.exec(this.q.addNote({ id: note.id, lead_id: leadId, author: actor, text: note.text, created_at: at }));
        this.exec(this.q.addHistory({ lead_id: leadId, at, actor, action: 'note', from_value: null, to_value: null }));
        this.writeAudit({ actor, action: 'note', leadId }, at);
        return { result: 'created', note: { id: note.id, text: note.text, author: actor, createdAt: at } };
      })(),
    );
  }

  async deleteLead(id: string, actor: string): Promise<boolean> {
    return guard(() =>
      this.db.transaction(() => {
        // Notes, history and the webhook queue row go with it (ON DELETE CASCADE).
        const deleted = this.exec(this.q.deleteLead(id)) > 0;
        if (deleted) this.writeAudit({ actor, action: 'delete', leadId: id });
        return deleted;
      })(),
    );
  }

  async eraseByEmail(email: string, actor: string | null): Promise<number> {
    const fold = foldCase(email);
    return guard(() =>
      this.db.transaction(() => {
        // As save() compares newsletter addresses: NOCASE for ASCII; folded for addresses with other letters.
        const erased = this.sql(
          `DELETE FROM leads WHERE email = @email COLLATE NOCASE
             OR (length(email) <> length(CAST(email AS BLOB)) AND fold_case(email) = @fold)`,
        ).run({ email, fold }).changes;
        this.writeAudit({ actor, action: 'erase', detail: String(erased) });
        return erased;
      })(),
    );
  }

  async eraseOlderThan(days: number, now = Date.now()): Promise<number> {
    // Zero or less (or NaN) would erase every lead: refused rather than guessed at.
    if (!(days > 0)) throw new RangeError(`Retention needs a number of days above 0, not ${days}.`);
    const before = new Date(now - days * 24 * 60 * 60_000).toISOString();
    // In batches, each its own transaction, so requests are answered in between (the driver is
    // synchronous). The search index's secure-delete is off for them: it made 10,000 leads take
    // 200 s instead of 3; their words leave the index at its next merges instead of at once.
    const batch = this.db.transaction(() => {
      this.sql("INSERT INTO lead_search (lead_search, rank) VALUES ('secure-delete', 0)").run();
      const changes = this.sql('DELETE FROM leads WHERE seq IN (SELECT seq FROM leads WHERE received_at < ? LIMIT ?)').run(before, RETENTION_BATCH).changes;
      this.sql("INSERT INTO lead_search (lead_search, rank) VALUES ('secure-delete', 1)").run();
      return changes;
    });
    let erased = 0;
    for (;;) {
      const changes = guard(() => batch());
      erased += changes;
      if (changes < RETENTION_BATCH) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (erased > 0) guard(() => this.writeAudit({ actor: null, action: 'retention', detail: String(erased) }, new Date(now).toISOString()));
    return erased;
  }

  async exportLeads(): Promise<InboxLead[]> {
    return guard(() => (this.rows(this.q.exportLeads()) as InboxRow[]).map(inboxLead));
  }

  async countNew(): Promise<number> {
    return guard(() => this.first(this.q.countNew())!.n);
  }

  async audit(entry: NewAuditEntry): Promise<void> {
    guard(() => this.writeAudit(entry));
  }

  async auditLog(query: { cursor?: string; limit: number }): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    const limit = Math.max(1, Math.min(PAGE_LIMIT_MAX, Math.trunc(query.limit) || 1));
    const before = query.cursor ? decodeAuditCursor(query.cursor) : Number.MAX_SAFE_INTEGER;
    return guard(() => {
      const rows = this.rows(this.q.auditPage(before, limit + 1));
      const more = rows.length > limit;
      if (more) rows.pop();
      const entries = rows.map((r): AuditEntry => ({ id: r.id, at: r.at, actor: r.actor, action: r.action, leadId: r.lead_id, detail: r.detail }));
      return { entries, nextCursor: more ? encodeCursor([entries.at(-1)!.id]) : null };
    });
  }

  close(): void {
    this.db.close();
  }
}
