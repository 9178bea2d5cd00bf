import type { LeadLock } from './leadLock';
import type { LeadKind } from './limits';
import { backoffMs, newRecord, toLead, type OutboxRecord, type OutboxStore, type WaitingRecord } from './outbox';
import type { FieldErrors, LeadFields } from './validation';

/** What one try at sending said. */
export type SendOutcome =
  | { outcome: 'sent' }
  | { outcome: 'refused'; errors: FieldErrors }
  /** `waitMs`: how long the server asked every send to wait (its Retry-After). */
  | { outcome: 'retry'; reason: string; waitMs?: number };

/** What a Discard did: removed the lead, found the server had it by then, or found it gone (another tab sent or discarded it). */
export type DiscardOutcome = 'discarded' | 'sent' | 'gone';

/** What a form shows after submitting. */
export type SubmitResult =
  | { state: 'sent'; record: OutboxRecord }
  | { state: 'queued'; record: OutboxRecord }
  | { state: 'refused'; record: OutboxRecord; errors: FieldErrors }
  /** Neither sent nor saved (no on-device storage and no connection): the form keeps the text. */
  | { state: 'failed'; reason: string };

export interface DeliveryOptions {
  store: OutboxStore | null;
  endpoint: string;
  fetch?: typeof fetch;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Holds a lead while it is sent or discarded (src/leads/leadLock.ts); without one, this Delivery's own bookkeeping only. */
  lock?: LeadLock;
  /** Called after any record changed (the dashboard and the pending flag listen). */
  onChange?: (records: OutboxRecord[]) => void;
  /** Called when a flush sent leads whose first try had failed: the form that saved them said so, and can now say they went. */
  onDelivered?: (records: OutboxRecord[]) => void;
  /** Called when a flush found the server refusing leads whose first try had failed: the form that saved them said they would be sent. */
  onRefused?: (records: OutboxRecord[]) => void;
}

const isErrors = (value: unknown): value is FieldErrors =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/** A Retry-After header (seconds, or an HTTP date) in ms from now, at most the backoff's cap; undefined without one. */
function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim() ?? '';
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return ms > 0 ? Math.min(ms, backoffMs(Infinity)) : undefined;
}

/** Posts one lead. 200/201 sent; 400, 413, 415 refused (sending again would not help); anything else retried. */
export async function postLead(record: OutboxRecord, endpoint: string, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(toLead(record)),
      credentials: 'omit',
    });
  } catch {
    return { outcome: 'retry', reason: 'No connection to the server.' };
  }
  if (response.status === 200 || response.status === 201) return { outcome: 'sent' };
  if ([400, 413, 415].includes(response.status)) {
    const body = (await response.json().catch(() => null)) as { errors?: unknown; error?: unknown } | null;
    if (isErrors(body?.errors)) return { outcome: 'refused', errors: body.errors };
    return { outcome: 'refused', errors: { form: typeof body?.error === 'string' ? body.error : `The server refused it (HTTP ${response.status}).` } };
  }
  if (response.status === 503) return { outcome: 'retry', reason: 'The server cannot store leads right now.', waitMs: retryAfterMs(response) };
  if (response.status === 429) return { outcome: 'retry', reason: 'The server asked to slow down.', waitMs: retryAfterMs(response) };
  return { outcome: 'retry', reason: `The server answered HTTP ${response.status}.` };
}

/**
 * Sends what is in the outbox, exactly once per lead as far as the server is concerned (it
 * stores an id once). Queued leads go out on submit, on `online`, on app start, and when their
 * backoff (2 s doubling, capped at 5 min) runs out.
 */
export class Delivery {
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly lock: LeadLock;
  private readonly inFlight = new Map<string, Promise<OutboxRecord>>();
  /** Leads a Discard is removing: no try starts for them meanwhile. */
  private readonly discarding = new Set<string>();
  private timer: unknown = null;
  private flushing: Promise<void> | null = null;
  /** The server asked for a pause (Retry-After on a 429 or 503): no flush sends before this time. */
  private heldUntil = 0;

  constructor(private readonly options: DeliveryOptions) {
    this.fetch = options.fetch ?? ((...args) => fetch(...args));
    this.now = options.now ?? Date.now;
    this.lock = options.lock ?? ((_id, work) => work());
  }

  /** Saves a lead on the device first, then tries to send it. */
  async submit(kind: LeadKind, fields: LeadFields): Promise<SubmitResult> {
    const record = newRecord(kind, fields, this.now());
    const { store } = this.options;
    let saved = false;
    if (store) {
      try {
        await store.put(record);
        saved = true;
      } catch {
        // Storage refused (private mode, quota): try to send at once, without a safety net.
      }
    }
    if (!saved) {
      const outcome = await postLead(record, this.options.endpoint, this.fetch);
      if (outcome.outcome === 'sent') return { state: 'sent', record: { ...record, state: 'sent', sentAt: new Date(this.now()).toISOString() } };
      if (outcome.outcome === 'refused') return { state: 'refused', record: { ...record, state: 'refused', errors: outcome.errors }, errors: outcome.errors };
      return { state: 'failed', reason: outcome.reason };
    }
    const after = await this.attempt(record);
    if (after.state === 'queued') await this.schedule();
    if (after.state === 'refused') return { state: 'refused', record: after, errors: after.errors ?? {} };
    return { state: after.state, record: after };
  }

