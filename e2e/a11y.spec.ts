import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routes } from '../src/routes';
import { DESKTOP, MOBILE, expect, test, waitForApp } from './fixtures';

// Zero axe violations of any impact, on every route at both widths and with menus open.
async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(summary, label).toEqual([]);
}

// With reduced motion nothing fades: every block is at its final colours when axe looks.
test.use({ reducedMotion: 'reduce' });

async function settle(page: Page) {
  await waitForApp(page);
  await expect(page.locator('.reveal[data-armed]')).toHaveCount(0);
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of routes) {
      test(`${route.path}`, async ({ page }) => {
        await page.goto(route.path);
        await settle(page);
        await expectNoViolations(page, route.path);
      });
    }
  });
}

test.describe('axe with menus and panels open', () => {
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
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Blog' }).click();
    await expect(page.getByRole('link', { name: 'Success Stories' })).toBeVisible();
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
