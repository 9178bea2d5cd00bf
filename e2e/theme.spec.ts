import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test, waitForApp } from './support/fixtures';

/** The colour of pixel (x, y) of a PNG screenshot, decoded by the page itself. */
function pixelOf(page: Page, png: Buffer, x = 0, y = 0): Promise<[number, number, number]> {
  return page.evaluate(
    async ({ data, x, y }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.width, img.height];
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const [r, g, b] = ctx.getImageData(x, y, 1, 1).data;
      return [r!, g!, b!] as [number, number, number];
    },
    { data: png.toString('base64'), x: Math.round(x), y: Math.round(y) },
  );
}
// The colour of one painted pixel of the viewport, read from a real screenshot.
const paintedColour = async (page: Page, x: number, y: number) => pixelOf(page, await page.screenshot({ clip: { x, y, width: 1, height: 1 } }));
/** The colour of one painted pixel of an element, at a fraction of its width and height. */
async function elementColour(element: Locator, fx: number, fy: number) {
  const box = (await element.boundingBox())!;
  return pixelOf(element.page(), await element.screenshot(), box.width * fx, box.height * fy);
}
const isDark = ([r, g, b]: number[]) => r! + g! + b! < 3 * 60;

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

test.describe('dark scheme before any app script', () => {
  test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });
  test('pages paint dark from the inline CSS and head.js alone, and the control works already', async ({ page, browser }) => {
    // No app code, no boot.js, no full stylesheet: only the HTML, its inline CSS and head.js (inline,
    // or in /dashboard-head.js); /start.js and the app's modules come back empty.
    await page.route(/\/(assets\/.*\.(js|css)|boot\.js|start\.js)$/, (route) =>
      route.fulfill({ body: '', contentType: route.request().url().endsWith('.css') ? 'text/css' : 'text/javascript' }),
    );
    for (const path of ['/', '/dashboard']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(isDark(await paintedColour(page, 1000, 220)), `${path} painted dark`).toBe(true);
    }
    // The header's control (in the "More" popover) is run by head.js: it switches without the app.
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    await page.getByRole('button', { name: 'More' }).click();
    await page.locator('#header-more').getByText('Light', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(isDark(await paintedColour(page, 1000, 220))).toBe(false);

    // Scripts off altogether: the system's dark scheme still applies (CSS media query).
    const noScript = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false, viewport: DESKTOP });
    const plain = await noScript.newPage();
    await plain.goto(page.url().replace('/about', '/blog'));
    expect(isDark(await paintedColour(plain, 1000, 220))).toBe(true);
    await noScript.close();
  });
});

test('the header\'s control (under More) switches the theme, remembers it across reloads and sets theme-color', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  await waitForApp(page);
  expect(await theme(page)).toBe('light');
  await page.getByRole('button', { name: 'More' }).click();
  const menu = page.locator('#header-more');
  await expect(menu.getByRole('radio', { name: 'System' })).toBeChecked();
  await menu.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('meta[name="theme-color"][data-scheme="dark"]')).toHaveAttribute('media', 'all');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.reload();
  await waitForApp(page);
  expect(await theme(page)).toBe('dark');
  expect(isDark(await paintedColour(page, 1000, 220))).toBe(true);
  // System again: follows the (emulated) scheme as it changes.
  await page.getByRole('button', { name: 'More' }).click();
  await expect(menu.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await menu.getByText('System', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('mobile menu and dashboard Settings hold the same choice; other open tabs follow', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(MOBILE);
  await page.goto('/contact');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobile = page.locator('#mobile-menu');
  await mobile.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: 'light' });
  await other.goto('/dashboard/settings');
  await waitForApp(other);
  expect(await theme(other)).toBe('dark');
  await other.getByRole('tab', { name: 'Appearance' }).click();
  const settings = other.getByRole('group', { name: 'Theme' });
  await expect(settings.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await settings.getByText('Light', { exact: true }).click();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  // The first tab follows without a reload, its control too.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(mobile.getByRole('radio', { name: 'Light' })).toBeChecked();
});

test('pictures and dialogs follow a chosen dark theme: portraits, the demo drawing, the dialog edge', async ({ page }) => {
  // The system is light; the choice saved on the device is dark (the case a media query alone misses).
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/about');
  await waitForApp(page);
  const portrait = page.getByRole('img', { name: 'Illustrated portrait of Marcus Bell' });
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toHaveJSProperty('complete', true);
  // Its backdrop (a pastel in the light theme) is a muted mid tone, not a light box on a dark page.
  const [r, g, b] = await elementColour(portrait, 0.03, 0.5);
  expect((r + g + b) / 3).toBeLessThan(170);

  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Watch Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your pipeline at a glance' });
  await expect(dialog).toBeVisible();
  // The drawing's panel (between the figures and the chart) is painted dark; the dialog has a visible edge.
  expect(isDark(await elementColour(dialog.getByRole('img', { name: /2,350 visitors/ }), 110 / 480, 100 / 260))).toBe(true);
  await expect(dialog).toHaveCSS('border-top-color', 'rgb(44, 58, 80)');
});
