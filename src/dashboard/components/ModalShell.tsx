import type { HTMLAttributes, ReactNode, RefObject } from 'react';
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';

interface ModalShellProps {
  open: boolean;
  /** Asked to close (Escape, the backdrop); the owner decides. */
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  initialFocus?: RefObject<HTMLElement | null> | number;
  returnFocus?: RefObject<HTMLElement | null>;
  overlayClassName: string;
  overlayTestId?: string;
  /** The panel's own attributes: its name, id, classes, test id. */
  panel: HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string };
  children: ReactNode;
}

/**
 * What every modal of the dashboard shares (the dialogs and the mobile sidebar): a portal over a
 * scroll-locking backdrop, focus moved in and kept inside, Escape and a backdrop press ask to close,
 * and focus returned afterwards.
 */
export function ModalShell({ open, onClose, role = 'dialog', initialFocus, returnFocus, overlayClassName, overlayTestId, panel, children }: ModalShellProps) {
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const dismiss = useDismiss(context, { outsidePressEvent: 'mousedown' });
  const roleProps = useRole(context, { role });
  const { getFloatingProps } = useInteractions([dismiss, roleProps]);

  if (!open) return null;
  const floating = getFloatingProps(panel);
  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll className={overlayClassName} data-testid={overlayTestId}>
        <FloatingFocusManager context={context} modal initialFocus={initialFocus ?? 0} returnFocus={returnFocus ?? true}>
          {/* The panel's own id wins over floating-ui's generated one: a toggle's aria-controls names it. */}
          <div ref={refs.setFloating} aria-modal="true" {...floating} id={panel.id ?? (floating.id as string | undefined)}>
            {children}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
