import { routes } from '../src/routes';
import { expect, MOBILE, test } from './fixtures';

// An eager image costs a request and, for an SVG, a document to parse on the main thread,
// inside the first load. Images two screens or more below the top wait until the reader
// scrolls near them.
test.describe('first load', () => {
  test.use({ viewport: MOBILE });
  test('on a phone, images two screens or more below the top load lazily', async ({ page }) => {
    const eager: Record<string, string[]> = {};
    for (const route of routes.filter((r) => r.kind === 'site')) {
      await page.goto(route.path);
      const found = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.getBoundingClientRect().top + scrollY > 2 * innerHeight && img.loading !== 'lazy')
          .map((img) => img.getAttribute('src') ?? ''),
      );
      if (found.length > 0) eager[route.path] = found;
    }
    expect(eager).toEqual({});
  });
});
