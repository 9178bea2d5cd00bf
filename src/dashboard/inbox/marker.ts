/**
 * A non-personal flag that this browser has an inbox session: set at sign-in, removed at sign-out
 * or on a 401. The sidebar and Overview read it to decide whether to load the inbox code at all,
 * so a signed-out dashboard never downloads TanStack Query. It holds no email and no lead.
 */
const KEY = 'northstar-inbox-session';
const EVENT = 'northstar-inbox-session';

export function hasInboxSession(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setInboxSession(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the marker only saves a download, nothing depends on it.
  }
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` when this tab signs in or out (other tabs: the storage event). */
export function onInboxSessionChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener(EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
