import { LeadStore, StorageUnavailableError, type StoreOptions } from './store';

/**
 * Keeps the server up when the database cannot be opened (missing disk, read-only folder):
 * the API answers 503 and tries to open it again, at most every few seconds.
 */
export class StoreHolder {
  private store: LeadStore | null = null;
  private lastTry = 0;
  lastError: string | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly options: StoreOptions = {},
    private readonly retryMs = 3000,
  ) {}

  get(now = Date.now()): LeadStore {
    if (this.store) return this.store;
    if (this.lastError && now - this.lastTry < this.retryMs) throw new StorageUnavailableError(this.lastError);
    this.lastTry = now;
    try {
      this.store = LeadStore.open(this.dataDir, this.options);
      this.lastError = null;
      return this.store;
    } catch (error) {
      this.lastError = error instanceof StorageUnavailableError ? error.code : 'OPEN_FAILED';
      throw error instanceof StorageUnavailableError ? error : new StorageUnavailableError(this.lastError);
    }
  }

  /**
   * A write failed. Waiting for someone else's lock passes by itself; anything else (a file made
   * read-only, a disk error) drops the connection, so the next request opens the file afresh and
   * the API recovers once the file is writable again, without a restart.
   */
  failed(error: StorageUnavailableError): void {
    if (/^SQLITE_(BUSY|LOCKED)/.test(error.code)) return;
    this.close();
  }

  /** The open store, if any, without trying to open it. */
  current(): LeadStore | null {
    return this.store;
  }

  close(): void {
    this.store?.close();
    this.store = null;
  }
}
