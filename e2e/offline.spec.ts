import { routes } from './support/builtRoutes';
import { IDLE_TIMEOUT_MS } from '../src/lib/idle';
import { SW_REGISTER_DELAY_MS } from '../src/pwa/startLater';
import { expect, scrollToAsLinkDoes, test, waitForApp } from './support/fixtures';

const READY = 'The whole site and dashboard now work offline';
const toast = (page: import('@playwright/test').Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('offline with a service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test.setTimeout(90_000);

  test('"Make available offline" saves the site at once with progress; then every route opens offline', async ({ page, context }) => {
    // Counts the storage-persistence requests the page makes.
    await page.addInitScript(() => {
      const w = window as unknown as { persistCalls: number };
      w.persistCalls = 0;
      const persist = navigator.storage.persist.bind(navigator.storage);
      navigator.storage.persist = () => {
        w.persistCalls++;
        return persist();
      };
    });
    const started = Date.now();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The visitor's first input is this press: it starts the app, which then acts on it
    // (src/ui/earlyPress.ts). Any earlier input would already have started the download.
    await footer.getByRole('button', { name: 'Make available offline' }).click();
    await expect(toast(page, 'Saving the site for offline use')).toContainText(/\d+ of \d+ files/);
    await expect(toast(page, READY)).toBeVisible({ timeout: 30_000 });
    test.info().annotations.push({ type: 'offline-ready (asked)', description: `${Date.now() - started} ms from first load` });
    await expect(footer.getByText('Available offline: every page of the site and dashboard')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBeGreaterThan(0);

    await context.setOffline(true);
    for (const route of routes) {
      const response = await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      expect(response?.fromServiceWorker(), route.path).toBe(true);
      await expect(page.locator('h1'), route.path).toHaveCount(1);
      await expect(page.locator('h1'), route.path).not.toBeEmpty();
    }

    await page.goto('/somewhere/never/built');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');

    await page.goto('/dashboard/not-a-section');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('h1')).toHaveText('Dashboard');

    // An address outside the offline copy gets the branded offline page, never the browser's error page.
    await page.goto('/api/leads');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await page.getByRole('navigation', { name: 'Available offline' }).getByRole('link', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page).toHaveTitle(/^Case Studies/);
  });

  test('an interrupted "Make available offline" says saving stopped, brings the button back, and finishes by itself once back online', async ({ page, context }) => {
    // The worker stores the offline copy one file at a time; one page of it answers only once the
    // connection has dropped, so the download is still running then, however fast this machine is.
    let reached: () => void = () => {};
    const heldFileRequested = new Promise<void>((resolve) => (reached = resolve));
    let dropped: () => void = () => {};
    const connectionDropped = new Promise<void>((resolve) => (dropped = resolve));
    const held = /\/cookies(\?.*)?$/;
    await context.route(held, async (route) => {
      reached();
      await connectionDropped;
      await route.abort('internetdisconnected');
    });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Make available offline' }).click();
    await heldFileRequested;
    await expect(toast(page, 'Saving the site for offline use')).toContainText(/\d+ of \d+ files/);
    await expect(footer.getByText(/[1-9]\d* of \d+ files/)).toBeVisible();

    await context.setOffline(true);
    dropped();
    await expect(toast(page, 'Saving for offline use stopped')).toContainText('It needs a connection');
    await expect(toast(page, 'Saving the site for offline use')).toHaveCount(0);
    await expect(footer.getByText('Saving stopped before it finished.')).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Make available offline' })).toBeVisible();
    await expect(footer.getByText(/of \d+ files/)).toHaveCount(0);

    await context.unroute(held);
    await context.setOffline(false);
    await expect(toast(page, READY)).toBeVisible({ timeout: 30_000 });
    await expect(footer.getByText('Available offline: every page of the site and dashboard')).toBeVisible();
  });

  test('offline seconds into a first visit, before the site was saved: back online, the site is saved by itself', async ({ page, context }) => {
    // The visit's timer (SW_REGISTER_DELAY_MS after load) fires while the connection is gone.
    await page.clock.install();
    await page.goto('/contact');
    await waitForApp(page);
    await context.setOffline(true);
    await page.clock.runFor(SW_REGISTER_DELAY_MS + IDLE_TIMEOUT_MS);
    // What the timer started has run (code fetched offline fails at once).
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done))));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: 'Make available offline' })).toBeVisible();

    // The visit's timer has fired: the connection's return starts the saving, with no press (a
    // press on the button raced it and could find the button already gone).
    await context.setOffline(false);
    await expect(toast(page, READY)).toBeVisible({ timeout: 60_000 });
    // The footer runs its code once the reader reaches it.
    await scrollToAsLinkDoes(footer);
    await expect(footer.getByText('Available offline: every page of the site and dashboard')).toBeVisible();
    await context.setOffline(true);
    const response = await page.goto('/case-studies');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page).toHaveTitle(/^Case Studies/);
  });

  test("without asking, the site is saved soon after the visitor's first input; connectivity toasts say what works", async ({ page, context }) => {
    const started = Date.now();
    await page.goto('/dashboard');
    await waitForApp(page);
    // A reader's first scroll starts it (without input it would wait 5 s after load).
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 200);
    await expect(toast(page, READY)).toBeVisible({ timeout: 30_000 });
    test.info().annotations.push({ type: 'offline-ready (first input)', description: `${Date.now() - started} ms from first load` });
    await context.setOffline(true);
    await expect(page.getByText('You are offline. Every page still works')).toBeVisible();
    await page.getByRole('link', { name: /Users/ }).first().click();
    await expect(page).toHaveURL('/dashboard/users');
    await expect(page.locator('h1')).toHaveText('Users');
    await context.setOffline(false);
    await expect(page.getByText('You are back online.', { exact: true })).toBeVisible();
  });
});

