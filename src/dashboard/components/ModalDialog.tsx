import { useId, type ReactNode, type RefObject } from 'react';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { ModalShell } from './ModalShell';

export interface DialogProps {
  open: boolean;
  /** Asked to close (Escape, the backdrop, the close button); the owner decides. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing, read then (default: what opened the dialog). */
  returnFocus?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
  testId?: string;
}

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-2xl' };

/**
 * A modal dialog: focus moves in and stays inside, Escape and the backdrop ask to close,
 * and focus goes back to what opened it. Loaded through Dialog.tsx on first use.
 */
export default function ModalDialog({ open, onClose, title, description, children, initialFocus, returnFocus, size = 'md', role = 'dialog', testId }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalShell
      open={open}
      onClose={onClose}
      role={role}
      initialFocus={initialFocus}
      returnFocus={returnFocus}
      overlayClassName="z-50 grid place-items-center overflow-y-auto bg-slate-950/55 p-3 sm:p-6"
      panel={{
        'aria-labelledby': titleId,
        'aria-describedby': description ? descriptionId : undefined,
        'data-testid': testId,
        className: cx('relative w-full min-w-0 rounded-2xl bg-white p-5 shadow-2xl sm:p-6', widths[size]),
      }}
    >
      <div className="mb-4 flex items-start justify-between gap-4 pr-8">
        <div className="min-w-0">
          <h2 id={titleId} className="m-0 break-words text-xl font-bold text-ink [overflow-wrap:anywhere]">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="m-0 mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">
              {description}
            </p>
          )}
        </div>
      </div>
      {children}
      {/* Last in the tab order, so focus starts on the dialog's content. */}
      <button
        type="button"
        aria-label="Close"
        onClick={onClose}
        className="focus-ring absolute right-3 top-3 inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-lg border-0 bg-transparent text-slate-600 hover:(bg-slate-100 text-ink)"
      >
        <Icon name="i-lucide-x" className="h-5 w-5" />
      </button>
    </ModalShell>
  );
}
