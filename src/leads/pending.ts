/**
 * A one-word note in localStorage that the outbox holds queued leads, so an app start can
 * decide without opening IndexedDB (or loading the outbox code) whether anything waits.
 */
export const PENDING_KEY = 'northstar:leads-pending';

export function setPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(PENDING_KEY, '1');
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage blocked: the next form use still sends what is queued.
  }
}
