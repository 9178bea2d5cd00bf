import type { Plugin } from 'vite';

/** The module Vite imports into every chunk that has a dynamic import with dependencies. */
const HELPER_ID = '\0vite/preload-helper.js';

/**
 * A smaller stand-in for Vite's dynamic-import preload helper, which sits in every page's first
 * load (about 0.7 KB gzip). It keeps what this app relies on: before a lazy chunk runs, its static
 * dependencies are requested at once with <link rel="modulepreload"> (no request waterfall), and
 * its stylesheets are added and waited for. It drops what the app does not use: CSP nonces (the
 * policy allows 'self'), relative bases and the `vite:preloadError` event (a failed load rejects
 * the import, as with Vite's default, and the error boundary shows it).
 * Offline with no service worker to answer, it rejects without fetching code that was never asked
 * for: Chromium keeps a failed module fetch for the page's life, so one tap offline would break
 * that part until a reload. Code already asked for (the page's own, preloaded) may be cached.
 */
export function leanPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'northstar:preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === HELPER_ID ? HELPER_ID : undefined;
    },
    load(id) {
      if (id !== HELPER_ID) return undefined;
      return `export const __vitePreload = (load, deps = []) => {
  // Files not yet asked for: a file already asked for (start.js preloads the page's code; an
  // earlier import) or a stylesheet the page has inline (data-href) is not asked for twice.
  const todo = deps.map((dep) => ${JSON.stringify(base)} + dep).filter((href) => !document.querySelector('[data-href="' + href + '"],link[href="' + href + '"]'));
  // Offline, with no worker to answer, only what was asked for already (it may be cached) loads.
  return navigator.onLine || navigator.serviceWorker?.controller || !todo.length
    ? Promise.all(todo.map((href) => {
        const css = href.endsWith('.css');
        const link = document.createElement('link');
        link.rel = css ? 'stylesheet' : 'modulepreload';
        link.href = href;
        document.head.append(link);
        if (css) return new Promise((resolve, reject) => {
          link.onload = resolve;
          link.onerror = () => reject(Error('Unable to load ' + href));
        });
      })).then(() => load())
    : Promise.reject(Error('Unable to load ' + todo));
};
`;
    },
  };
}
