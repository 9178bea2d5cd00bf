import { useSyncExternalStore } from 'react';
import { hasInboxSession, onInboxSessionChange } from './marker';

/** Whether this browser has an inbox session marker; false while prerendering. */
export function useInboxSessionMarker(): boolean {
  return useSyncExternalStore(onInboxSessionChange, hasInboxSession, () => false);
}
