import { signal } from '@preact/signals-react';

/**
 * Search dialog state: closed | open (with the text it opened with). The dialog module loads on
 * the first open; `searchRequested` stays true afterwards so it is not loaded twice.
 */
export const searchOpen = signal(false);
export const searchRequested = signal(false);
/** Text typed into a header search field before the dialog took over. */
export const searchSeed = signal('');

export function openSearch(seed = ''): void {
  searchSeed.value = seed;
  searchRequested.value = true;
  searchOpen.value = true;
}

export function closeSearch(): void {
  searchOpen.value = false;
}
