import type { Kysely } from 'kysely';
import type { Lead } from '../leads/validation';
import type { Engine } from './db/tables';
import type { InboxStore } from './inboxStore';
import type { DueForward, SaveResult, StoredLead } from './store';

type MaybePromise<T> = T | Promise<T>;

/**
 * What the server and the CLI need from the lead database, whichever engine holds it: SQLite's
 * LeadStore (./store.ts, synchronous inside) or Postgres's PgStore (./pgStore.ts). Callers await
 * every answer, so both fit.
 */
export interface LeadStorage extends InboxStore {
  readonly engine: Engine;
  /** The typed query builder over the store's own connection (for features that add their own tables). */
  readonly kysely: Kysely<unknown>;
  save(lead: Lead, receivedAt?: string): MaybePromise<SaveResult>;
  list(since?: string): MaybePromise<StoredLead[]>;
  count(): MaybePromise<number>;
  /**
   * Takes up to `limit` outbox rows that are due and hides them from every other forwarder until
   * `leaseUntil` (ms), so two instances never send the same lead at once.
   */
  dueForwards(now: number, limit?: number, leaseUntil?: number): MaybePromise<DueForward[]>;
  pendingForwards(): MaybePromise<number>;
  forwarded(id: string): MaybePromise<void>;
  forwardFailed(id: string, attempts: number, nextAttemptAt: number, error: string): MaybePromise<void>;
  /** Resolves when the database answers a query; throws StorageUnavailableError when not. */
  ping(): Promise<void>;
  close(): MaybePromise<void>;
}
