import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  HIDDEN_STATUS,
  LEAD_STATUSES,
  PAGE_LIMIT_MAX,
  ROLES,
  type AuditEntry,
  type InboxLead,
  type LeadDetail,
  type LeadPage,
  type LeadPatch,
  type LeadStatus,
  type NoteInput,
  type Role,
  type SessionInfo,
} from '../leads/inboxApi';
import type { Lead } from '../leads/validation';
import { migratePostgres } from './db/pgMigrations';
import { openPostgres, type PostgresSettings } from './db/open';
import { sharedQueries, type SharedQueries } from './db/queries';
import type { PgTables, Tables } from './db/tables';
import { foldCase, searchText } from './foldCase';
import { decodeAuditCursor, decodeLeadCursor, encodeCursor, INBOX_COLUMNS, inboxLead, LEAD_COLUMNS, type InboxRow } from './inboxRows';
import { AccountExistsError, type Account, type LeadQuery, type NewAuditEntry, type NoteResult, type PatchResult } from './inboxStore';
import type { LeadStorage } from './leadStorage';
import { checkPassword, DUMMY_HASH, hashPassword } from './passwords';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS, StorageUnavailableError, type DueForward, type SaveResult, type StoredLead } from './store';

const SESSION_TOUCH_MS = 60_000;
const RETENTION_BATCH = 200;
/** The inbox's counts are folded once reading them sums more rows than this. */
const COUNT_ROWS_FOLDED = 500;
const CONTENT = LEAD_COLUMNS.filter((column) => column !== 'id' && column !== 'created_at' && column !== 'received_at');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const failureKey = (email: string) => sha256(`sign-in:${foldCase(email)}`);
const isAscii = (text: string) => [...text].every((c) => c.charCodeAt(0) < 0x80);
/** LIKE's own characters taken literally: a search is for the text as typed. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Connection faults (refused, dropped, the server shutting down or starting, a statement timeout,
 * no free connection in time) are StorageUnavailableError (503, Retry-After); anything else is a
 * bug and passes through. Codes: Node's errno (E...) and SQLSTATE classes 08, 53, 57.
 */
export function pgUnavailable(error: unknown): StorageUnavailableError | null {
  if (error instanceof StorageUnavailableError) return error;
  const code = String((error as { code?: unknown })?.code ?? '');
  if (/^(E[A-Z]+|08...|53...|57...)$/.test(code)) return new StorageUnavailableError(code);
  const message = error instanceof Error ? error.message : '';
  if (/Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end/i.test(message)) return new StorageUnavailableError('PG_CONNECTION');
  return null;
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw pgUnavailable(error) ?? error;
  }
}

/**
 * The lead database on PostgreSQL (DATABASE_URL), for several server processes on one database:
 * everything they share (leads, sessions, sign-in failures, the outbox) is in it, and each change
 * that must happen once is one statement or a row lock (see save, updateLead, dueForwards).
 */
export class PgStore implements LeadStorage {
  readonly engine = 'postgres' as const;
  private lastSweep = 0;
  private folding = false;

  /** The queries shared with SQLite (db/queries.ts), over this pool. */
  private readonly q: SharedQueries;

  private constructor(
    readonly db: Kysely<PgTables>,
    private readonly options: { forward?: boolean },
  ) {
    this.q = sharedQueries(db as unknown as Kysely<Tables>);
  }

  /** Runs `work` in one transaction, with the shared queries bound to it. */
  private transaction<T>(work: (q: SharedQueries) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((tx) => work(sharedQueries(tx as unknown as Kysely<Tables>)));
  }

  get kysely(): Kysely<unknown> {
    return this.db as unknown as Kysely<unknown>;
  }

