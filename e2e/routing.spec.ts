import { documentTitle, routes } from './support/builtRoutes';
import { DESKTOP, MOBILE, expect, test, waitForApp } from './support/fixtures';

// Each route's hydrated head and h1 are checked with its axe pass (a11y.spec.ts): one load per route.
test('prerendered HTML of every route holds its h1, title and description before any script runs', async ({ request }) => {
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).toMatch(/<h1[ >]/);
    const title = `<title>${documentTitle(route).replace(/&/g, '&amp;').replace(/'/g, "'")}</title>`;
    // Content pages carry their own title (the browser's table names only their kind; tests/built checks it).
    if (route.ownHead) expect(html, route.path).toMatch(/<title>[^<]{3,70}<\/title>/);
    else expect(html, route.path).toContain(title);
    expect(html, route.path).toContain(`data-route="${route.path}"`);
    // The first paint waits for the h1 (a headline painted after the header would be a late LCP).
    const hold = /<link rel="expect" href="#([^"]+)" blocking="render">/.exec(html);
    expect(hold, `${route.path} holds rendering for its h1`).not.toBeNull();
    expect(html, route.path).toMatch(new RegExp(`<h1\\b[^>]*\\bid="${hold![1]}"`));
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // One page visits them all: without scripts a load is quick, a fresh browser context is not.
  test('every marketing route is readable: header, h1 and footer', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of routes.filter((r) => r.kind === 'site').map((r) => r.path)) {
      // The text is there once the document is parsed (its styles are inline): no wait for images.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('banner'), path).toBeVisible();
      await expect(page.locator('h1'), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toContainText('Northstar Growth');
    }
  });
});

test.describe('unknown paths', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const path of ['/no-such-page', '/services/unknown', '/blog/category/unknown', '/a/b/c/d/e']) {
    // With no input: the page logs it as it loads (SPEC).
    test(`${path} shows the not-found page and logs the path`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect.poll(() => warnings.some((w) => w.includes(path))).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
    });
  }
});

test('an unknown dashboard path ends on /dashboard', async ({ page }) => {
  await page.goto('/dashboard/no-such-section');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('h1')).toHaveText('Dashboard');
});

test('a trailing slash and a query string reach the same page', async ({ page }) => {
  for (const url of ['/about/', '/about?x=1', '/careers/?ref=mail']) {
    await page.goto(url);
    await waitForApp(page);
    await expect(page).toHaveTitle(url.startsWith('/about') ? 'About | Northstar Growth' : 'Careers | Northstar Growth');
  }
});

test('client-side navigation updates the page, the title and scrolls to the top', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/careers');
  await waitForApp(page);
  await page.mouse.wheel(0, 600);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Studies' }).click();
  await expect(page).toHaveURL('/case-studies');
  await expect(page).toHaveTitle('Case Studies | Northstar Growth');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page reached inside the app gets the title and description its prerendered page carries', async ({ page }) => {
  // One route of each page module: the content kinds set their own head, the others take the table's.
  const samples = [...new Map(routes.filter((r) => r.kind === 'site').map((r) => [r.page, r])).values()];
  await page.goto('/');
  await waitForApp(page);
  for (const route of samples) {
    if (route.path === '/') continue;
    // As a link in the app does it (wouter follows pushState).
    await page.evaluate((path) => history.pushState(null, '', path), route.path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page, route.path).toHaveTitle(documentTitle(route));
    await expect(page.locator('meta[name="description"]'), route.path).toHaveAttribute('content', route.description);
  }
});

test('a link in the app to a section of another page lands on that section, clear of the header', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const header = page.getByRole('banner');
  const landsOn = async (target: ReturnType<typeof page.locator>) => {
    await expect(target).toBeInViewport();
    await expect
      .poll(async () => {
        const [box, bar] = await Promise.all([target.boundingBox(), header.boundingBox()]);
        return box!.y - (bar!.y + bar!.height);
      })
      .toBeGreaterThanOrEqual(0);
  };
  // A job's page, near its top, to the careers page's open positions (far down that page).
  await page.goto('/careers/account-executive');
  await waitForApp(page);
  await page.getByRole('link', { name: 'All open positions' }).click();
  await expect(page).toHaveURL('/careers#open-positions');
  await landsOn(page.locator('#open-positions').getByRole('heading', { name: 'Open Positions' }));
  // The footer, at the bottom of a page, to one service group of the services index.
  await page.goto('/about');
  await waitForApp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Lead Generation' }).click();
  await expect(page).toHaveURL('/services#lead-services');
  await landsOn(page.getByRole('heading', { name: 'Lead Generation', level: 3 }));
});

test('footer is on every marketing page with the current year', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/careers');
  await waitForApp(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Northstar Growth home' })).toHaveAttribute('href', '/');
  for (const column of ['Company', 'Services', 'Resources', 'Legal']) {
    await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
  }
  for (const name of ['LinkedIn', 'Facebook', 'Instagram']) {
    await expect(footer.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await expect(footer.getByLabel('Email address')).toHaveAttribute('type', 'email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL('/careers');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Northstar Growth`);
});

test('sitemap.xml lists every marketing route and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs.sort()).toEqual(routes.filter((r) => r.kind === 'site').map((r) => r.path).sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/dashboard/);
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
