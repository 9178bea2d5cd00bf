import { installPrompt, type InstallPromptEvent } from '../state/install';
import { showToast } from '../ui/toast';

const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;

/** Keeps the browser's install offer so an "Install app" button can open it later. */
export function watchInstallPrompt(notify: typeof showToast = showToast): () => void {
  const offered = (event: Event) => {
    event.preventDefault();
    if (!isStandalone()) installPrompt.value = event as InstallPromptEvent;
  };
  const installed = () => {
    installPrompt.value = null;
    void notify('Northstar Growth is installed. Open it from your home screen.');
  };
  window.addEventListener('beforeinstallprompt', offered);
  window.addEventListener('appinstalled', installed);
  return () => {
    window.removeEventListener('beforeinstallprompt', offered);
    window.removeEventListener('appinstalled', installed);
  };
}
