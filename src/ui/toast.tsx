/**
 * Shows a toast. sonner and its <Toaster> load on first use, in their own React root,
 * so no page pays for them up front and prerendered markup never contains them.
 */
export interface ToastOptions {
  id?: string;
  description?: string;
  /** Milliseconds; Infinity keeps the toast until it is acted on or dismissed. */
  duration?: number;
  action?: { label: string; onClick: () => void };
  /** A second, dismissing button (e.g. "Keep editing"). */
  cancel?: { label: string; onClick: () => void };
}

import { createRoot } from 'react-dom/client';

type ToastCode = typeof import('./Toasts');
let ready: Promise<ToastCode> | null = null;

function mountToaster(): Promise<ToastCode> {
  ready ??= import('./Toasts').then((code) => {
    const host = document.createElement('div');
    host.id = 'toasts';
    document.body.append(host);
    createRoot(host).render(<code.Toasts />);
    return code;
  });
  // Its code could not load (offline before the site was saved): the next toast tries again.
  ready.catch(() => (ready = null));
  return ready;
}

export async function showToast(message: string, options: ToastOptions = {}): Promise<void> {
  const { toast } = await mountToaster();
  toast(message, options);
}
