import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** May be async; the dialog stays open (and shows the error) if it throws. */
  onConfirm: () => unknown;
  onCancel: () => void;
  danger?: boolean;
  /** Where focus goes on closing, read then (default: what opened the dialog). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Asks before something that changes data; Cancel has the focus, so Enter never destroys by accident. */
export function ConfirmDialog({ open, title, body, confirmLabel, onConfirm, onCancel, danger, returnFocus }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      await onConfirm();
    } catch (e) {
      setError(`That did not work: ${e instanceof Error ? e.message : String(e)}. Nothing was changed.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onCancel} title={title} size="sm" role="alertdialog" initialFocus={cancelRef} returnFocus={returnFocus}>
      <div className="text-slate-700 [overflow-wrap:anywhere]">{body}</div>
      {error && (
        <p role="alert" className="m-0 mt-3 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button ref={cancelRef} type="button" className="btn-secondary btn-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" onClick={confirm} disabled={busy} className={danger ? 'btn btn-sm bg-rose-700 text-white hover:bg-rose-800' : 'btn-primary btn-sm'}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
