import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test, waitForApp } from './support/fixtures';

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ page }) => {
    await page.goto('/careers');
    await waitForApp(page);
  });

  test('is fixed, transparent at the top and compact with a blurred white background after 10 px', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveAttribute('data-compact', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-compact', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect(header).toHaveCSS('backdrop-filter', /blur/);
    // White at 85 % opacity (a colour mix in srgb, which Chromium reports in that space).
    await expect(header).toHaveCSS('background-color', /^(rgba\(255, 255, 255, 0\.85\)|color\(srgb 1 1 1 \/ 0\.85\))$/);
    expect((await header.boundingBox())?.y).toBe(0);
  });

  test('mega-menu panels open one at a time, 96 px from the top (72 px when compact)', async ({ page }) => {
    const web = page.getByRole('button', { name: 'Web Development' });
    const lead = page.getByRole('button', { name: 'Lead Generation' });
    await web.click();
    const webPanel = page.getByRole('region', { name: 'Web Development menu' });
    await expect(webPanel).toBeVisible();
    await expect(web).toHaveAttribute('aria-expanded', 'true');
    await expect(webPanel).toContainText('Choose digital solutions for your business');
    await expect.poll(async () => Math.round((await webPanel.boundingBox())!.y)).toBe(96);

    await lead.click();
    await expect(webPanel).toHaveCount(0);
    const leadPanel = page.getByRole('region', { name: 'Lead Generation menu' });
    await expect(leadPanel).toBeVisible();
    // Every panel is in the page (so it opens before the app starts); only one is shown.
    await expect(page.getByTestId('mega-panel').filter({ visible: true })).toHaveCount(1);

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(page.getByRole('banner')).toHaveAttribute('data-compact', 'true');
    await expect.poll(async () => Math.round((await leadPanel.boundingBox())!.y)).toBe(72);
  });

  test('the same trigger, a click outside, Escape and the close button each close the panel', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Business Development' });
    const panel = page.getByRole('region', { name: 'Business Development menu' });

    await trigger.click();
    await expect(panel).toBeVisible();
    await trigger.click();
    await expect(panel).toHaveCount(0);

    await trigger.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(640, 700);
    await expect(panel).toHaveCount(0);

    await trigger.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await trigger.click();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toHaveCount(0);
  });

  test('panels link to the services and the proposal page', async ({ page }) => {
    await page.getByRole('button', { name: 'Business Development' }).click();
    const panel = page.getByRole('region', { name: 'Business Development menu' });
    await expect(panel).toContainText('Accelerate your business growth');
    await expect(panel.getByRole('link', { name: 'Get a proposal →' })).toHaveAttribute('href', '/get-started');
    await panel.getByRole('link', { name: /In-House Calling Agents/ }).click();
    await expect(page).toHaveURL('/services/calling-agents');
    await expect(panel).toHaveCount(0);
  });

  test('keyboard: Tab reaches the triggers, Enter opens, Tab enters the panel, Escape returns focus', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Lead Generation' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Lead Generation menu' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Get a proposal →' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
  });

  test('has Case Studies, About Us, Contact and Get Started', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '/case-studies');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  });
});

/** Opens the mobile menu on /about once the app runs (its toggle then says it closes it); returns the menu. */
async function openMobileMenu(page: Page) {
  await page.goto('/about');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  return page.locator('#mobile-menu');
}

