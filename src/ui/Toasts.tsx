import { useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { currentTheme, onThemeChange } from './theme';

// What shows a toast comes with the toaster: this module is all the toast code (ui/toast.tsx loads it).
export { toast } from 'sonner';

/**
 * Notification settings. SPEC.md §9 gives several readings; we chose one and test it:
 * auto-close after 4000 ms, at most 3 toasts visible, Alt+T moves focus to them,
 * swipe to dismiss with sonner's own threshold. Colours stay plain (richColors fails contrast).
 */
export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;
export const TOAST_HOTKEY = ['altKey', 'KeyT'];

export function Toasts() {
  // Follows the site's theme (public/head.js), which may differ from the system's.
  const theme = useSyncExternalStore(onThemeChange, currentTheme, () => 'light' as const);
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      hotkey={TOAST_HOTKEY}
      closeButton
      theme={theme}
      // sonner's close button is 20 px: too small to tap; 24 px is the least a finger target may be.
      toastOptions={{ style: { fontSize: '14px' }, classNames: { closeButton: '!h-6 !w-6' } }}
    />
  );
}
