import { useLayoutEffect, useState } from 'react';

/**
 * Holds focus while a dialog's code loads after a shortcut: what is typed then goes to `onText`
 * (the dialog's first query), not into the field that had focus. That field gets focus back as
 * this goes, so the dialog returns focus there when it closes. The owner clears the text when its
 * dialog closes.
 */
export function TypingStandIn({ label, onText, onEscape }: { label: string; onText: (text: string) => void; onEscape: () => void }) {
  // Read while rendering, before autoFocus moves focus here.
  const [opener] = useState(() => document.activeElement);
  useLayoutEffect(() => () => (opener as HTMLElement | null)?.focus?.({ preventScroll: true }), [opener]);
  return (
    <input
      aria-label={`${label} (loading)`}
      autoFocus
      className="sr-only"
      onChange={(event) => onText(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Escape' && onEscape()}
    />
  );
}