test.describe('offline before the site was saved', () => {
  // The failed requests of the page that cannot load are expected.
  // Code not saved on the device is not fetched while offline (scripts/preload-helper.ts); React logs that refusal.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|Unable to load \//] });
  test('offline before the site was saved, a page that cannot load says so and arrives once back online', async ({ page, context }) => {
    await page.goto('/about');
    await waitForApp(page);
    // A first press loads the header menus' code (on first input), so the link below is live; only
    // the next page's code is missing offline.
    const menus = page.waitForResponse(/HeaderMenus-[\w-]+\.js$/);
    await page.locator('h1').click();
    await menus;
    await context.setOffline(true);
    await page.getByRole('banner').getByRole('link', { name: 'Case Studies' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByText('This page is not saved on this device yet')).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    // Back online, the page it could not load arrives by itself.
    await context.setOffline(false);
    await expect(page).toHaveTitle(/^Case Studies/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  });

  test('a part whose code could not load says so in place, keeps the page, and loads on the next try', async ({ page }) => {
    // The testimonials' code fails (a dropped connection) until the route is lifted.
    let fail = true;
    await page.route(/\/assets\/Testimonials-[\w-]+\.js$/, (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/about');
    await waitForApp(page);
    // A client-side navigation renders the home page in the browser, the testimonials with it.
    await page.getByRole('link', { name: 'Northstar Growth home' }).first().click();
    const note = page.getByRole('status').filter({ hasText: 'This part of the page could not load.' });
    await expect(note).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    fail = false;
    // Online, the browser may keep the failed fetch for the page's life (Chromium 150 does): the page is loaded again.
    await note.getByRole('button', { name: 'Try again' }).click();
    await expect(note).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  // Chromium keeps a failed module fetch for the page's life: code asked for offline would leave
  // that part dead until a reload, although its note promises it loads once back online.
  test('a menu tapped offline fetches nothing and says so in place; back online it loads and works without a reload', async ({ page, context }) => {
    await page.goto('/about');
    await waitForApp(page);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await context.setOffline(true);
    const lead = page.getByRole('button', { name: 'Lead Generation' });
    await lead.click();
    // Each part the tap woke says so in its place (the header's menus, and any near the screen).
    const notes = page.getByRole('status').filter({ hasText: 'You are offline and this part of the page is not saved on this device yet' });
    await expect(page.getByRole('banner').locator(notes)).toBeVisible();
    const menus = page.waitForResponse(/\/HeaderMenus-[\w-]+\.js$/);
    await context.setOffline(false);
    expect((await menus).ok()).toBe(true);
    await expect(notes).toHaveCount(0);
    // The menus' code keeps aria-expanded in step once it runs.
    await expect(lead).toHaveAttribute('aria-expanded', 'false');
    await lead.click();
    await expect(page.getByRole('region', { name: 'Lead Generation menu' })).toBeVisible();
    await expect(lead).toHaveAttribute('aria-expanded', 'true');
    expect(failed).toEqual([]);
  });
});