test.describe('mobile header', () => {
  test.use({ viewport: MOBILE });

  test('the toggle opens a collapsible list (max 600 px) with the blog group and Get Started', async ({ page }) => {
    await page.goto('/careers');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Web Development' })).toBeHidden();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu).toHaveCSS('max-height', '600px');
    // The menu opened by itself (a popover); the app takes over: the toggle now says it closes it.
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(nav.getByRole('link', { name: 'Case Studies' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Industry Insights' })).toBeHidden();
    await nav.getByRole('button', { name: 'Blog' }).click();
    for (const name of ['Industry Insights', 'How-To Guides', 'Success Stories']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await nav.getByRole('link', { name: 'How-To Guides' }).click();
    await expect(page).toHaveURL('/blog/category/how-to');
    await expect(menu).toBeHidden();
  });

  test('a menu link to the page already shown closes the menu', async ({ page }) => {
    const menu = await openMobileMenu(page);
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/about');
    // The same on a wide screen, from a mega-menu panel.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/services/cold-calling');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Lead Generation' }).click();
    const panel = page.getByRole('region', { name: 'Lead Generation menu' });
    await expect(page.getByRole('button', { name: 'Lead Generation' })).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('link', { name: /Cold Calling/ }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL('/services/cold-calling');
  });

  test('Escape closes the mobile menu', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('on a short phone (375 x 667) the open menu, Blog group and all, scrolls to its last control', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const menu = await openMobileMenu(page);
    await menu.getByRole('button', { name: 'Blog' }).click();
    await expect(menu.getByRole('link', { name: 'Success Stories' })).toBeVisible();
    // Scrolled to its end, the menu shows the theme choice whole, above the bottom of the screen.
    await menu.evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: 'instant' }));
    const theme = menu.getByRole('group', { name: 'Theme' });
    await expect(theme).toBeInViewport({ ratio: 1 });
    const box = (await menu.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(667);
  });

  test('Shift+Tab back up the page never leaves the focused control under the fixed header', async ({ page }) => {
    // On a short phone, a press made while the last one's scroll ran left a control under the bar.
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/blog');
    await waitForApp(page);
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    await footerLinks.last().focus();
    const header = page.getByRole('banner');
    for (let step = 0; step < 80; step++) {
      await page.keyboard.press('Shift+Tab');
      const focused = page.locator(':focus');
      if (await header.evaluate((h) => h.contains(document.activeElement))) return;
      // Keyboard focus scrolls at once (global.css); the poll allows for the page settling after it.
      await expect
        .poll(async () => {
          const [control, bar] = await Promise.all([focused.boundingBox(), header.boundingBox()]);
          return control!.y - (bar!.y + bar!.height);
        }, { message: `${await focused.evaluate((el) => el.textContent || el.getAttribute('aria-label'))} clears the header` })
        .toBeGreaterThanOrEqual(0);
    }
    throw new Error('Shift+Tab never reached the header');
  });
});

test.describe('narrow desktop header (768 px)', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test('keeps Case Studies, About Us and Contact one tap away in "More", with the other sections', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Web Development', 'Lead Generation', 'Business Development', 'More']) {
      await expect(nav.getByRole('button', { name })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await nav.getByRole('button', { name: 'More' }).click();
    const more = page.getByRole('region', { name: 'More pages' });
    const expected = [
      ['Case Studies', '/case-studies'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['All Services', '/services'],
      ['Solutions', '/solutions'],
      ['Blog', '/blog'],
      ['Careers', '/careers'],
    ];
    for (const [name, href] of expected) {
      await expect(more.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(more.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    // Everything in the bar fits: nothing spills past its right edge.
    const overflow = await page.evaluate(() => {
      const bar = document.querySelector('header > div')!;
      return bar.scrollWidth - bar.clientWidth;
    });
    expect(overflow).toBe(0);
    await more.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(more).toBeHidden();
    // SPEC's breakpoint: narrower than 768 px is mobile, where the menu toggle replaces the bar's menus.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.setViewportSize({ width: 767, height: 900 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Web Development' })).toBeHidden();
  });
});

test.describe('wide desktop header (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test('"More" reaches the services index, solutions, blog and careers', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    await page.getByRole('button', { name: 'More' }).click();
    const more = page.getByRole('region', { name: 'More pages' });
    await expect(more.getByRole('link')).toHaveText(['All Services', 'Solutions', 'Blog', 'Careers']);
    await page.keyboard.press('Escape');
    await expect(more).toBeHidden();
    await expect(page.getByRole('button', { name: 'More' })).toBeFocused();
  });
});
