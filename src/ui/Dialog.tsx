import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { cx } from './cx';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  /** Called once the dialog has closed, however it was closed (Escape, backdrop, a button). */
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open,
 * Escape closes it, Tab and Shift+Tab cycle inside it, a click on the backdrop closes it, and focus
 * returns to whatever had it before (or to `data-dialog-return` fallback if that element is gone).
 */
export function Dialog({ open, onClose, labelledBy, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const closed = useRef(onClose);
  closed.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: the state closes at once. The browser gives the opener its focus back as it closes the
    // dialog but fires `close` a task later, and an Enter on the opener in between must reopen it.
    const onCancel = () => flushSync(() => closed.current());
    const onNativeClose = () => {
      // Reopened before this late event arrived: it belongs to the previous opening.
      if (dialog.open) return;
      const target = returnTo.current;
      returnTo.current = null;
      // The opener may have gone (a menu that closed): fall back to a visible stand-in.
      const visible = target?.isConnected && (typeof target.checkVisibility !== 'function' || target.checkVisibility());
      const fallback = document.querySelector<HTMLElement>('[data-dialog-return]');
      (visible ? target : fallback)?.focus();
      // Committed at once, for closes the state did not start (a batched close and reopen would
      // leave it shut with "open" still true).
      flushSync(() => closed.current());
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
    };
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onKeyDown={trapTab}
      // A click on the backdrop lands on the <dialog> itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cx('ns-dialog', className)}
    >
      {children}
    </dialog>
  );
}
