import { Workbox } from 'workbox-window';
import { confirmLeave, hasUnsavedInput } from '../lib/unsavedInput';
import { showToast } from '../ui/toast';
import { offlineState, PROGRESS_MESSAGE, progressWanted } from './offlineStatus';
import { trackPrecache } from './precacheProgress';

export const UPDATE_MESSAGE = 'New version available';
export const UNSAVED_UPDATE_MESSAGE = 'Reload with a form half filled?';
export const OFFLINE_READY_MESSAGE = 'The whole site and dashboard now work offline';
export const UPDATED_ELSEWHERE_MESSAGE = 'New version started in another tab';
export const SAVING_STOPPED_MESSAGE = 'Saving for offline use stopped';
export { PROGRESS_MESSAGE };
/** How often an open tab asks for a new release (only while online). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface Deps {
  createWorkbox: (url: string) => Workbox;
  notify: typeof showToast;
  reload: () => void;
  hasUnsavedInput: () => boolean;
  trackPrecache: typeof trackPrecache;
  /** The first install failed (its worker became redundant): registering again is up to the caller. */
  onInstallFailed: () => void;
}

const defaults: Deps = {
  createWorkbox: (url) => new Workbox(url, { scope: '/' }),
  notify: showToast,
  reload: () => window.location.reload(),
  hasUnsavedInput,
  trackPrecache,
  onInstallFailed: () => {},
};

/** Asks for a new release every hour while online; a check missed offline runs on reconnecting. Returns its stop. */
function checkForUpdatesHourly(wb: Workbox): () => void {
  let missed = false;
  const timer = setInterval(() => {
    if (navigator.onLine) void wb.update();
    else missed = true;
  }, UPDATE_CHECK_MS);
  const onOnline = () => {
    if (!missed) return;
    missed = false;
    void wb.update();
  };
  window.addEventListener('online', onOnline);
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', onOnline);
  };
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

  let saved = false;
  let dropped = false; // this registration failed and is gone: a retry makes a new one
  let registration: ServiceWorkerRegistration | undefined;
  let stopChecks = () => {};

  wb.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    saved = true;
    stopTracking();
    offlineState.value = { phase: 'ready' };
    void d.notify(OFFLINE_READY_MESSAGE, {
      id: 'offline',
      duration: 6000,
      description: 'Every page opens without a connection. Forms you send offline are kept on this device and sent when you are back online.',
    });
  });

  // Saving stopped, e.g. the connection dropped mid-download (the browser then drops the worker and
  // its registration) or before the worker's script loaded: progress stops, the button comes back.
  const savingStopped = () => {
    stopTracking();
    stopChecks();
    offlineState.value = { phase: 'stopped' };
    if (progressWanted.value) {
      void d.notify(SAVING_STOPPED_MESSAGE, {
        id: 'offline',
        duration: Infinity,
        description: navigator.onLine
          ? 'Not every file could be saved. Press "Make available offline" to try again.'
          : 'It needs a connection. It starts again once you are back online.',
      });
    }
  };
  wb.addEventListener('redundant', () => {
    // A failed update leaves the active worker (and the offline copy) in place: only a first install counts.
    if (!firstInstall || saved || registration?.active) return;
    dropped = true;
    savingStopped();
    d.onInstallFailed();
  });

  let offers = 0;
  let reloadWhenControlled = false;
  // Another tab may have activated the new version already: nothing waits any more and this page
  // is (or is about to be) controlled by it, so it reloads at once.
  const activate = () => {
    if (!registration?.waiting) return d.reload();
    reloadWhenControlled = true;
    wb.messageSkipWaiting();
  };
  const offerUpdate = (message = UPDATE_MESSAGE, description = 'Reload to use the latest version of the site.', id = `sw-update-${++offers}`) => {
    // Each offer gets a fresh id (sonner removes a toast after its button runs); the notice that
    // another tab started the new version takes the current offer's place.
    void d.notify(message, {
      id,
      duration: Infinity,
      description,
      action: {
        label: 'Reload',
        onClick: () => {
          if (!d.hasUnsavedInput()) return activate();
          void d.notify(UNSAVED_UPDATE_MESSAGE, {
            id: `sw-update-${++offers}`,
            duration: Infinity,
            // Every form that counts as unsaved keeps a tab draft (lead forms, dashboard forms, Settings).
            description: 'This tab keeps a copy of what you typed and puts it back after the reload, unless this browser refuses to store it.',
            action: {
              label: 'Reload anyway',
              onClick: () => {
                confirmLeave();
                activate();
              },
            },
            cancel: { label: 'Keep editing', onClick: () => offerUpdate() },
          });
        },
      },
    });
  };
  wb.addEventListener('waiting', () => offerUpdate());

  let controlled = !firstInstall;
  wb.addEventListener('controlling', () => {
    if (dropped) return;
    if (reloadWhenControlled) return d.reload();
    // The first install taking control (clientsClaim) changes nothing this page runs.
    if (!controlled) {
      controlled = true;
      return;
    }
    // Another tab activated a new version: this page still runs the old build, whose files the new
    // worker no longer serves. Its toast (in place of "New version available") says so; no reload
    // over the visitor's head.
    offerUpdate(UPDATED_ELSEWHERE_MESSAGE, 'Reload this page to use it. Until then, parts of this page may not load.', `sw-update-${offers || ++offers}`);
  });

  try {
    registration = await wb.register();
  } catch (error) {
    stopTracking();
    // Offline the worker's script cannot load: that is no reason to call the browser unsupported.
    if (navigator.onLine) offlineState.value = { phase: 'unsupported' };
    else savingStopped();
    throw error;
  }
  // Already installed (a worker controls the page, or an active one skipped by a hard reload).
  if (registration?.active && (!firstInstall || !registration.installing)) {
    saved = true;
    stopTracking();
    offlineState.value = { phase: 'ready' };
  }
  stopChecks = checkForUpdatesHourly(wb);
  return wb;
}