  /** One try for one record; concurrent calls for the same id share the try. */
  attempt(record: OutboxRecord): Promise<OutboxRecord> {
    const running = this.inFlight.get(record.id);
    if (running) return running;
    const work = this.lock(record.id, () => this.tryOnce(record)).finally(() => this.inFlight.delete(record.id));
    this.inFlight.set(record.id, work);
    return work;
  }

  private async tryOnce(record: OutboxRecord): Promise<OutboxRecord> {
    // A flush works from a list read earlier: a lead discarded (or sent by another tab or the
    // service worker) since then stays unsent.
    const before = await this.options.store?.get(record.id);
    if (this.discarding.has(record.id) || (this.options.store && before?.state !== 'queued')) return before ?? record;
    const outcome = await postLead(record, this.options.endpoint, this.fetch);
    const now = this.now();
    let next: OutboxRecord;
    if (outcome.outcome === 'sent') next = { ...record, state: 'sent', sentAt: new Date(now).toISOString(), lastError: undefined };
    else if (outcome.outcome === 'refused') next = { ...record, state: 'refused', errors: outcome.errors, lastError: undefined };
    else {
      const attempts = record.attempts + 1;
      if (outcome.waitMs) this.heldUntil = Math.max(this.heldUntil, now + outcome.waitMs);
      next = { ...record, state: 'queued', attempts, nextAttemptAt: now + Math.max(backoffMs(attempts), outcome.waitMs ?? 0), lastError: outcome.reason };
    }
    const { store } = this.options;
    if (store) {
      // Another tab may have discarded or sent it meanwhile: never resurrect or downgrade it.
      const current = await store.get(record.id);
      if (!current) return next;
      // Once the server has it, the device's copy goes (as the privacy page says): only what still
      // needs the visitor (queued, refused) stays on the device.
      if (current.state !== 'queued') next = current;
      else if (next.state === 'sent') await store.delete(record.id);
      else await store.put(next);
    }
    await this.changed();
    return next;
  }

  /** Sends queued leads: all of them when `force` (online, app start, Retry), else those due. */
  flush(force = false): Promise<void> {
    this.flushing ??= this.runFlush(force).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async runFlush(force: boolean): Promise<void> {
    const { store } = this.options;
    if (!store) return;
    const queued = (await store.all()).filter((r) => r.state === 'queued').sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const delivered: OutboxRecord[] = [];
    const refused: OutboxRecord[] = [];
    for (const record of queued) {
      // The server said when it takes leads again, for all of them: even a forced flush (online) waits.
      if (this.heldUntil > this.now()) break;
      if (!force && record.nextAttemptAt > this.now()) continue;
      const after = await this.attempt(record);
      // A lead on its first try is its form's own submit, which reports the outcome itself.
      if (after.state === 'sent' && record.attempts > 0) delivered.push(after);
      if (after.state === 'refused' && record.attempts > 0) refused.push(after);
      // Still unreachable: the rest would fail the same way; their turn comes with the timer.
      if (after.state === 'queued' && !force) break;
    }
    if (delivered.length > 0) this.options.onDelivered?.(delivered);
    if (refused.length > 0) this.options.onRefused?.(refused);
    await this.schedule();
  }

  /** Sends one queued lead now (the dashboard's Retry). */
  async retry(id: string): Promise<OutboxRecord | undefined> {
    const record = await this.options.store?.get(id);
    if (!record || record.state !== 'queued') return record;
    const after = await this.attempt(record);
    await this.schedule();
    return after;
  }

  /**
   * Removes a queued or refused lead from this device without sending it (the dashboard's Discard).
   * `forgetCopies` removes other copies first (the service worker's replay queue), so that once the
   * lead is gone from the outbox, and from the screen, nothing can send it any more.
   */
  async discard(id: string, forgetCopies?: () => Promise<void>): Promise<DiscardOutcome> {
    const { store } = this.options;
    this.discarding.add(id);
    let outcome: DiscardOutcome;
    try {
      // A send already on its way cannot be called back: wait for it (this page's, then, by the
      // lead's lock, another tab's or the service worker's); if the server took it, it is not discarded.
      const sending = await this.inFlight.get(id);
      outcome = await this.lock(id, async (): Promise<DiscardOutcome> => {
        const record = await store?.get(id);
        if (sending?.state === 'sent' || record?.state === 'sent') return 'sent';
        if (!store || !record) return 'gone';
        await forgetCopies?.();
        await store.delete(id);
        return 'discarded';
      });
    } finally {
      this.discarding.delete(id);
    }
    if (outcome === 'discarded') await this.changed();
    return outcome;
  }

  /** What waits on this device, newest first. */
  async records(): Promise<WaitingRecord[]> {
    const { store } = this.options;
    const all = (await store?.all()) ?? [];
    // Earlier versions kept sent leads on the device: remove those copies now.
    for (const r of all) if (r.state === 'sent') await store?.delete(r.id);
    return all.filter((r): r is WaitingRecord => r.state !== 'sent').sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** One timer, for the earliest queued lead's next try. */
  async schedule(): Promise<void> {
    const { store, setTimer = setTimeout, clearTimer = (h: unknown) => clearTimeout(h as number) } = this.options;
    if (this.timer !== null) clearTimer(this.timer);
    this.timer = null;
    if (!store) return;
    const queued = (await store.all()).filter((r) => r.state === 'queued');
    if (queued.length === 0) return;
    const due = Math.max(this.heldUntil, Math.min(...queued.map((r) => r.nextAttemptAt)));
    this.timer = setTimer(() => {
      this.timer = null;
      void this.flush();
    }, Math.max(0, due - this.now()));
  }

  private async changed(): Promise<void> {
    this.options.onChange?.(await this.records());
  }
}
