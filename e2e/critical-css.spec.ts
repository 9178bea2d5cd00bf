import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test, waitForApp } from './fixtures';

// Every element's box and colours, in document order.
const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')].map((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return `${el.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)} ${s.display} ${s.color} ${s.backgroundColor} ${s.fontSize}`;
    }),
  );

/** `path` laid out with the full stylesheet and with the inline critical CSS alone: the same. */
async function expectFinalAtFirstPaint(page: Page, path: string) {
  await page.goto(path);
  const full = await layout(page);
  // An empty stylesheet in place of the full one: only the inline CSS applies.
  await page.route(/\/assets\/.*\.css$/, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  await page.goto(path);
  const critical = await layout(page);
  expect(critical.length).toBeGreaterThan(50);
  const differences = critical.flatMap((line, i) => (line === full[i] ? [] : [`${line}  ->  ${full[i]}`]));
  expect(differences.slice(0, 5)).toEqual([]);
}

// One route per template. The inline critical CSS alone must give the final layout: what the
// first paint shows is what stays once the full stylesheet has loaded (no restyle, no shift).
const ROUTES = ['/', '/services/digital-marketing', '/blog', '/dashboard'];

test.describe('first paint with the inline critical CSS alone', () => {
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });
  for (const viewport of [MOBILE, DESKTOP]) {
    for (const path of ROUTES) {
      test(`${path} looks final at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await expectFinalAtFirstPaint(page, path);
      });
    }
  }
});

// The dark theme's tokens match <html data-theme>, which the prerendered markup never has:
// the critical CSS keeps them anyway. Scripts off, the system's dark scheme applies them.
test.describe('first paint with the inline critical CSS alone, dark scheme', () => {
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce', colorScheme: 'dark', viewport: DESKTOP });
  for (const path of ROUTES) {
    test(`${path} looks final in the dark at 1280 px`, async ({ page }) => {
      await expectFinalAtFirstPaint(page, path);
    });
  }
});

test('the full stylesheet applies once loaded, and the toasts style themselves within the CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  await page.goto('/contact');
  await waitForApp(page);
  await expect(page.locator('link[data-deferred-css]').first()).toHaveAttribute('media', 'all');
  // A toast makes sonner insert its <style> element, allowed by its hash. The connectivity toasts
  // start with offline support, on the visitor's first input (src/pwa/startLater.ts); until their
  // code has loaded the event goes unheard, so it is sent again until the toast shows.
  // (The event alone: really offline, the toast's own chunk could not load without the service worker.)
  await page.keyboard.press('Shift');
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(page.getByText('You are offline.').first()).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await page.evaluate(() => [...document.querySelectorAll('style')].length)).toBeGreaterThanOrEqual(2);
  expect(violations).toEqual([]);
});
