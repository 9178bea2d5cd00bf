/**
 * What the admin side needs from storage: accounts, sessions, the inbox's queries and changes,
 * the audit log. Every method is async so a second engine (PostgreSQL) can implement the same
 * interface; the SQLite implementation lives on LeadStore (./store.ts).
 * Storage failures throw StorageUnavailableError (./store.ts), like the lead API's.
 */
import type {
  AccountSummary,
  AuditAction,
  AuditEntry,
  InboxLead,
  LeadDetail,
  LeadNote,
  LeadPage,
  LeadPatch,
  LeadStatus,
  NoteInput,
  Role,
  SessionInfo,
} from '../leads/inboxApi';
import type { LeadKind } from '../leads/limits';

export interface Account extends AccountSummary {
  createdAt: string;
}

export interface LeadQuery {
  /** One status; absent: every status but spam. */
  status?: LeadStatus;
  kind?: LeadKind;
  /** Case-insensitive substring of name, email, company or message. */
  q?: string;
  /** nextCursor of the previous page (opaque). An unreadable cursor throws InvalidCursorError. */
  cursor?: string;
  limit: number;
}

export type PatchResult =
  | { result: 'updated'; lead: InboxLead }
  | { result: 'conflict'; lead: InboxLead }
  | { result: 'missing' }
  /** The assignee is not an account. */
  | { result: 'no-such-assignee' };

export type NoteResult =
  | { result: 'created' | 'exists'; note: LeadNote }
  /** The note id is already another note's (other text or another lead): nothing stored. */
  | { result: 'conflict' }
  | { result: 'missing' };

export interface NewAuditEntry {
  actor: string | null;
  action: AuditAction;
  leadId?: string | null;
  detail?: string | null;
}

export class InvalidCursorError extends Error {}
export class AccountExistsError extends Error {}

export interface InboxStore {
  // Accounts (the CLI manages them; passwords are hashed inside, never stored or logged in clear).
  addAccount(email: string, role: Role, password: string): Promise<void>;
  listAccounts(): Promise<Account[]>;
  /** Removes the account and every session of it; false when there was none. */
  removeAccount(email: string): Promise<boolean>;
  /** Sets a new password and revokes every session of the account; false when there is none. */
  setPassword(email: string, password: string): Promise<boolean>;
  /**
   * The account when the password is right, else null. An unknown email costs the same hashing
   * as a wrong password (a dummy hash), so timing does not tell which accounts exist.
   */
  verifyPassword(email: string, password: string): Promise<SessionInfo | null>;

  // Per-account sign-in throttling, kept in storage so every instance sees the same count.
  recordSignInFailure(email: string, at?: number): Promise<void>;
  /** Failures for this email since `sinceMs`, and the time of the oldest of them. */
  signInFailures(email: string, sinceMs: number): Promise<{ count: number; oldest: number | null }>;
  clearSignInFailures(email: string): Promise<void>;

  // Sessions: the token is given to the client once; storage keeps only its SHA-256.
  createSession(email: string, now?: number): Promise<string>;
  /** The session's account, or null when unknown, idle past 12 h or older than 30 days. Refreshes its idle time. */
  sessionFor(token: string, now?: number): Promise<SessionInfo | null>;
  deleteSession(token: string): Promise<void>;

  // The inbox.
  listLeads(query: LeadQuery): Promise<LeadPage>;
  leadDetail(id: string): Promise<LeadDetail | null>;
  updateLead(id: string, patch: LeadPatch, actor: string): Promise<PatchResult>;
  addNote(leadId: string, note: NoteInput, actor: string): Promise<NoteResult>;
  /** Erases the lead, its notes, its history and its webhook queue row; false when there was none. */
  deleteLead(id: string, actor: string): Promise<boolean>;
  /** Erases every lead sent from this address (any letter case); returns how many. */
  eraseByEmail(email: string, actor: string | null): Promise<number>;
  /** Erases leads received more than `days` days before `now`, with one audit entry; returns how many. */
  eraseOlderThan(days: number, now?: number): Promise<number>;
  /** Every lead with its triage, newest first (the admin export). */
  exportLeads(): Promise<InboxLead[]>;
  countNew(): Promise<number>;

  audit(entry: NewAuditEntry): Promise<void>;
  auditLog(query: { cursor?: string; limit: number }): Promise<{ entries: AuditEntry[]; nextCursor: string | null }>;
}
