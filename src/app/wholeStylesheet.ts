/**
 * A prerendered page carries only the rules its own markup uses (scripts/css-subset.ts);
 * what the app renders next (a form's errors, another page) may need any rule. So before the app
 * renders, the whole sheet is added after the subset (subset then whole cascades as the whole
 * alone) and waited for. It was fetched after first paint (preloaded by a marketing page's start.js,
 * and by the dashboard's boot.js beside the app's code), so it comes from the cache.
 * A page that carries its first screen's rules only added the whole sheet itself once painted
 * (<link data-whole>, public/first-screen.js): that link is waited for, not added twice.
 * Resolves also when the sheet cannot load (offline before anything was cached): the page keeps
 * its subset, as correct as it was, and the app still starts.
 */
export function wholeStylesheets(): Promise<unknown> {
  const subsets = document.querySelectorAll<HTMLStyleElement>('style[data-subset-of]');
  return Promise.all(
    [...subsets].map(
      ({ dataset }) =>
        new Promise((done) => {
          const own = document.querySelector<HTMLLinkElement>(`link[data-whole][href="${dataset.subsetOf}"]`);
          // first-screen.js marks it "done" once it has loaded or failed.
          if (own?.dataset.whole) return done(undefined);
          // crossOrigin as head.js and boot.js fetched it, so their copy is used.
          const link = own ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', crossOrigin: '', href: dataset.subsetOf });
          link.addEventListener('load', done);
          link.addEventListener('error', done);
          if (!own) document.head.append(link);
        }),
    ),
  );
}
