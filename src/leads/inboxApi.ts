/**
 * The admin API's contract (`/api/session`, `/api/admin/*`), shared by the server's routes and the
 * dashboard's inbox: types and limits only, no runtime dependencies, so either side can import it.
 */
import type { Lead } from './validation';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** The list shows every status but this one unless it is asked for by name. */
export const HIDDEN_STATUS: LeadStatus = 'spam';

export const ROLES = ['admin', 'sales'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN_LENGTH = 12;
/** Longer passphrases are refused rather than hashed: scrypt's cost grows with the input. */
export const PASSWORD_MAX_LENGTH = 1024;
export const NOTE_MAX_LENGTH = 5000;
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 50;
export const SEARCH_MAX_LENGTH = 200;

/** GET /api/session, and who is signed in on the dashboard. */
export interface SessionInfo {
  email: string;
  role: Role;
}

/** A lead as the inbox shows it: what the visitor sent, and the agency's triage of it. */
export interface InboxLead extends Lead {
  receivedAt: string;
  status: LeadStatus;
  /** The email of the account the lead is handed to, or null. */
  assignee: string | null;
  /** Raised by every PATCH; a PATCH naming an older version gets 409 with the current lead. */
  version: number;
  updatedAt: string;
}

export interface LeadNote {
  id: string;
  text: string;
  author: string;
  createdAt: string;
}

/** One change to a lead, for its history (never the content of a note). */
export interface LeadHistoryEntry {
  at: string;
  actor: string;
  action: 'status' | 'assignee' | 'note';
  from: string | null;
  to: string | null;
}

/** GET /api/admin/leads/:id */
export interface LeadDetail extends InboxLead {
  notes: LeadNote[];
  history: LeadHistoryEntry[];
}

/** GET /api/admin/leads?status=&kind=&q=&cursor=&limit= (counts follow kind and q, not status). */
export interface LeadPage {
  leads: InboxLead[];
  nextCursor: string | null;
  counts: Record<LeadStatus, number>;
}

/** PATCH /api/admin/leads/:id */
export interface LeadPatch {
  status?: LeadStatus;
  assignee?: string | null;
  version: number;
}

/** POST /api/admin/leads/:id/notes: the id is the client's, so a resend stores the note once. */
export interface NoteInput {
  id: string;
  text: string;
}

/** GET /api/admin/users: the accounts a lead can be handed to. */
export interface AccountSummary {
  email: string;
  role: Role;
}

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'status',
  'assignee',
  'note',
  'delete',
  'erase',
  'export',
  'retention',
  'user-add',
  'user-remove',
  'password',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/admin/audit: who did what and when; never a lead's content. */
export interface AuditEntry {
  id: number;
  at: string;
  /** The account's email, or null for the server itself (retention) or an unknown sign-in. */
  actor: string | null;
  action: AuditAction;
  leadId: string | null;
  /** A status name, a count: never what a lead or note says. */
  detail: string | null;
}

/** Every error the API answers with. 409 on PATCH adds `lead`, the current version. */
export interface ApiError {
  error: string;
  errors?: Record<string, string>;
  lead?: InboxLead;
}
