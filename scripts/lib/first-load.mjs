// @ts-check
// When a page's first load is over, for checks that count what it fetched (the budgets, the
// e2e tests of code splitting and inline CSS): a quiet network alone is not enough.

/** @typedef {Window & { nearParts?: Element[] }} WithNearParts the page, with the parts found near */

/**
 * Waits until the page's app has started by itself (a marketing page's once loaded and idle:
 * public/start.js; the dashboard's after first paint) and hydrated. No input: an input would count
 * as the visitor's first, which starts the offline download (src/pwa/startLater.ts) inside what the
 * budgets count, and opens every deferred part.
 * @param {import('@playwright/test').Page} page
 */
export async function startApp(page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 20_000 });
}

/**
 * Starts the app (startApp) and waits until it and every deferred part near the first screen have
 * hydrated (the app's observer starts them a frame or more later and they fetch their code then: on a busy
 * machine that can come after the network looked idle), and the network is idle.
 * @param {import('@playwright/test').Page} page
 * @param {{ margin: string, hydrated: string }} defer DEFER_ROOT_MARGIN and HYDRATED of src/ui/DeferHydration.tsx
 */
export async function waitForFirstLoad(page, { margin, hydrated }) {
  await startApp(page);
  // Which parts are near: asked of an observer with the app's own margin, so clipping and
  // sideways positions count as they do for the app.
  await page.evaluate(
    ([rootMargin, mark]) =>
      new Promise((done) => {
        const waiting = [...document.querySelectorAll(`[data-defer="near"]:not([${mark}])`)];
        /** @type {WithNearParts} */ (window).nearParts = [];
        if (!waiting.length) return done(undefined);
        /** @type {Map<Element, boolean>} */
        const seen = new Map();
        // Every observed part is reported once at first, possibly over more than one callback.
        const observer = new IntersectionObserver(
          (entries) => {
            for (const e of entries) if (!seen.has(e.target)) seen.set(e.target, e.isIntersecting);
            if (seen.size < waiting.length) return;
            observer.disconnect();
            /** @type {WithNearParts} */ (window).nearParts = [...seen].filter(([, near]) => near).map(([part]) => part);
            done(undefined);
          },
          { rootMargin },
        );
        for (const part of waiting) observer.observe(part);
      }),
    /** @type {const} */ ([margin, hydrated]),
  );
  await page.waitForFunction(
    (mark) =>
      (/** @type {WithNearParts} */ (window).nearParts ?? []).every(
        // A part inside another one still waiting cannot hydrate before it.
        (part) => part.hasAttribute(mark) || part.parentElement?.closest(`[data-defer]:not([${mark}])`),
      ),
    hydrated,
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle');
}
