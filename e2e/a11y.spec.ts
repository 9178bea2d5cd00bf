import type { Page } from '@playwright/test';
import { documentTitle, routes } from './support/builtRoutes';
import { COLOUR_RULES, axeViolations } from './support/axe';
import { DESKTOP, MOBILE, expect, test, waitForApp } from './support/fixtures';

// Zero axe violations of any impact, on every route at both widths and with menus open.
async function expectNoViolations(page: Page, label: string, rules?: string[]) {
  expect(await axeViolations(page, undefined, rules), label).toEqual([]);
}

// The dark theme's page background (uno.config.ts).
const DARK_PAGE = 'rgb(15, 23, 42)';

// With reduced motion nothing fades: every block is at its final colours when axe looks.
test.use({ reducedMotion: 'reduce' });

async function settle(page: Page) {
  await waitForApp(page);
  await expect(page.locator('.reveal[data-armed]')).toHaveCount(0);
}

/** Waits for running CSS transitions (e.g. a card's colours after the scheme changes) to end. */
async function transitionsDone(page: Page) {
  await page.evaluate(() => {
    // Sections the browser skips while off screen (content-visibility) hold their transitions
    // until shown, and a reader only ever sees them shown: show them all.
    for (const el of document.querySelectorAll<HTMLElement>('.skip-offscreen')) el.style.contentVisibility = 'visible';
    return Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined)));
  });
}

// One load per route serves both widths (the layout is CSS-driven, so resizing re-lays it out as
// a fresh load would) and the route's own checks: a load is the expensive part of each test.
test.describe('every route of the route table', () => {
  // Three checks on one page: twice the default, for a busy machine.
  test.setTimeout(60_000);
  for (const route of routes) {
    test(`${route.path}: status 200, its head, one h1, lazy images, and no axe violations at 375 and 1280 px, and in the dark theme`, async ({ page }) => {
      await page.setViewportSize(MOBILE);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      if (route.kind === 'site') {
        // An eager image costs a request (an SVG, also a document to parse) inside the first load:
        // on a phone, images two screens or more below the top wait until the reader nears them.
        const eager = await page.evaluate(() =>
          [...document.images].filter((img) => img.getBoundingClientRect().top + scrollY > 2 * innerHeight && img.loading !== 'lazy').map((img) => img.getAttribute('src')),
        );
        expect(eager, `${route.path}: eager images far below the top`).toEqual([]);
      }
      await settle(page);
      // The built table holds each route's head as the prerender wrote it (content pages: their own).
      await expect(page).toHaveTitle(documentTitle(route));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', route.kind === 'dashboard' ? /noindex/ : /^index/);
      await expectNoViolations(page, `${route.path} at ${MOBILE.width} px`);
      await page.setViewportSize(DESKTOP);
      await expect(page.locator('.reveal[data-armed]')).toHaveCount(0);
      await transitionsDone(page);
      await expectNoViolations(page, `${route.path} at ${DESKTOP.width} px`);
      // The dark theme follows the system's scheme, live: switching it needs no reload. Only the
      // colours change, so one width and the colour rules are enough.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('body')).toHaveCSS('background-color', DARK_PAGE);
      await transitionsDone(page);
      await expectNoViolations(page, `${route.path} in the dark theme`, COLOUR_RULES);
    });
  }
});

test('the axe check reports what it finds (a control with no name)', async ({ page }) => {
  await page.goto('/about');
  await waitForApp(page);
  await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('button'), { id: 'unnamed' })));
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^button-name \(critical\): #unnamed \(/)]);
});

test.describe('axe with menus and panels open', () => {
  test('More menu with its theme choice, dark (1280 px)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    await waitForApp(page);
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.locator('#header-more').getByRole('group', { name: 'Theme' })).toBeVisible();
    await expectNoViolations(page, 'More menu (dark)');
  });

  test('each mega-menu panel (1280 px)', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    await waitForApp(page);
    for (const name of ['Web Development', 'Lead Generation', 'Business Development']) {
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('region', { name: `${name} menu` })).toBeVisible();
      await expectNoViolations(page, `${name} panel`);
    }
  });

  test('mobile menu with the blog group open (375 px)', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/about');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The menu opens at once (a popover); its Blog group works once the menus' code has taken over.
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await mobileNav.getByRole('button', { name: 'Blog' }).click();
    // The page or its footer may link the same category too: look inside the menu.
    await expect(mobileNav.getByRole('link', { name: 'Success Stories' })).toBeVisible();
    await expectNoViolations(page, 'mobile menu');
  });

  test('dashboard mobile sidebar open (375 px) and a second tab selected', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/dashboard');
    await waitForApp(page);
    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    await expectNoViolations(page, 'dashboard tabs');
    await page.getByRole('button', { name: /sidebar|menu/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'mobile sidebar');
  });
});
