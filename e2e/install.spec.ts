import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { expect, test, waitForApp } from './support/fixtures';
import { waitForServiceWorker } from './support/pwa';

test('Chrome reports no installability errors', async ({ baseURL }) => {
  // A second browser starts and its service worker precaches the site (1.9 MB): on a busy
  // machine that alone took over the default 30 s.
  test.setTimeout(90_000);
  // Installability is only reported for a persistent (non-incognito) profile.
  const dir = mkdtempSync(join(tmpdir(), 'ns-install-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    // The config blocks service workers for ordinary specs; installation needs one.
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the web app manifest has what installation and the home screen need', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Northstar Growth',
    short_name: 'Northstar',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b1f3a',
    background_color: '#ffffff',
  });
  expect(manifest.description.length).toBeGreaterThan(20);
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // PNG width/height live at bytes 16-23 of the IHDR chunk.
    const body = await image.body();
    const [w, h] = [body.readUInt32BE(16), body.readUInt32BE(20)];
    expect(`${w}x${h}`).toBe(icon.sizes);
  }
  expect(manifest.categories).toEqual(expect.arrayContaining(['business']));
  expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
    ['Contact', '/contact'],
    ['Case Studies', '/case-studies'],
    ['Dashboard', '/dashboard'],
  ]);
  for (const shortcut of manifest.shortcuts) {
    const icon = await request.get(shortcut.icons[0].src);
    expect(icon.status(), shortcut.name).toBe(200);
    const body = await icon.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, shortcut.name).toBe(shortcut.icons[0].sizes);
  }

  // Both form factors, each image exactly the size it claims (decoded by the browser).
  const shots = manifest.screenshots as { src: string; sizes: string; form_factor: string; label: string }[];
  expect(new Set(shots.map((s) => s.form_factor))).toEqual(new Set(['narrow', 'wide']));
  for (const shot of shots) {
    const [w, h] = shot.sizes.split('x').map(Number) as [number, number];
    expect(shot.form_factor === 'wide' ? w > h : h > w, shot.src).toBe(true);
    expect(shot.label.length).toBeGreaterThan(5);
    const decoded = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }, shot.src);
    expect(decoded, shot.src).toBe(shot.sizes);
  }
  await expect(page.locator('meta[name="theme-color"][data-scheme="light"]')).toHaveAttribute('content', '#0b1f3a');
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touch!)).status()).toBe(200);
});

test('an Install app button appears when the browser offers installation', async ({ page }) => {
  // The header has room for the button from 1536 px (below that the mobile menu carries it).
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/about');
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
  // From 1536 px the header has room for it; the footer offers it at every width.
  const button = page.getByRole('banner').getByRole('button', { name: 'Install app' });
  await expect(button).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const inFooter = footer.getByRole('button', { name: 'Install app' });
  await expect(inFooter).toBeVisible();
  await button.click();
  await expect(button).toHaveCount(0);
  await expect(inFooter).toHaveCount(0);
});

test.describe('on an iPhone (Safari has no install prompt)', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });

  test('Install app opens a short sheet showing Share, then Add to Home Screen', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const button = page.getByRole('banner').getByRole('button', { name: 'Install app' });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Add Northstar Growth to your Home Screen' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('tap Share');
    await expect(sheet).toContainText('Add to Home Screen');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