  /** Connects and brings the schema up to date; throws StorageUnavailableError while the server does not answer. */
  static async open(settings: PostgresSettings, options: { forward?: boolean } = {}): Promise<PgStore> {
    const { db } = openPostgres(settings);
    try {
      await guard(() => migratePostgres(db));
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return new PgStore(db, options);
  }

  async ping(): Promise<void> {
    await guard(() => this.db.selectFrom('leads').select('seq').limit(1).execute());
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  // ---- Intake and the webhook outbox.

  async save(lead: Lead, receivedAt = new Date().toISOString()): Promise<SaveResult> {
    const row = {
      id: lead.id, kind: lead.kind, created_at: lead.createdAt, received_at: receivedAt,
      name: lead.name ?? null, email: lead.email ?? '', company: lead.company ?? null, message: lead.message ?? null,
      service: lead.service ?? null, job: lead.job ?? null, link: lead.link ?? null,
    };
    return guard(async () => {
      // One statement: the lead, and its outbox row when forwarding, or nothing. Both unique keys
      // (the id; a newsletter's folded address) make a second insert do nothing, from any instance.
      const insert = this.db.insertInto('leads').values({
        ...row, updated_at: receivedAt, search_text: searchText(row),
        newsletter_key: lead.kind === 'newsletter' && lead.email ? foldCase(lead.email) : null,
      }).onConflict((oc) => oc.doNothing()).returning('id');
      const created = this.options.forward
        ? await this.db.with('added', () => insert).insertInto('webhook_outbox').columns(['lead_id', 'next_attempt_at'])
          .expression((eb) => eb.selectFrom('added').select(['added.id', sql<number>`${Date.now()}::bigint`.as('at')])).returning('lead_id').executeTakeFirst()
        : await insert.executeTakeFirst();
      if (created) return 'created';
      const stored = await this.db.selectFrom('leads').select(CONTENT).where('id', '=', lead.id).executeTakeFirst();
      return stored && CONTENT.some((column) => stored[column] !== row[column]) ? 'conflict' : 'exists';
    });
  }

  async list(since?: string): Promise<StoredLead[]> {
    return guard(async () => (await this.q.leadsSince(since).execute()).map((r) => toLead(r as unknown as InboxRow)));
  }

  async count(): Promise<number> {
    return guard(async () => Number((await this.q.countLeads().executeTakeFirstOrThrow()).n));
  }

  async dueForwards(now: number, limit = 20, leaseUntil = now + 5 * 60_000): Promise<DueForward[]> {
    return guard(async () => {
      // SKIP LOCKED: rows another instance is claiming right now are passed over, not waited for;
      // the lease (a later next_attempt_at) keeps them from everyone else while they are sent.
      const claimed = await this.db.updateTable('webhook_outbox').set({ next_attempt_at: leaseUntil })
        .where('lead_id', 'in', (eb) => eb.selectFrom('webhook_outbox').select('lead_id').where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at').limit(limit).forUpdate().skipLocked())
        .returning(['lead_id', 'attempts']).execute();
      if (claimed.length === 0) return [];
      const leads = await this.db.selectFrom('leads').select(LEAD_COLUMNS).where('id', 'in', claimed.map((c) => c.lead_id)).execute();
      const byId = new Map(leads.map((l) => [l.id, l]));
      return claimed.flatMap((c) => {
        const lead = byId.get(c.lead_id);
        return lead ? [{ lead: toLead(lead as unknown as InboxRow), attempts: c.attempts }] : [];
      });
    });
  }

  async pendingForwards(): Promise<number> {
    return guard(async () => Number((await this.q.pendingForwards().executeTakeFirstOrThrow()).n));
  }

  async forwarded(id: string): Promise<void> {
    await guard(() => this.q.forwarded(id).execute());
  }

  async forwardFailed(id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
    await guard(() => this.q.forwardFailed(id, attempts, nextAttemptAt, error).execute());
  }

  // ---- Accounts, sign-in failures and sessions.

  private async account(email: string, q: SharedQueries = this.q) {
    return q.account(foldCase(email)).executeTakeFirst();
  }

  private async writeAudit(q: SharedQueries, entry: NewAuditEntry, at = new Date().toISOString()): Promise<void> {
    await q.audit({ at, actor: entry.actor, action: entry.action, lead_id: entry.leadId ?? null, detail: entry.detail ?? null }).execute();
  }

  async addAccount(email: string, role: Role, password: string): Promise<void> {
    if (!ROLES.includes(role)) throw new Error(`The role must be one of ${ROLES.join(', ')}.`);
    const hash = await hashPassword(password);
    const added = await guard(() =>
      this.q.addAccount({ email: foldCase(email), role, password_hash: hash, created_at: new Date().toISOString() }).returning('email').executeTakeFirst(),
    );
    if (!added) throw new AccountExistsError(`There is already an account for ${foldCase(email)}.`);
  }

  async listAccounts(): Promise<Account[]> {
    return guard(async () => (await this.q.listAccounts().execute()).map((r) => ({ email: r.email, role: r.role, createdAt: r.created_at })));
  }

  async removeAccount(email: string): Promise<boolean> {
    const folded = foldCase(email);
    return guard(() =>
      this.transaction(async (q) => {
        await q.unassignLeadsOf(folded, new Date().toISOString()).execute();
        return (await q.removeAccount(folded).executeTakeFirst()).numDeletedRows > 0n;
      }),
    );
  }

  async setPassword(email: string, password: string): Promise<boolean> {
    const hash = await hashPassword(password);
    const folded = foldCase(email);
    return guard(() =>
      this.transaction(async (q) => {
        if ((await q.setPasswordHash(folded, hash).executeTakeFirst()).numUpdatedRows === 0n) return false;
        await q.deleteSessionsOf(folded).execute();
        return true;
      }),
    );
  }

  async verifyPassword(email: string, password: string): Promise<SessionInfo | null> {
    const account = await guard(() => this.account(email));
    const matches = await checkPassword(password, account?.password_hash ?? DUMMY_HASH);
    return account && matches ? { email: account.email, role: account.role } : null;
  }

  async recordSignInFailure(email: string, at = Date.now()): Promise<void> {
    await guard(async () => {
      await this.q.recordFailure(failureKey(email), at).execute();
      await this.q.pruneFailures(at - 24 * 60 * 60_000).execute();
    });
  }

  async signInFailures(email: string, sinceMs: number): Promise<{ count: number; oldest: number | null }> {
    return guard(async () => {
      const row = await this.q.failures(failureKey(email), sinceMs).executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest === null ? null : Number(row.oldest) };
    });
  }

  async clearSignInFailures(email: string): Promise<void> {
    await guard(() => this.q.clearFailures(failureKey(email)).execute());
  }

  async createSession(email: string, now = Date.now()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await guard(async () => {
      const account = await this.account(email);
      if (!account) throw new Error('No such account.');
      await this.q.createSession({ token_hash: sha256(token), email: account.email, created_at: now, last_seen_at: now }).execute();
    });
    return token;
  }

  async sessionFor(token: string, now = Date.now()): Promise<SessionInfo | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    return guard(async () => {
      if (now - this.lastSweep >= SESSION_TOUCH_MS) {
        this.lastSweep = now;
        await this.q.sweepSessions(now - SESSION_IDLE_MS, now - SESSION_MAX_AGE_MS).execute();
      }
      const hash = sha256(token);
      const row = await this.q.session(hash).executeTakeFirst();
      if (!row) return null;
      if (now - row.last_seen_at >= SESSION_IDLE_MS || now - row.created_at >= SESSION_MAX_AGE_MS) {
        await this.q.deleteSession(hash).execute();
        return null;
      }
      if (now - row.last_seen_at >= SESSION_TOUCH_MS) await this.q.touchSession(hash, now).execute();
      return { email: row.email, role: row.role };
    });
  }

  async deleteSession(token: string): Promise<void> {
    await guard(() => this.q.deleteSession(sha256(token)).execute());
  }

  // ---- The inbox.

  async listLeads(query: LeadQuery): Promise<LeadPage> {
    const limit = Math.max(1, Math.min(PAGE_LIMIT_MAX, Math.trunc(query.limit) || 1));
    const after = query.cursor ? decodeLeadCursor(query.cursor) : null;
    const q = query.q ? foldCase(query.q) : '';
    // Counts follow kind and q (the tabs' numbers for this search), the page follows status too.
    let shared = this.db.selectFrom('leads');
    if (query.kind) shared = shared.where('kind', '=', query.kind);
    // Folded text LIKE folded search: the trigram index answers for 3+ characters.
    if (q) shared = shared.where('search_text', 'like', `%${likeEscape(q)}%`);
    let page = shared.select(INBOX_COLUMNS).where('status', query.status ? '=' : '<>', query.status ?? HIDDEN_STATUS);
    if (after) page = page.where((eb) => eb(eb.refTuple('received_at', 'id'), '<', eb.tuple(after.receivedAt, after.id)));
    // Without a search, the counts the triggers keep; with one, the hits counted (one GROUP BY).
    let kept = this.db.selectFrom('lead_counts').select((eb) => ['status', sql<number>`sum(n)::bigint`.as('n'), eb.fn.countAll<number>().as('rows')]).groupBy('status');
    if (query.kind) kept = kept.where('kind', '=', query.kind);
    return guard(async () => {
      const [rows, countRows] = await Promise.all([
        page.orderBy('received_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute(),
        q ? shared.select((eb) => ['status', eb.fn.countAll<number>().as('n'), sql<number>`0`.as('rows')]).groupBy('status').execute() : kept.execute(),
      ]);
      if (countRows.reduce((sum, r) => sum + Number(r.rows), 0) > COUNT_ROWS_FOLDED) this.foldCounts();
      const more = rows.length > limit;
      if (more) rows.pop();
      const last = rows.at(-1);
      const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
      for (const { status, n } of countRows) counts[status] = Number(n);
      return { leads: (rows as InboxRow[]).map(inboxLead), nextCursor: more && last ? encodeCursor([last.received_at, last.id]) : null, counts };
    });
  }

  /**
   * Sums the counts' +1/-1 rows into one row per kind and status, after the answer (never waited
   * for). Rows added meanwhile are not in this statement's snapshot and stay; a second instance
   * folding at once skips the rows this one deletes.
   */
  private foldCounts(): void {
    if (this.folding) return;
    this.folding = true;
    void sql`WITH gone AS (DELETE FROM lead_counts RETURNING kind, status, n)
      INSERT INTO lead_counts SELECT kind, status, sum(n) FROM gone GROUP BY kind, status HAVING sum(n) <> 0`
      .execute(this.db)
      .catch(() => {})
      .finally(() => (this.folding = false));
  }

  private leadRow(id: string, q: SharedQueries = this.q) {
    return q.lead(id).executeTakeFirst() as Promise<InboxRow | undefined>;
  }

  async leadDetail(id: string): Promise<LeadDetail | null> {
    return guard(async () => {
      const [row, notes, history] = await Promise.all([
        this.leadRow(id),
        this.q.notesOf(id).execute(),
        this.q.historyOf(id).execute(),
      ]);
      if (!row) return null;
      return {
        ...inboxLead(row),
        notes: notes.map((n) => ({ id: n.id, text: n.text, author: n.author, createdAt: n.created_at })),
        history: history.map((h) => ({ at: h.at, actor: h.actor, action: h.action, from: h.from_value, to: h.to_value })),
      };
    });
  }

  async updateLead(id: string, patch: LeadPatch, actor: string): Promise<PatchResult> {
    return guard(() =>
      this.transaction(async (tx): Promise<PatchResult> => {
        const current = await this.leadRow(id, tx);
        if (!current) return { result: 'missing' };
        let assignee = current.assignee;
        if (patch.assignee !== undefined) {
          if (patch.assignee === null) assignee = null;
          else {
            const account = await this.account(patch.assignee, tx);
            if (!account) return { result: 'no-such-assignee' };
            assignee = account.email;
          }
        }
        const status = patch.status ?? current.status;
        const at = new Date().toISOString();
        // Optimistic concurrency: of two instances changing one version, the second waits for the
        // first's row lock, then finds the version moved on and changes nothing (409).
        const changed = await tx.updateLead(id, patch.version, { status, assignee, updated_at: at }).returning(INBOX_COLUMNS).executeTakeFirst();
        if (!changed) {
          const now = await this.leadRow(id, tx);
          return now ? { result: 'conflict', lead: inboxLead(now) } : { result: 'missing' };
        }
        if (status !== current.status) {
          await tx.addHistory({ lead_id: id, at, actor, action: 'status', from_value: current.status, to_value: status }).execute();
          await this.writeAudit(tx, { actor, action: 'status', leadId: id, detail: status }, at);
        }
        if (assignee !== current.assignee) {
          await tx.addHistory({ lead_id: id, at, actor, action: 'assignee', from_value: current.assignee, to_value: assignee }).execute();
          await this.writeAudit(tx, { actor, action: 'assignee', leadId: id, detail: assignee }, at);
        }
        return { result: 'updated', lead: inboxLead(changed as InboxRow) };
      }),
    );
  }

  async addNote(leadId: string, note: NoteInput, actor: string): Promise<NoteResult> {
    return guard(() =>
      this.transaction(async (tx): Promise<NoteResult> => {
        if (!(await tx.leadExists(leadId).executeTakeFirst())) {
          const other = await tx.note(note.id).executeTakeFirst();
          return other ? { result: 'conflict' } : { result: 'missing' };
        }
        const at = new Date().toISOString();
        // ON CONFLICT: a resend racing the first send (two instances) stores one note.
        const inserted = await tx.addNote({ id: note.id, lead_id: leadId, author: actor, text: note.text, created_at: at }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
        if (!inserted) {
          const stored = await tx.note(note.id).executeTakeFirstOrThrow();
          if (stored.lead_id !== leadId || stored.text !== note.text) return { result: 'conflict' };
          return { result: 'exists', note: { id: stored.id, text: stored.text, author: stored.author, createdAt: stored.created_at } };
        }
        await tx.addHistory({ lead_id: leadId, at, actor, action: 'note', from_value: null, to_value: null }).execute();
        await this.writeAudit(tx, { actor, action: 'note', leadId }, at);
        return { result: 'created', note: { id: note.id, text: note.text, author: actor, createdAt: at } };
      }),
    );
  }

  async deleteLead(id: string, actor: string): Promise<boolean> {
    return guard(() =>
      this.transaction(async (tx) => {
        const deleted = (await tx.deleteLead(id).executeTakeFirst()).numDeletedRows > 0n;
        if (deleted) await this.writeAudit(tx, { actor, action: 'delete', leadId: id });
        return deleted;
      }),
    );
  }

  async eraseByEmail(email: string, actor: string | null): Promise<number> {
    const fold = foldCase(email);
    const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
    // As save() compares newsletter addresses in SQLite: A-Z folded for ASCII addresses, fully
    // folded (foldCase.ts) for addresses with other letters. The query narrows, the check decides.
    const same = (stored: string) => (isAscii(stored) ? asciiLower(stored) === asciiLower(email) : foldCase(stored) === fold);
    return guard(() =>
      this.db.transaction().execute(async (tx) => {
        const candidates = await tx.selectFrom('leads').select(['seq', 'email'])
          .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', asciiLower(email)), eb('email', '~', '[^\\x01-\\x7f]')])).execute();
        const seqs = candidates.filter((c) => same(c.email)).map((c) => c.seq);
        if (seqs.length > 0) await tx.deleteFrom('leads').where('seq', 'in', seqs).execute();
        await this.writeAudit(sharedQueries(tx as unknown as Kysely<Tables>), { actor, action: 'erase', detail: String(seqs.length) });
        return seqs.length;
      }),
    );
  }

  async eraseOlderThan(days: number, now = Date.now()): Promise<number> {
    if (!(days > 0)) throw new RangeError(`Retention needs a number of days above 0, not ${days}.`);
    const before = new Date(now - days * 24 * 60 * 60_000).toISOString();
    let erased = 0;
    // In batches, each its own statement, so no transaction holds many row locks for long.
    for (;;) {
      const batch = await guard(() =>
        this.db.deleteFrom('leads').where('seq', 'in', (eb) => eb.selectFrom('leads').select('seq').where('received_at', '<', before).limit(RETENTION_BATCH)).executeTakeFirst(),
      );
      const changes = Number(batch.numDeletedRows);
      erased += changes;
      if (changes < RETENTION_BATCH) break;
    }
    if (erased > 0) await guard(() => this.writeAudit(this.q, { actor: null, action: 'retention', detail: String(erased) }, new Date(now).toISOString()));
    return erased;
  }

  async exportLeads(): Promise<InboxLead[]> {
    return guard(async () => ((await this.q.exportLeads().execute()) as InboxRow[]).map(inboxLead));
  }

  async countNew(): Promise<number> {
    return guard(async () => Number((await this.q.countNew().executeTakeFirstOrThrow()).n));
  }

  async audit(entry: NewAuditEntry): Promise<void> {
    await guard(() => this.writeAudit(this.q, entry));
  }

  async auditLog(query: { cursor?: string; limit: number }): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    const limit = Math.max(1, Math.min(PAGE_LIMIT_MAX, Math.trunc(query.limit) || 1));
    const before = query.cursor ? decodeAuditCursor(query.cursor) : Number.MAX_SAFE_INTEGER;
    return guard(async () => {
      const rows = await this.q.auditPage(before, limit + 1).execute();
      const more = rows.length > limit;
      if (more) rows.pop();
      const entries = rows.map((r): AuditEntry => ({ id: Number(r.id), at: r.at, actor: r.actor, action: r.action, leadId: r.lead_id, detail: r.detail }));
      return { entries, nextCursor: more ? encodeCursor([entries.at(-1)!.id]) : null };
    });
  }
}

/** A row as a StoredLead: empty optional fields left out, as the visitor sent them. */
function toLead(row: InboxRow): StoredLead {
  const lead: Record<string, string> = {};
  const keys: Record<string, string> = { created_at: 'createdAt', received_at: 'receivedAt' };
  for (const column of LEAD_COLUMNS) if (row[column] !== null) lead[keys[column] ?? column] = row[column];
  return lead as unknown as StoredLead;
}
