import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, holdIdleStart, holdRequests, scrollToAsLinkDoes, test, waitForApp } from './support/fixtures';

/**
 * Taps right after the first paint, on a CPU slowed 4x (as on a mid-range phone), must open the
 * menus: the header's menus are HTML popovers. To be sure the tap lands before the app starts,
 * the app's entry script is held back until the tap has been checked, then let through: the
 * app must adopt the open menu without a hydration error (the fixture fails on console errors).
 */
async function openBeforeApp(page: Page, path = '/careers') {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated ?? 'no');

test.describe('mobile, before the app starts', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('a tap on the menu toggle right after the first paint opens the menu', async ({ page }) => {
    const release = await openBeforeApp(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Case Studies' })).toBeVisible();
    expect(await notHydrated(page)).toBe('no');

    release();
    await waitForApp(page);
    // The app takes over the open menu: its state says open, and the toggle now closes it.
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toBeHidden();
  });
});

test.describe('mobile, before the menus\' code arrives', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('a tap on the Blog group while the menus\' code is still loading opens it once the code is there', async ({ page }) => {
    await page.goto('/careers');
    await waitForApp(page);
    const release = await holdRequests(page, /\/assets\/HeaderMenus-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await nav.getByRole('button', { name: 'Blog' }).tap();
    await expect(nav.getByRole('link', { name: 'How-To Guides' })).toBeHidden();
    release();
    await expect(nav.getByRole('link', { name: 'How-To Guides' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('desktop, before the menus\' code arrives', () => {
  test.use({ viewport: DESKTOP });

  test('a theme chosen under More while the menus\' code is still loading applies at once and is kept', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/careers');
    await waitForApp(page);
    const release = await holdRequests(page, /\/assets\/HeaderMenus-[^/]+\.js$/);
    await page.getByRole('button', { name: 'More' }).click();
    await page.locator('#header-more').getByText('Dark', { exact: true }).click();
    // public/head.js runs the radios; the half-hydrated header must not swallow the change.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    release();
    await expect(page.locator('#header-more').getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('desktop, before the app starts', () => {
  test.use({ viewport: DESKTOP });

  test('a click on a mega-menu trigger right after the first paint opens its panel, one at a time', async ({ page }) => {
    const release = await openBeforeApp(page);
    await page.getByRole('button', { name: 'Lead Generation' }).click();
    const lead = page.getByRole('region', { name: 'Lead Generation menu' });
    await expect(lead).toBeVisible();
    await expect(lead).toContainText('Generate quality leads that convert');
    await expect.poll(async () => Math.round((await lead.boundingBox())!.y)).toBe(96);
    await page.getByRole('button', { name: 'Web Development' }).click();
    await expect(page.getByRole('region', { name: 'Web Development menu' })).toBeVisible();
    await expect(lead).toBeHidden();
    expect(await notHydrated(page)).toBe('no');

    release();
    await waitForApp(page);
    const web = page.getByRole('button', { name: 'Web Development' });
    await expect(web).toHaveAttribute('aria-expanded', 'true');
    await web.click();
    await expect(page.getByTestId('mega-panel').filter({ visible: true })).toHaveCount(0);
  });
});

test.describe('blog listing, before it hydrates', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('a category tapped and a search typed right after the first paint filter the listing once the app runs', async ({ page }) => {
    const release = await openBeforeApp(page, '/blog');
    const filters = page.getByRole('group', { name: 'Filter by category' });
    await filters.getByRole('button', { name: 'Account-Based Marketing' }).tap();
    await page.getByLabel('Search articles').pressSequentially('committees');
    expect(await notHydrated(page)).toBe('no');

    release();
    await waitForApp(page);
    // Both land in the URL (shareable, as a tap after hydration would) and in the listing.
    await expect(page).toHaveURL('/blog?q=committees&category=account-based-marketing');
    await expect(filters.getByRole('button', { name: 'Account-Based Marketing' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Search articles')).toHaveValue('committees');
    const cards = page.locator('main li article');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText('Selling to Buying Committees: An ABM Field Guide');
  });

  test('a page scrolled before the app starts stays where the reader left it', async ({ page }) => {
    const release = await openBeforeApp(page, '/blog');
    await page.getByRole('group', { name: 'Filter by category' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(400);
    release();
    await waitForApp(page);
    // The listing near the reader hydrates (it reacts to filters), and the page did not jump.
    await expect(page.locator('main section[data-ready="true"]')).toHaveCount(1);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  });

  test('Load More tapped while the listing\'s code is still loading adds six articles once it is there', async ({ page }) => {
    await page.goto('/blog');
    await waitForApp(page);
    const release = await holdRequests(page, /\/assets\/BlogListing-[^/]+\.js$/);
    const cards = page.locator('main li article');
    await expect(cards).toHaveCount(6);
    await page.getByRole('button', { name: 'Load More Articles' }).tap();
    await expect(cards).toHaveCount(6);
    release();
    await expect(cards).toHaveCount(12);
  });
});

test.describe('home, before its lower sections hydrate', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('Next testimonial tapped before the app runs shows the second testimonial once it does, once', async ({ page }) => {
    // Every script held: the tap lands on the prerendered section, whose code is not even asked for yet.
    const release = await holdRequests(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const next = page.getByRole('button', { name: 'Next testimonial' });
    await scrollToAsLinkDoes(next);
    await next.tap();
    await expect(next).toHaveAttribute('data-pressed-early');
    const quote = page.locator('#testimonials figure');
    await expect(quote).toHaveAttribute('aria-label', 'Testimonial 1 of 3');

    release();
    await waitForApp(page);
    await expect(page.locator('#testimonials [data-ready]')).toHaveAttribute('data-ready', 'true');
    await expect(quote).toHaveAttribute('aria-label', 'Testimonial 2 of 3');
    // Made again once, and React handled it: nothing is left marked for a later replay.
    await expect(next).not.toHaveAttribute('data-pressed-early');
    await expect(quote).toHaveAttribute('aria-label', 'Testimonial 2 of 3');
  });
});

test.describe('home carousel, before the slider runs', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('Next slide tapped before the app runs moves to the second case once the slider is there', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const region = page.getByRole('region', { name: 'Growth cases' });
    await scrollToAsLinkDoes(region);
    await region.getByRole('button', { name: 'Next slide' }).tap();
    release();
    await waitForApp(page);
    await expect(region).toHaveAttribute('data-ready', 'true');
    await expect(region.locator('[data-current="true"]')).toHaveAttribute('aria-label', '2 of 4');
    await expect(region.getByText('2 / 4', { exact: true })).toBeVisible();
  });

  test('Next and Previous pressed while the slider\'s code loads count, each once', async ({ page }) => {
    // The app runs and the section hydrates; only keen-slider (loaded by the section once it runs) is held.
    const release = await holdRequests(page, /\/assets\/keen-slider[^/]*\.js$/);
    await page.goto('/');
    await waitForApp(page);
    const region = page.getByRole('region', { name: 'Growth cases' });
    await scrollToAsLinkDoes(region);
    await expect(region.locator('xpath=ancestor::*[@data-defer][1]')).toHaveAttribute('data-hydrated', '');
    const next = region.getByRole('button', { name: 'Next slide' });
    await next.tap();
    await next.tap();
    await next.tap();
    await region.getByRole('button', { name: 'Previous slide' }).tap();
    await expect(region).not.toHaveAttribute('data-ready');
    release();
    await expect(region).toHaveAttribute('data-ready', 'true');
    const current = region.locator('[data-current="true"]');
    await expect(current).toHaveAttribute('aria-label', '3 of 4');
    await expect(region.getByText('Slide 3 of 4:', { exact: false })).toBeAttached();
    // From there the buttons move one slide a press, as ever.
    await next.tap();
    await expect(current).toHaveAttribute('aria-label', '4 of 4');
  });
});

/**
 * Text that arrives without a key or pointer event (a browser's autofill, dictation): the value is
 * set as the browser sets it (past the setter React watches) and only an input event fires, at the
 * field, with no focus moved.
 */
async function textWithoutKeys(page: Page, text: string) {
  await page.getByLabel('Search articles').evaluate((field: HTMLInputElement, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: value }));
  }, text);
}

test.describe('blog search, text without key presses', () => {
  test.use({ viewport: MOBILE });

  test('before the app has started, the text starts it and filters the listing', async ({ page }) => {
    await holdIdleStart(page);
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    expect(await notHydrated(page)).toBe('no');
    await textWithoutKeys(page, 'committees');
    await expect(page).toHaveURL('/blog?q=committees');
    const cards = page.locator('main li article');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText('Selling to Buying Committees: An ABM Field Guide');
  });

  test('once the app runs, with the listing still waiting to hydrate, the text filters it', async ({ page }) => {
    await page.goto('/blog');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await textWithoutKeys(page, 'committees');
    await expect(page).toHaveURL('/blog?q=committees');
    await expect(page.locator('main li article')).toHaveCount(1);
  });
});
