import { Suspense } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import type { DialogProps } from './ModalDialog';

// floating-ui (focus trap, dismissal) is a large library: it loads when a dialog first opens.
const ModalDialog = lazyRetry(() => import('./ModalDialog'));

/** A modal dialog (see ModalDialog.tsx); renders nothing, and loads nothing, while closed. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
