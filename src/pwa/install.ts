import { signal } from '@preact/signals-react';
import { showToast } from '../ui/toast';
import { isStandalone } from './displayMode';

/** The subset of the non-standard BeforeInstallPromptEvent we use. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Set while the browser offers installation; null when it does not (or the app is installed). */
export const installPrompt = signal<InstallPromptEvent | null>(null);

/** Keeps the browser's install offer so an "Install app" button can open it later. */
export function watchInstallPrompt(notify: typeof showToast = showToast): () => void {
  const offered = (event: Event) => {
    event.preventDefault();
    if (!isStandalone()) installPrompt.value = event as InstallPromptEvent;
  };
  const installed = () => {
    installPrompt.value = null;
    // An installed app should keep its offline copy and data.
    void import('./storage').then((storage) => storage.requestPersistentStorage());
    void notify('Northstar Growth is installed. Open it from your home screen.');
  };
  window.addEventListener('beforeinstallprompt', offered);
  window.addEventListener('appinstalled', installed);
  return () => {
    window.removeEventListener('beforeinstallprompt', offered);
    window.removeEventListener('appinstalled', installed);
  };
}
