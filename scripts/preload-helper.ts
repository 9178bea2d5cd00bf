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
      return `const seen = new Set();
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => {
    const href = ${JSON.stringify(base)} + dep;
    if (seen.has(href)) return;
    seen.add(href);
    const css = dep.endsWith('.css');
    // A stylesheet the prerendered page has inline (data-href) or links: not a second time.
    if (css && document.querySelector('[data-href="' + href + '"],link[href="' + href + '"]')) return;
    const link = document.createElement('link');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    link.href = href;
    document.head.append(link);
    if (css) return new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = () => reject(new Error('Unable to load ' + href));
    });
  })).then(() => load());
`;
    },
  };
}
