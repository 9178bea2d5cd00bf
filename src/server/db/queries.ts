import type { Kysely } from 'kysely';
import type { AuditAction, LeadHistoryEntry, LeadStatus, Role } from '../../leads/inboxApi';
import { INBOX_COLUMNS, LEAD_COLUMNS } from '../inboxRows';
import type { Tables } from './tables';

/**
 * The queries both engines run alike, typed by Kysely over either dialect: PgStore executes
 * them through its pool; LeadStore compiles them and runs the SQL on its own synchronous
 * connection (its transactions stay synchronous). What differs by engine stays in the stores:
 * storing a lead, search, the kept counts, erasure by address, the outbox claim.
 */
export function sharedQueries(db: Kysely<Tables>) {
  return {
    account: (email: string) => db.selectFrom('accounts').select(['email', 'role', 'password_hash']).where('email', '=', email),
    addAccount: (row: { email: string; role: Role; password_hash: string; created_at: string }) =>
      db.insertInto('accounts').values(row).onConflict((oc) => oc.column('email').doNothing()),
    listAccounts: () => db.selectFrom('accounts').select(['email', 'role', 'created_at']).orderBy('email'),
    /** An account's leads become unassigned as a change like any other (a new version). */
    unassignLeadsOf: (email: string, at: string) =>
      db.updateTable('leads').set((eb) => ({ assignee: null, version: eb('version', '+', 1), updated_at: at })).where('assignee', '=', email),
    removeAccount: (email: string) => db.deleteFrom('accounts').where('email', '=', email),
    setPasswordHash: (email: string, hash: string) => db.updateTable('accounts').set({ password_hash: hash }).where('email', '=', email),

    recordFailure: (emailHash: string, at: number) => db.insertInto('sign_in_failures').values({ email_hash: emailHash, at }),
    pruneFailures: (before: number) => db.deleteFrom('sign_in_failures').where('at', '<', before),
    failures: (emailHash: string, since: number) =>
      db.selectFrom('sign_in_failures').select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<number | null>('at').as('oldest')]).where('email_hash', '=', emailHash).where('at', '>=', since),
    clearFailures: (emailHash: string) => db.deleteFrom('sign_in_failures').where('email_hash', '=', emailHash),

    createSession: (row: { token_hash: string; email: string; created_at: number; last_seen_at: number }) => db.insertInto('sessions').values(row),
    sweepSessions: (idleBefore: number, createdBefore: number) =>
      db.deleteFrom('sessions').where((eb) => eb.or([eb('last_seen_at', '<=', idleBefore), eb('created_at', '<=', createdBefore)])),
    session: (tokenHash: string) =>
      db.selectFrom('sessions as s').innerJoin('accounts as a', 'a.email', 's.email').select(['s.created_at', 's.last_seen_at', 'a.email', 'a.role']).where('s.token_hash', '=', tokenHash),
    touchSession: (tokenHash: string, now: number) => db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash),
    deleteSession: (tokenHash: string) => db.deleteFrom('sessions').where('token_hash', '=', tokenHash),
    deleteSessionsOf: (email: string) => db.deleteFrom('sessions').where('email', '=', email),

    lead: (id: string) => db.selectFrom('leads').select(INBOX_COLUMNS).where('id', '=', id),
    leadExists: (id: string) => db.selectFrom('leads').select('id').where('id', '=', id),
    leadsSince: (since?: string) => {
      const query = db.selectFrom('leads').select(LEAD_COLUMNS).orderBy('received_at').orderBy('id');
      return since ? query.where('received_at', '>=', since) : query;
    },
    notesOf: (leadId: string) => db.selectFrom('lead_notes').select(['id', 'text', 'author', 'created_at']).where('lead_id', '=', leadId).orderBy('created_at').orderBy('id'),
    historyOf: (leadId: string) => db.selectFrom('lead_history').select(['at', 'actor', 'action', 'from_value', 'to_value']).where('lead_id', '=', leadId).orderBy('id'),
    /** Optimistic concurrency: the change applies only to the version the client saw. */
    updateLead: (id: string, version: number, change: { status: LeadStatus; assignee: string | null; updated_at: string }) =>
      db.updateTable('leads').set((eb) => ({ ...change, version: eb('version', '+', 1) })).where('id', '=', id).where('version', '=', version),
    addHistory: (row: { lead_id: string; at: string; actor: string; action: LeadHistoryEntry['action']; from_value: string | null; to_value: string | null }) =>
      db.insertInto('lead_history').values(row),
    note: (id: string) => db.selectFrom('lead_notes').select(['id', 'lead_id', 'text', 'author', 'created_at']).where('id', '=', id),
    addNote: (row: { id: string; lead_id: string; author: string; text: string; created_at: string }) => db.insertInto('lead_notes').values(row),
    deleteLead: (id: string) => db.deleteFrom('leads').where('id', '=', id),
    exportLeads: () => db.selectFrom('leads').select(INBOX_COLUMNS).orderBy('received_at', 'desc').orderBy('id', 'desc'),
    countNew: () => db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'new'),
    countLeads: () => db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')),
    audit: (row: { at: string; actor: string | null; action: AuditAction; lead_id: string | null; detail: string | null }) => db.insertInto('audit_log').values(row),
    auditPage: (before: number, limit: number) => db.selectFrom('audit_log').select(['id', 'at', 'actor', 'action', 'lead_id', 'detail']).where('id', '<', before).orderBy('id', 'desc').limit(limit),
    pendingForwards: () => db.selectFrom('webhook_outbox').select((eb) => eb.fn.countAll<number>().as('n')),
    forwarded: (leadId: string) => db.deleteFrom('webhook_outbox').where('lead_id', '=', leadId),
    forwardFailed: (leadId: string, attempts: number, nextAttemptAt: number, error: string) =>
      db.updateTable('webhook_outbox').set({ attempts, next_attempt_at: nextAttemptAt, last_error: error.slice(0, 500) }).where('lead_id', '=', leadId),
  };
}

export type SharedQueries = ReturnType<typeof sharedQueries>;
