/**
 * Back and Forward within the app change the page without the browser's leave prompt. Chromium
 * calls a window's listeners in the order they were added (capture or not), so the client entry
 * adds this one before the router adds its own: a feature's `current` handler can stop a pop the
 * router must not see.
 */
export const popGuard: { current: ((event: PopStateEvent) => void) | null } = { current: null };

export const installPopGuard = () => addEventListener('popstate', (event) => popGuard.current?.(event));
