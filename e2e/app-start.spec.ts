import type { Page } from '@playwright/test';
import { routes } from './support/builtRoutes';
import { MOBILE, expect, holdIdleStart, test } from './support/fixtures';

// When the app starts (public/start.js on marketing pages, public/boot.js elsewhere). A marketing page
// reads complete without it, so it starts once the page has loaded and the browser is idle, or at an
// earlier input or a hidden tab; its code, and the starter itself, are fetched after first paint.

const startedBy = (page: Page) =>
  page.evaluate(() => document.querySelector('script[data-entry], script[data-boot-entry]')?.getAttribute('data-started-by') ?? 'not yet');
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated ?? 'no');
const entryScript = /\/assets\/index-[^/]+\.js$/;

test('a marketing page fetches the app\'s code after first paint and runs it once loaded and idle, with no input', async ({ page }) => {
  const fetched: string[] = [];
  page.on('requestfinished', (request) => void (entryScript.test(request.url()) && fetched.push(request.url())));
  await page.goto('/services');
  await expect.poll(() => hydrated(page)).toBe('true');
  expect(await startedBy(page)).toBe('idle');
  await page.waitForLoadState('networkidle');
  expect(fetched, 'fetched once: the start used the preloaded module').toHaveLength(1);
});

test('a page held before its idle moment starts its app at the first pointer move', async ({ page }) => {
  await holdIdleStart(page);
  await page.goto('/services');
  await page.waitForLoadState('networkidle');
  expect(await startedBy(page)).toBe('not yet');
  expect(await hydrated(page)).toBe('no');
  await page.mouse.move(300, 400);
  await expect.poll(() => hydrated(page)).toBe('true');
  expect(await startedBy(page)).toBe('pointermove');
});

// Loaded, and its requests after first paint done (a headless browser may paint after the load event).
test('a visitor who goes offline after the page has loaded still gets the app', { tag: '@fresh-context' }, async ({ page, context }) => {
  await holdIdleStart(page);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.keyboard.press('Tab');
  // Its code comes from the HTTP cache; the fixture fails the test on any error loading it.
  await expect.poll(() => hydrated(page)).toBe('true');
  expect(await startedBy(page)).toBe('keydown');
  // And the whole stylesheet the app adds to the page's part of it (src/app/wholeStylesheet.ts).
  const whole = await page.locator('style[data-subset-of]').getAttribute('data-subset-of');
  expect(await page.locator(`link[rel="stylesheet"][href="${whole}"]`).evaluate((el: HTMLLinkElement) => el.sheet?.cssRules.length ?? 0)).toBeGreaterThan(0);
});

