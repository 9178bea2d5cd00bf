import type { LeadStorage } from './leadStorage';

/** Outbox rows taken per round. */
const BATCH = 20;

/** Backoff after the n-th failed attempt (n >= 1): base, doubling, capped at 5 minutes. */
export function retryDelay(attempts: number, baseMs = 2000, capMs = 5 * 60_000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Why a delivery failed, for the operator: fetch reports every network failure as a TypeError
 * "fetch failed", and the reason (connect ECONNREFUSED, getaddrinfo ENOTFOUND) is its cause.
 */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return 'network error';
  if (error.cause instanceof Error && error.cause.message) return error.cause.message;
  return error.name === 'TimeoutError' ? 'no answer in time' : error.message || error.name;
}

export interface ForwarderOptions {
  url: string;
  store: () => LeadStorage;
  baseDelayMs?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

/**
 * Forwards stored leads to LEAD_WEBHOOK_URL from the webhook_outbox table. A lead leaves the
 * table only after the receiver answered 2xx, so an outage (or a restart) loses nothing;
 * failures wait 2 s, 4 s, 8 s... up to 5 minutes before the next try.
 */
export function startForwarder(options: ForwarderOptions) {
  const { url, baseDelayMs = 2000, timeoutMs = 10_000 } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  // Logs name the receiver by origin only: webhook URLs often carry a secret token in the path or query.
  const receiver = new URL(url).origin;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;

  async function deliver(): Promise<void> {
    if (running || stopped) return;
    running = true;
    try {
      for (;;) {
        const now = Date.now();
        // Claimed until every one of them could have timed out once: no other instance sends them meanwhile.
        const due = await options.store().dueForwards(now, BATCH, now + BATCH * timeoutMs + 30_000);
        if (due.length === 0) break;
        for (const { lead, attempts } of due) {
          let failure: string | null = null;
          try {
            const response = await fetch(url, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(lead),
              signal: AbortSignal.timeout(timeoutMs),
              // Following a 301/302 would turn the POST into a GET without the lead, which the new
              // address may well answer 200: a redirect is a failure, to be fixed in LEAD_WEBHOOK_URL.
              redirect: 'manual',
            });
            if (!response.ok) failure = response.status >= 300 && response.status < 400 ? `HTTP ${response.status} redirect to ${response.headers.get('location') ?? '?'} (set LEAD_WEBHOOK_URL to that address)` : `HTTP ${response.status}`;
            await response.body?.cancel();
          } catch (error) {
            failure = failureReason(error);
          }
          if (failure === null) await options.store().forwarded(lead.id);
          else {
            const next = attempts + 1;
            const delay = retryDelay(next, baseDelayMs);
            await options.store().forwardFailed(lead.id, next, Date.now() + delay, failure);
            log(`webhook: delivery to ${receiver} failed (${failure}), attempt ${next}; next try in ${delay < 1000 ? `${delay} ms` : `${Math.round(delay / 1000)} s`}`);
          }
          if (stopped) return;
        }
      }
    } catch (error) {
      log(`webhook: ${error instanceof Error ? error.message : 'error'}`);
    } finally {
      running = false;
    }
  }

  // Polls once a second for retries that came due; new leads wake it at once.
  const tick = () => {
    void deliver().finally(() => {
      if (!stopped) timer = setTimeout(tick, 1000);
    });
  };
  tick();

  return {
    wake: () => void deliver(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
