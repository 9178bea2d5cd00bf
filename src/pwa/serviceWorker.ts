import { Workbox } from 'workbox-window';
import { showToast } from '../ui/toast';

export const UPDATE_MESSAGE = 'New version available';
export const OFFLINE_READY_MESSAGE = 'Ready to work offline';

interface Deps {
  createWorkbox: (url: string) => Workbox;
  notify: typeof showToast;
  reload: () => void;
}

const defaults: Deps = {
  createWorkbox: (url) => new Workbox(url, { scope: '/' }),
  notify: showToast,
  reload: () => window.location.reload(),
};

/**
 * Registers the Workbox service worker (registerType "prompt").
 * - first install: a toast says the site now works offline;
 * - a new version waiting: a toast offers Reload, which activates it and reloads once,
 *   so a page never mixes assets from two builds.
 */
export async function registerServiceWorker(deps: Partial<Deps> = {}): Promise<Workbox | null> {
  const { createWorkbox, notify, reload } = { ...defaults, ...deps };
  if (!('serviceWorker' in navigator)) return null;
  const wb = createWorkbox('/sw.js');

  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) void notify(OFFLINE_READY_MESSAGE, { description: 'Every page you can reach here now opens without a connection.' });
  });

  wb.addEventListener('waiting', () => {
    void notify(UPDATE_MESSAGE, {
      id: 'sw-update',
      duration: Infinity,
      description: 'Reload to use the latest version of the site.',
      action: {
        label: 'Reload',
        onClick: () => {
          wb.addEventListener('controlling', () => reload());
          wb.messageSkipWaiting();
        },
      },
    });
  });

  await wb.register();
  return wb;
}