test.describe('a phone whose connection dropped after the page loaded and went quiet', () => {
  // Before the offline copy is installed (src/pwa/startLater.ts), what was never fetched fails: the
  // pictures of the cards the filter shows, and the code of the parts loaded on demand, the menus
  // (the first input asks for it) and the footer (now near the viewport). The menus stay native
  // popovers meanwhile; both load once online (src/ui/lazyRetry.tsx).
  test.use({ viewport: MOBILE, hasTouch: true, allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED \(http:\/\/localhost:\d+\/(images|icons)\/|Unable to load \/assets\/(HeaderMenus|Footer)-/] });

  test('a filter tapped then applies at once', { tag: '@fresh-context' }, async ({ page, context }) => {
    await page.goto('/case-studies');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => hydrated(page)).toBe('true');
    await context.setOffline(true);
    const group = page.getByRole('group', { name: 'Filter case studies by industry' });
    const cards = page.getByRole('region', { name: 'More Client Results' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await group.locator('[data-value="saas"]').tap();
    await expect(group.locator('[data-value="saas"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).not.toHaveCount(6);
    expect(await startedBy(page)).toBe('idle');
  });
});

// Before the paint, everything the page loaded; after it, the icons (their stylesheet and sprite)
// and, where it is not in the page, the app's starter.
const loaded = (page: Page) =>
  page.evaluate(() => {
    // Until the page has painted, nothing to compare with (the poll below waits).
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const afterPaint = (file: RegExp) => entries.filter((r) => file.test(new URL(r.name).pathname)).map((r) => r.startTime >= paint);
    return {
      // The page's own pictures aside (content, not what holds the paint).
      beforePaint: entries.map((r) => r.startTime < paint && new URL(r.name).pathname).filter((p) => p && !p.startsWith('/images/')),
      icons: [...afterPaint(/\/assets\/icons-\w+\.css$/), ...afterPaint(/\/assets\/icons-\w+\.svg$/)],
      starter: afterPaint(/^\/start\.js$/),
    };
  });

/** Loads `path` and checks it fetched nothing before its first paint, and `/start.js` after it only where `fetchesStarter`. */
async function paintsFromTheDocumentAlone(page: Page, path: string, fetchesStarter: boolean) {
  await page.goto(path);
  await expect.poll(async () => (await loaded(page)).icons, `${path}: the icons' stylesheet and sprite, once each, after the paint`).toEqual([true, true]);
  expect((await loaded(page)).beforePaint, path).toEqual([]);
  await expect(page.locator('script[data-entry][data-listening]'), `${path}: the app's starter runs`).toHaveCount(1);
  expect((await loaded(page)).starter, `${path}: /start.js, after the paint where the page names it`).toEqual(fetchesStarter ? [true] : []);
  // The icons draw from them; the tab icon and the manifest are linked now.
  await expect.poll(() => page.locator('footer .icon').first().evaluate((el) => getComputedStyle(el).maskImage)).toMatch(/icons-\w+\.svg#\w/);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icons/favicon-32.png');
}

// Where the starter goes (prerender-plugin.ts, headScripts): /privacy is among the small pages (head.js
// and the starter inline); / is the largest, which may fetch its starter (and its whole stylesheets)
// once painted to fit the first round trip, as its HTML says.
test('a marketing page asks for nothing before its first paint but the document: its head script is inline', async ({ page }) => {
  await paintsFromTheDocumentAlone(page, '/privacy', false);
  const home = await (await page.request.get('/')).text();
  await paintsFromTheDocumentAlone(page, '/', home.includes('<script src="/start.js" '));
});

// A page in the middle (head.js inline, the starter once painted, so the page still fits the first
// round trip) is found in the build: which one that is moves with its bytes, and a build may have none.
test('a page that fits the first round trip only without its starter fetches it once painted', async ({ page }) => {
  let middle: string | undefined;
  for (const { path } of routes) {
    const html = await (await page.request.get(path)).text();
    if (html.includes('<script src="/start.js" ') && !html.includes(' data-first-screen>')) {
      middle = path;
      break;
    }
  }
  test.skip(!middle, 'no page of this build fetches its starter once painted');
  await paintsFromTheDocumentAlone(page, middle!, true);
});

test('without scripts, the icons, the tab icon and the manifest come with the page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/contact`);
    const icon = page.getByRole('contentinfo').locator('.icon').first();
    await expect.poll(() => icon.evaluate((el) => getComputedStyle(el).maskImage)).toMatch(/icons-\w+\.svg#\w/);
    // With scripts off, <noscript>'s links are the page's own.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="icon"][href="/icons/favicon-32.png"]')).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test('the dashboard and a URL with a query start by themselves: their content needs the app', async ({ page }) => {
  await page.goto('/dashboard');
  await expect.poll(() => hydrated(page)).toBe('true');
  expect(await startedBy(page)).toBe('painted');
  // One script before the dashboard's first paint (theme, sidebar state, early input and the app's
  // start in one file): each one more would hold the paint for a round trip on a slow link. The
  // app's code is requested once the page is on screen.
  const beforePaint = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js') && r.startTime < paint)
      .map((r) => new URL(r.name).pathname);
  });
  expect(beforePaint).toEqual(['/dashboard-head.js']);

  await page.goto('/search?q=cold%20calling');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('link').first()).toHaveText('Cold Calling');
  expect(await startedBy(page)).toBe('painted');
});

test('before the app runs, the home page\'s growth cases already read as a carousel: one slide centred, the next beside it', async ({ page }) => {
  await holdIdleStart(page);
  await page.goto('/');
  const region = page.getByRole('region', { name: 'Growth cases' });
  // Scrolled by script, as a reader's scrolling would be: no input event, so the app stays off.
  await region.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(region.locator('img').first(), 'the first picture has loaded').toHaveJSProperty('complete', true);
  expect(await region.locator('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const [track, first, second] = await region.evaluate((el) =>
    [el.querySelector('.keen-slider')!, ...el.querySelectorAll('[aria-roledescription="slide"]')].slice(0, 3).map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
  );
  expect(second!.top, 'the next slide is on the same row').toBe(first!.top);
  expect(second!.left, 'beside the first').toBeGreaterThan(first!.right);
  expect(Math.abs(first!.left + first!.width / 2 - (track!.left + track!.width / 2)), 'the first slide is centred').toBeLessThan(2);
  expect(track!.height, 'one row high').toBeCloseTo(first!.height, 0);
  // Scrolled past 10 px, the header is compact (frosted, 72 px) before the app runs too.
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('backdrop-filter', /blur/);
  await expect.poll(async () => (await header.boundingBox())!.height).toBe(72);
  expect(await startedBy(page)).toBe('not yet');
});

test('a tab left in the background before any input starts the app there', async ({ page }) => {
  await holdIdleStart(page);
  await page.goto('/careers');
  await page.waitForLoadState('networkidle');
  expect(await startedBy(page)).toBe('not yet');
  // Headless pages never become hidden, so the browser's side of a tab switch is played here.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    // As browsers fire it: at the document, bubbling.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect.poll(() => hydrated(page)).toBe('true');
  expect(await startedBy(page)).toBe('hidden');
});

test('the offline shell, with nothing to paint, starts the app at once and shows the page for its path', async ({ page }) => {
  // What the service worker answers for a path it has no page for.
  await page.goto('/shell.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page).toHaveTitle('Page not found | Northstar Growth');
  expect(await startedBy(page)).toBe('empty');
});
