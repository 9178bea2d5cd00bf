/**
 * JSON kept for this tab (sessionStorage), for text typed and not yet saved. Storage refused
 * (private mode, full) reads as nothing and keeps nothing: the browser's leave prompt still guards the text.
 */
export function readTabValue(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; null forgets it. */
export function keepTabValue(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing kept.
  }
}
