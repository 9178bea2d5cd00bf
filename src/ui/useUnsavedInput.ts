import { useEffect, useRef } from 'react';
import { isLeaveConfirmed, trackUnsavedInput } from '../lib/unsavedInput';

/**
 * Marks a component's input as unsaved while `dirty` is true: the app-update reload asks
 * first, and leaving the page (close, reload, external link) gets the browser's prompt.
 */
export function useUnsavedInput(dirty: boolean): void {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => trackUnsavedInput(() => dirtyRef.current), []);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Asked already (the update's "Reload anyway"): a second prompt would only get in the way.
      if (!isLeaveConfirmed()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
