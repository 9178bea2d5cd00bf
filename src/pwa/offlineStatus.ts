import { signal } from '@preact/signals-react';

/**
 * How far this browser is from using the site offline. 'unknown' until the client has looked
 * (and always in the server render); 'waiting' while the deferred registration has not run yet;
 * 'stopped' when the first download did not finish (e.g. the connection dropped): nothing is saved.
 */
export type OfflineState =
  | { phase: 'unknown' }
  | { phase: 'waiting' }
  | { phase: 'downloading'; done: number; total: number }
  | { phase: 'ready' }
  | { phase: 'stopped' }
  | { phase: 'unsupported' };

export const offlineState = signal<OfflineState>({ phase: 'unknown' });

/** True once the visitor asked ("Make available offline"): the download then reports progress in a toast too. */
export const progressWanted = signal(false);

/** The progress toast's title (its description says "n of total files"). */
export const PROGRESS_MESSAGE = 'Saving the site for offline use';
