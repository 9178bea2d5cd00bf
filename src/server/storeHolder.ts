import type { PostgresSettings } from './db/open';
import type { Engine } from './db/tables';
import type { LeadStorage } from './leadStorage';
import { PgStore } from './pgStore';
import { LeadStore, StorageUnavailableError, type StoreOptions } from './store';

/** Where the lead database is: a SQLite folder (DATA_DIR), or a PostgreSQL server (DATABASE_URL). */
export type StoreSource = { dataDir: string; postgres?: PostgresSettings | null };

/**
 * Keeps the server up when the database cannot be opened (missing disk, read-only folder, a
 * Postgres server that does not answer): the API answers 503 and tries again, at most every few
 * seconds. SQLite opens synchronously on a request; Postgres connects and migrates in the
 * background, and once open its pool replaces lost connections by itself.
 */
export class StoreHolder {
  private store: LeadStorage | null = null;
  private opening: Promise<void> | null = null;
  private lastTry = 0;
  lastError: string | null = null;
  private readonly source: StoreSource;

  constructor(
    source: StoreSource | string,
    private readonly options: StoreOptions = {},
    private readonly retryMs = 3000,
  ) {
    this.source = typeof source === 'string' ? { dataDir: source } : source;
  }

  get engine(): Engine {
    return this.source.postgres ? 'postgres' : 'sqlite';
  }

  get(now = Date.now()): LeadStorage {
    if (this.store) return this.store;
    if (this.lastError && now - this.lastTry < this.retryMs) throw new StorageUnavailableError(this.lastError);
    const postgres = this.source.postgres;
    if (postgres) {
      if (!this.opening) {
        this.lastTry = now;
        this.opening = this.openPostgres(postgres);
      }
      throw new StorageUnavailableError(this.lastError ?? 'PG_CONNECTING');
    }
    this.lastTry = now;
    try {
      this.store = LeadStore.open(this.source.dataDir, this.options);
      this.lastError = null;
      return this.store;
    } catch (error) {
      this.lastError = error instanceof StorageUnavailableError ? error.code : 'OPEN_FAILED';
      throw error instanceof StorageUnavailableError ? error : new StorageUnavailableError(this.lastError);
    }
  }

  /** Tries to open the store now and waits for the answer (at start, so the first request finds it open). */
  async open(): Promise<LeadStorage> {
    try {
      return this.get();
    } catch (error) {
      if (!this.opening) throw error;
      await this.opening;
      return this.get();
    }
  }

  private async openPostgres(settings: PostgresSettings): Promise<void> {
    try {
      this.store = await PgStore.open(settings, { forward: this.options.forward });
      this.lastError = null;
    } catch (error) {
      this.lastError = error instanceof StorageUnavailableError ? error.code : 'OPEN_FAILED';
      this.lastTry = Date.now();
    } finally {
      this.opening = null;
    }
  }

  /**
   * A write failed. Waiting for someone else's lock passes by itself; anything else (a file made
   * read-only, a disk error) drops the connection, so the next request opens the file afresh and
   * the API recovers once the file is writable again, without a restart. A Postgres pool drops
   * broken connections itself and reconnects on the next query.
   */
  failed(error: StorageUnavailableError): void {
    if (this.source.postgres) return;
    if (/^SQLITE_(BUSY|LOCKED)/.test(error.code)) return;
    void this.close();
  }

  /** The open store, if any, without trying to open it. */
  current(): LeadStorage | null {
    return this.store;
  }

  async close(): Promise<void> {
    // A connection still being opened is let finish, then closed too.
    if (this.opening) await this.opening;
    const store = this.store;
    this.store = null;
    await store?.close();
  }
}
