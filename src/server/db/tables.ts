import type { Generated } from 'kysely';
import type { AuditAction, LeadHistoryEntry, LeadStatus, Role } from '../../leads/inboxApi';

/**
 * The lead database's tables as both engines hold them, for Kysely's typed queries. Times a
 * person reads are ISO 8601 text (they sort as text on both engines); times the server compares
 * are milliseconds since 1970.
 */
export interface LeadsTable {
  seq: Generated<number>;
  id: string;
  kind: string;
  created_at: string;
  received_at: string;
  name: string | null;
  email: string;
  company: string | null;
  message: string | null;
  service: string | null;
  job: string | null;
  link: string | null;
  status: Generated<LeadStatus>;
  assignee: string | null;
  version: Generated<number>;
  updated_at: string;
}

/** Postgres only: what a search looks in, and a newsletter's folded address (one subscription each). */
export interface PgLeadsExtra {
  search_text: string;
  newsletter_key: string | null;
}

export interface Tables {
  leads: LeadsTable;
  webhook_outbox: { lead_id: string; attempts: Generated<number>; next_attempt_at: number; last_error: string | null };
  accounts: { email: string; role: Role; password_hash: string; created_at: string };
  sessions: { token_hash: string; email: string; created_at: number; last_seen_at: number };
  sign_in_failures: { email_hash: string; at: number };
  lead_notes: { id: string; lead_id: string; author: string; text: string; created_at: string };
  lead_history: { id: Generated<number>; lead_id: string; at: string; actor: string; action: LeadHistoryEntry['action']; from_value: string | null; to_value: string | null };
  audit_log: { id: Generated<number>; at: string; actor: string | null; action: AuditAction; lead_id: string | null; detail: string | null };
  schema_version: { version: number };
}

export interface PgTables extends Omit<Tables, 'leads'> {
  leads: LeadsTable & PgLeadsExtra;
  /** +1/-1 rows per kind and status, summed when read (pgMigrations.ts, step 2). */
  lead_counts: { kind: string; status: LeadStatus; n: number };
}

export type Engine = 'sqlite' | 'postgres';
