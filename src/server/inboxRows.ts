import type { InboxLead, LeadStatus } from '../leads/inboxApi';
import { InvalidCursorError } from './inboxStore';

/** A lead's columns as the inbox reads them (search_text stays in the database). */
export const LEAD_COLUMNS = ['id', 'kind', 'created_at', 'received_at', 'name', 'email', 'company', 'message', 'service', 'job', 'link'] as const;
export const INBOX_COLUMNS = [...LEAD_COLUMNS, 'status', 'assignee', 'version', 'updated_at'] as const;
export const INBOX_SELECT = INBOX_COLUMNS.join(', ');

export type InboxRow = Record<(typeof LEAD_COLUMNS)[number], string | null> & {
  status: LeadStatus;
  assignee: string | null;
  version: number;
  updated_at: string;
};

const KEYS: Record<string, string> = { created_at: 'createdAt', received_at: 'receivedAt', updated_at: 'updatedAt' };

/** A row as the API sends it: the visitor's empty optional fields left out, as they were sent. */
export function inboxLead(row: InboxRow): InboxLead {
  const lead: Record<string, unknown> = {};
  for (const column of LEAD_COLUMNS) if (row[column] !== null) lead[KEYS[column] ?? column] = row[column];
  lead.status = row.status;
  lead.assignee = row.assignee;
  lead.version = row.version;
  lead.updatedAt = row.updated_at;
  return lead as unknown as InboxLead;
}

/**
 * Keyset cursors: the sort key of the last row shown, as base64url JSON. Opaque to clients, and
 * read strictly: anything else is an InvalidCursorError (400), never a silent first page.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeLeadCursor(cursor: string): { receivedAt: string; id: string } {
  const key = decode(cursor);
  if (key.length !== 2 || typeof key[0] !== 'string' || typeof key[1] !== 'string') throw new InvalidCursorError('Unreadable cursor.');
  return { receivedAt: key[0], id: key[1] };
}

export function decodeAuditCursor(cursor: string): number {
  const key = decode(cursor);
  if (key.length !== 1 || !Number.isSafeInteger(key[0])) throw new InvalidCursorError('Unreadable cursor.');
  return key[0] as number;
}

function decode(cursor: string): unknown[] {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw new InvalidCursorError('Unreadable cursor.');
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key)) return key;
  } catch {
    // Reported below, as any other unreadable cursor.
  }
  throw new InvalidCursorError('Unreadable cursor.');
}
