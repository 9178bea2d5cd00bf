import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { startApp, waitForFirstLoad } from '../../scripts/lib/first-load.mjs';
import { DEFER_ROOT_MARGIN, HYDRATED } from '../../src/ui/DeferHydration';

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

interface Fixtures {
  /** Console messages that may appear in this test (e.g. the 404 document itself). */
  allowedConsoleErrors: RegExp[];
  /** Every console error and uncaught exception of the test; asserted empty at the end. */
  consoleErrors: string[];
}

/**
 * `test` fails any test whose page logs a console error or throws, unless the message
 * matches `allowedConsoleErrors`. Import { test, expect } from here in every spec.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const keep = (text: string) => {
        if (!allowedConsoleErrors.some((re) => re.test(text))) errors.push(text);
      };
      page.on('console', (msg) => {
        if (msg.type() === 'error') keep(`console.error: ${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => keep(`uncaught: ${err.message}`));
      await use(errors);
      expect(errors, 'no console errors or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the app has started by itself (public/start.js, boot.js) and React has hydrated the prerendered page. */
export const waitForApp: (page: Page) => Promise<void> = startApp;

/** Waits until the page's first load is over, the parts near the first screen included. */
export async function firstLoadDone(page: Page): Promise<void> {
  await waitForFirstLoad(page, { margin: DEFER_ROOT_MARGIN, hydrated: HYDRATED });
}

/**
 * Scrolls to an element as an in-page link or a focus move does: the browser first renders a
 * section it skips while off screen (content-visibility). Playwright's own scrolling does not,
 * and lands where the section's stand-in height put the element.
 */
export async function scrollToAsLinkDoes(target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

/**
 * Keeps the browser from reporting an idle moment (requestIdleCallback never calls back), so a
 * marketing page's app waits for input as on a page still busy: for tests of what comes before it.
 */
export async function holdIdleStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/** Holds every request whose URL matches until `release()` is called (a slow network, on cue). */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
