// @ts-check
// When a page's first load is over, for checks that count what it fetched (the budgets, the
// e2e tests of code splitting and inline CSS): a fixed quiet period alone is not enough.

/**
 * Waits until the app has hydrated, every deferred part near the first screen has hydrated (an
 * observer starts them a frame or more later, and they fetch their code then: on a busy machine
 * that can come after the network looked idle), and the network is idle.
 * @param {import('@playwright/test').Page} page
 * @param {{ margin: string, hydrated: string }} defer DEFER_ROOT_MARGIN and HYDRATED of src/ui/DeferHydration.tsx
 */
export async function waitForFirstLoad(page, { margin, hydrated }) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 20_000 });
  await page.waitForFunction(
    ([px, mark]) =>
      [...document.querySelectorAll('[data-defer="near"]')].every((part) => {
        const box = part.getBoundingClientRect();
        // A part inside another one still waiting cannot hydrate before it; one not rendered never nears.
        const inWaitingPart = part.parentElement?.closest(`[data-defer]:not([${mark}])`);
        const unrendered = part.getClientRects().length === 0;
        return part.hasAttribute(mark) || inWaitingPart || unrendered || box.bottom < -px || box.top > innerHeight + px;
      }),
    /** @type {const} */ ([parseFloat(margin), hydrated]),
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle');
}
