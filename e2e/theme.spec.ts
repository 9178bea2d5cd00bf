import type { Page } from '@playwright/test';
import { DESKTOP, expect, test } from './fixtures';

// The colour of one painted pixel, read from a real screenshot (decoded by the page itself).
async function paintedColour(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = (await page.screenshot({ clip: { x, y, width: 1, height: 1 } })).toString('base64');
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  }, png);
}
const isDark = ([r, g, b]: number[]) => r! + g! + b! < 3 * 60;

test.describe('dark scheme before any app script', () => {
  test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });
  test('pages paint dark from their inline CSS alone, and light in the light scheme', async ({ page, browser }) => {
    // No app code, no boot.js, no full stylesheet: only the HTML and its inline critical CSS.
    await page.route(/\/(assets\/.*\.(js|css)|boot\.js)$/, (route) => route.fulfill({ body: '' }));
    for (const path of ['/', '/dashboard']) {
      await page.goto(path);
      expect(isDark(await paintedColour(page, 1000, 220)), `${path} painted dark`).toBe(true);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(isDark(await paintedColour(page, 1000, 220)), 'light scheme paints light').toBe(false);

    // Scripts off altogether: the same.
    const noScript = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false, viewport: DESKTOP });
    const plain = await noScript.newPage();
    await plain.goto(page.url().replace('/dashboard', '/blog'));
    expect(isDark(await paintedColour(plain, 1000, 220))).toBe(true);
    await noScript.close();
  });
});
