import type { LeadKind } from './limits';
import type { FieldErrors, Lead, LeadFields } from './validation';

/**
 * The on-device outbox: every lead is written here before it is sent, so nothing typed is lost
 * when the network or the server is not there. The store is injected (IndexedDB in the browser,
 * a Map in tests).
 */
export type OutboxState = 'queued' | 'sent' | 'refused';

export interface OutboxRecord {
  /** crypto.randomUUID(); the server's idempotency key. */
  id: string;
  kind: LeadKind;
  fields: LeadFields;
  /** When the visitor submitted it (ISO 8601). */
  createdAt: string;
  state: OutboxState;
  /** Failed sends so far (network, 5xx, 429). */
  attempts: number;
  /** Earliest next automatic try (epoch ms); only meaningful while queued. */
  nextAttemptAt: number;
  /** Why the last try failed, in words. */
  lastError?: string;
  /** The server's reasons, when it refused the lead. */
  errors?: FieldErrors;
  /** When the server accepted it (ISO 8601). */
  sentAt?: string;
}

/** A lead still on the device: not yet sent, or refused (a sent lead's copy is deleted). */
export type WaitingRecord = OutboxRecord & { state: Exclude<OutboxState, 'sent'> };

export interface OutboxStore {
  put(record: OutboxRecord): Promise<void>;
  get(id: string): Promise<OutboxRecord | undefined>;
  all(): Promise<OutboxRecord[]>;
  delete(id: string): Promise<void>;
}

export function newRecord(kind: LeadKind, fields: LeadFields, now: number, id: string = crypto.randomUUID()): OutboxRecord {
  return { id, kind, fields, createdAt: new Date(now).toISOString(), state: 'queued', attempts: 0, nextAttemptAt: now };
}

/** The JSON body the API takes for a record. */
export function toLead(record: OutboxRecord): Lead {
  return { id: record.id, kind: record.kind, createdAt: record.createdAt, ...record.fields };
}

/** Delay after the n-th failed try (n >= 1): 2 s, doubling, never more than 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5 * 60_000, 2000 * 2 ** Math.max(0, attempts - 1));
}

/** A store in memory: for tests, and the fallback when IndexedDB cannot be opened. */
export function memoryStore(): OutboxStore {
  const records = new Map<string, OutboxRecord>();
  return {
    put: async (r) => void records.set(r.id, structuredClone(r)),
    get: async (id) => (records.has(id) ? structuredClone(records.get(id)) : undefined),
    all: async () => [...records.values()].map((r) => structuredClone(r)),
    delete: async (id) => void records.delete(id),
  };
}
