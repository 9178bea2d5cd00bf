import { Workbox } from 'workbox-window';
import { confirmLeave, hasUnsavedInput } from '../lib/unsavedInput';
import { showToast } from '../ui/toast';
import { offlineState, PROGRESS_MESSAGE, progressWanted } from './offlineStatus';
import { trackPrecache } from './precacheProgress';

export const UPDATE_MESSAGE = 'New version available';
export const UNSAVED_UPDATE_MESSAGE = 'Reload and lose what you typed?';
export const OFFLINE_READY_MESSAGE = 'The whole site and dashboard now work offline';
export { PROGRESS_MESSAGE };
/** How often an open tab asks for a new release (only while online). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface Deps {
  createWorkbox: (url: string) => Workbox;
  notify: typeof showToast;
  reload: () => void;
  hasUnsavedInput: () => boolean;
  trackPrecache: typeof trackPrecache;
}

const defaults: Deps = {
  createWorkbox: (url) => new Workbox(url, { scope: '/' }),
  notify: showToast,
  reload: () => window.location.reload(),
  hasUnsavedInput,
  trackPrecache,
};

/** Asks for a new release every hour while online; a check missed offline runs on reconnecting. */
function checkForUpdatesHourly(wb: Workbox): void {
  let missed = false;
  setInterval(() => {
    if (navigator.onLine) void wb.update();
    else missed = true;
  }, UPDATE_CHECK_MS);
  window.addEventListener('online', () => {
    if (!missed) return;
    missed = false;
    void wb.update();
  });
}

/**
 * Registers the Workbox service worker (registerType "prompt").
 * - first install: progress (files stored of total) while the precache downloads, then a toast
 *   that the whole site works offline;
 * - a new version waiting: a toast offers Reload, which activates it and reloads once, so a page
 *   never mixes assets from two builds; while a form holds unsaved input it asks first.
 */
export async function registerServiceWorker(deps: Partial<Deps> = {}): Promise<Workbox | null> {
  const d = { ...defaults, ...deps };
  if (!('serviceWorker' in navigator)) {
    offlineState.value = { phase: 'unsupported' };
    return null;
  }
  const wb = d.createWorkbox('/sw.js');
  const firstInstall = !navigator.serviceWorker.controller;
  let stopTracking = () => {};

  if (firstInstall) {
    // Progress goes into the toast only when the visitor asked; the controls always show it.
    // In tenths, so a screen reader hears the toast's live region a few times, not 140.
    let shownStep = -1;
    const progressToast = (done: number, total: number) => {
      const step = Math.floor((done / total) * 10);
      if (!progressWanted.value || step === shownStep) return;
      shownStep = step;
      void d.notify(PROGRESS_MESSAGE, { id: 'offline', duration: Infinity, description: `${done} of ${total} files` });
    };
    stopTracking = d.trackPrecache(progressToast);
  }

  wb.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    stopTracking();
    offlineState.value = { phase: 'ready' };
    void d.notify(OFFLINE_READY_MESSAGE, {
      id: 'offline',
      duration: 6000,
      description: 'Every page opens without a connection. Forms you send offline are kept on this device and sent when you are back online.',
    });
  });

  let offers = 0;
  const offerUpdate = () => {
    const activate = () => {
      wb.addEventListener('controlling', () => d.reload());
      wb.messageSkipWaiting();
    };
    // Each toast gets a fresh id: sonner removes a toast after its button runs.
    void d.notify(UPDATE_MESSAGE, {
      id: `sw-update-${++offers}`,
      duration: Infinity,
      description: 'Reload to use the latest version of the site.',
      action: {
        label: 'Reload',
        onClick: () => {
          if (!d.hasUnsavedInput()) return activate();
          void d.notify(UNSAVED_UPDATE_MESSAGE, {
            id: `sw-update-${++offers}`,
            duration: Infinity,
            description: 'A form on this page holds input that is not saved yet. Reloading now would lose it.',
            action: {
              label: 'Reload anyway',
              onClick: () => {
                confirmLeave();
                activate();
              },
            },
            cancel: { label: 'Keep editing', onClick: offerUpdate },
          });
        },
      },
    });
  };
  wb.addEventListener('waiting', offerUpdate);

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await wb.register();
  } catch (error) {
    stopTracking();
    offlineState.value = { phase: 'unsupported' };
    throw error;
  }
  // Already installed (a worker controls the page, or an active one skipped by a hard reload).
  if (registration?.active && (!firstInstall || !registration.installing)) {
    stopTracking();
    offlineState.value = { phase: 'ready' };
  }
  checkForUpdatesHourly(wb);
  return wb;
}
