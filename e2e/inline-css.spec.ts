import { expect, firstLoadDone, test, waitForApp } from './fixtures';

// Every prerendered page carries its stylesheets inline (scripts/inline-css.ts): it paints
// styled from its first response and nothing restyles it once the app starts.
const ROUTES = ['/', '/services/digital-marketing', '/blog', '/dashboard'];

for (const path of ROUTES) {
  test(`${path} fetches no stylesheet while it loads and starts`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url())) fetched.push(request.url());
    });
    await page.goto(path);
    await firstLoadDone(page);
    // The styles are there: the header's links are laid out and coloured, not default blue.
    const link = page.locator('header a').first();
    await expect(link).toBeVisible();
    expect(await link.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(0, 0, 238)');
    // The dashboard's layout chunk names its stylesheet too; the page has it inline already.
    expect(fetched).toEqual([]);
  });
}

test('the toasts style themselves within the CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  await page.goto('/contact');
  await waitForApp(page);
  // A toast makes sonner insert its <style> element, allowed by its hash. The connectivity toasts
  // start with offline support, on the visitor's first input (src/pwa/startLater.ts); until their
  // code has loaded the event goes unheard, so it is sent again until the toast shows.
  // (The event alone: really offline, the toast's own chunk could not load without the service worker.)
  await page.keyboard.press('Shift');
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(page.getByText('You are offline.').first()).toBeVisible({ timeout: 1000 });
  }).toPass();
  const blocks = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.getAttribute('data-href')));
  expect(blocks.filter((href) => href === null).length).toBeGreaterThanOrEqual(1);
  expect(violations).toEqual([]);
});
