import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForApp, firstLoadDone, holdRequests, MOBILE, DESKTOP } from './support/fixtures';

const sidebar = (page: Page) => page.getByTestId('dashboard-sidebar');
const sidebarWidth = async (page: Page) => (await sidebar(page).boundingBox())?.width ?? 0;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const desktopToggle = (page: Page) => page.locator('button[aria-controls="dashboard-sidebar"]');
const mobileToggle = (page: Page) => page.locator('button[aria-haspopup="dialog"]');

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page itself never scrolls sideways').toBeLessThanOrEqual(0);
}

/** A badge's background as sRGB (the stylesheet uses oklch colours; a canvas converts them). */
async function backgroundRgb(locator: Locator) {
  return locator.evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return { r: r!, g: g!, b: b! };
  });
}

/** Column headers and body row count of the section's table. */
async function expectTable(page: Page, name: string, columns: string[], rows: number) {
  const table = page.getByRole('table', { name });
  await expect(table.getByRole('columnheader')).toHaveText(columns);
  await expect(table.locator('tbody tr')).toHaveCount(rows);
  return table;
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`sections at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('overview shows the four figures and chart tabs', async ({ page }) => {
      await open(page, '/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
      const figures = page.getByRole('region', { name: 'Site figures' }).getByRole('listitem');
      await expect(figures).toHaveCount(4);
      await expect(figures.nth(0)).toContainText('Total Visitors');
      await expect(figures.nth(0)).toContainText('2,350');
      await expect(figures.nth(1)).toContainText('New Leads');
      await expect(figures.nth(1)).toContainText('124');
      await expect(figures.nth(2)).toContainText('Published Posts');
      await expect(figures.nth(2)).toContainText('38');
      await expect(figures.nth(3)).toContainText('Inquiries');
      await expect(figures.nth(3)).toContainText('27');
      await expect(figures.nth(3)).toContainText('5 unread');
      await expect(page.getByRole('tab')).toHaveText(['Overview', 'Analytics', 'Reports']);
      await expect(page.getByRole('tabpanel').getByRole('img')).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('posts: five rows, columns, status badges, named actions, New Post', async ({ page }) => {
      await open(page, '/dashboard/posts');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts');
      const table = await expectTable(page, 'Posts', ['Title', 'Status', 'Date', 'Author', 'Actions'], 5);
      await expect(table.getByRole('button', { name: /^View / })).toHaveCount(5);
      await expect(table.getByRole('button', { name: /^Edit / })).toHaveCount(5);
      await expect(table.getByRole('button', { name: /^Delete / })).toHaveCount(5);
      const published = await backgroundRgb(table.getByText('Published', { exact: true }).first());
      expect(published.g, 'Published is green').toBeGreaterThan(Math.max(published.r, published.b));
      const draft = await backgroundRgb(table.getByText('Draft', { exact: true }).first());
      expect(Math.min(draft.r, draft.g) - draft.b, 'Draft is amber').toBeGreaterThan(30);
      expect(draft.r).toBeGreaterThanOrEqual(draft.g);
      await expect(page.getByRole('button', { name: 'New Post' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('pages: six rows and New Page', async ({ page }) => {
      await open(page, '/dashboard/pages');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pages');
      await expectTable(page, 'Pages', ['Title', 'Status', 'Last Modified', 'Actions'], 6);
      await expect(page.getByRole('button', { name: 'New Page' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('analytics: three metrics and three report tabs', async ({ page }) => {
      await open(page, '/dashboard/analytics');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
      const metrics = page.getByRole('region', { name: 'Site metrics' }).getByRole('listitem');
      await expect(metrics).toHaveCount(3);
      for (const [i, label] of ['Page Views', 'Conversion Rate', 'Avg. Session Duration'].entries()) {
        await expect(metrics.nth(i)).toContainText(label);
      }
      await expect(page.getByRole('tab')).toHaveText(['Traffic Sources', 'Content Performance', 'Audience']);
      await expectNoSidewaysScroll(page);
    });

    test('users: five rows with the five roles and Add User', async ({ page }) => {
      await open(page, '/dashboard/users');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
      const table = await expectTable(page, 'Users', ['Name', 'Email', 'Role', 'Last Active', 'Actions'], 5);
      const roles = ['Administrator', 'Editor', 'Author', 'Contributor', 'Subscriber'];
      const colours = new Set<string>();
      for (const role of roles) {
        const badge = table.getByText(role, { exact: true });
        await expect(badge).toHaveCount(1);
        colours.add(await badge.evaluate((el) => getComputedStyle(el).backgroundColor));
      }
      expect(colours.size, 'every role has its own badge colour').toBe(5);
      await expect(page.getByRole('button', { name: 'Add User' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('settings: four tabs, editable General fields, Save Changes saves', async ({ page }) => {
      await open(page, '/dashboard/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
      await expect(page.getByRole('tab')).toHaveText(['General', 'Appearance', 'Integrations', 'Security']);
      await expect(page.locator('[data-ready="true"]')).toBeAttached();
      const name = page.getByLabel('Site Name');
      await name.fill('Northstar Labs');
      await page.getByLabel('Site Description').fill('A new description');
      await expect(page.getByLabel('Admin Email')).toHaveAttribute('type', 'email');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/settings$/);
      await expect(name).toHaveValue('Northstar Labs');
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe('desktop sidebar', () => {
  test.use({ viewport: DESKTOP });

  test('shows every entry with the active one following navigation', async ({ page }) => {
    test.slow(); // several loads or many key presses
    await open(page, '/dashboard');
    const links = nav(page).getByRole('link');
    await expect(links).toHaveText(['Dashboard', 'Posts', 'Pages', 'Analytics', 'Users', 'Leads', 'Settings']);
    await expect(nav(page).locator('[aria-current="page"]')).toHaveText('Dashboard');
    const steps: [string, string][] = [
      ['Posts', '/dashboard/posts'],
      ['Users', '/dashboard/users'],
      ['Settings', '/dashboard/settings'],
      ['Dashboard', '/dashboard'],
    ];
    for (const [label, path] of steps) {
      await nav(page).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      await expect(nav(page).locator('[aria-current="page"]')).toHaveText(label);
    }
    await expect(page.getByText('Admin User')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Exit' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
    // The running release and its build date, under the sidebar's links.
    const version = sidebar(page).getByTestId('sidebar-version');
    await expect(version).toBeVisible();
    await expect(version).toHaveText(/^Version \S+, built \d{4}-\d{2}-\d{2}$/);
    // SPEC's breakpoint: from 768 px the sidebar is in the page; narrower, a toggle opens it as a panel.
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(sidebar(page)).toBeVisible();
    await expect(mobileToggle(page)).toBeHidden();
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(sidebar(page)).toBeHidden();
    await expect(mobileToggle(page)).toBeVisible();
  });

  test('a chosen tab is in the URL: a reload or a shared link opens it, and coming back to the section finds it', async ({ page }) => {
    const selected = (name: string) => expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await open(page, '/dashboard/analytics');
    await selected('Traffic Sources');
    await page.getByRole('tab', { name: 'Audience' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analytics\?tab=audience$/);
    await page.reload();
    await waitForApp(page);
    await selected('Audience');
    await expect(page.getByRole('tabpanel')).toBeVisible();

    // Away and back through the sidebar: the tab, and the URL that names it, are kept.
    await nav(page).getByRole('link', { name: 'Posts' }).click();
    await expect(page).toHaveURL(/\/dashboard\/posts$/);
    await nav(page).getByRole('link', { name: 'Analytics' }).click();
    await selected('Audience');
    await expect(page).toHaveURL(/\/dashboard\/analytics\?tab=audience$/);
    // The first tab needs no parameter.
    await page.getByRole('tab', { name: 'Traffic Sources' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);

    await open(page, '/dashboard/settings?tab=security');
    await selected('Security');
    await expect(page.getByLabel('Session timeout')).toBeVisible();
    // A name that is not a tab opens the first one.
    await open(page, '/dashboard/settings?tab=nope');
    await selected('General');
    await expect(page.getByLabel('Site Name')).toBeVisible();
  });

  test('Ctrl+B collapses to 48 px, sets the cookie for 7 days and survives a reload without a flash', async ({ page, context }) => {
    test.slow(); // several loads or many key presses
    await open(page, '/dashboard/posts');
    expect(await sidebarWidth(page)).toBe(256);
    expect((await context.cookies()).find((c) => c.name === 'sidebar:state')).toBeUndefined();

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWidth(page)).toBe(48);
    await expect(desktopToggle(page)).toHaveAttribute('aria-expanded', 'false');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
    expect(cookie?.value).toBe('false');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 604800))).toBeLessThan(120);
    // Labels are hidden but the links keep their names.
    await expect(nav(page).getByRole('link', { name: 'Posts' })).toBeVisible();

    // Record the sidebar's width on every frame from the very first one after reload.
    await page.addInitScript(() => {
      const widths: number[] = [];
      (window as unknown as { __sidebarWidths: number[] }).__sidebarWidths = widths;
      const tick = () => {
        const el = document.querySelector('[data-testid="dashboard-sidebar"]');
        if (el) widths.push(el.getBoundingClientRect().width);
        if (widths.length < 40) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.reload();
    expect(await sidebarWidth(page)).toBe(48);
    await waitForApp(page);
    await page.waitForTimeout(300);
    const widths = await page.evaluate(() => (window as unknown as { __sidebarWidths: number[] }).__sidebarWidths);
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths), 'never wider than collapsed while loading').toEqual(new Set([48]));
    await expect(desktopToggle(page)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Meta+b');
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    expect((await context.cookies()).find((c) => c.name === 'sidebar:state')?.value).toBe('true');
  });

  test('Ctrl+K and Ctrl+B pressed before the app runs open the palette and collapse the sidebar once it does, not the browser\'s', async ({ page }) => {
    // The app's code is held until the keys are pressed: the page is painted, its app not yet running.
    const html = await (await page.request.get('/dashboard/posts')).text();
    const entryPath = /data-boot-entry="([^"]+)"/.exec(html)?.[1];
    expect(entryPath).toMatch(/^\/assets\/.+\.js$/);
    const release = await holdRequests(page, `**${entryPath}`);
    const entry = page.locator('script[data-boot-entry]');
    await page.goto('/dashboard/posts', { waitUntil: 'domcontentloaded' });
    await expect(entry).toHaveAttribute('data-started-by');
    // Listening after boot.js: whether each press was kept from the browser's own shortcut.
    await page.evaluate(() => addEventListener('keydown', (e) => e.ctrlKey && document.body.setAttribute(`data-prevented-${e.key}`, String(e.defaultPrevented))));
    await page.keyboard.press('Control+k');
    await page.keyboard.press('Control+b');
    await expect(page.locator('body')).toHaveAttribute('data-prevented-k', 'true');
    await expect(page.locator('body')).toHaveAttribute('data-prevented-b', 'true');
    expect(await sidebarWidth(page)).toBe(256);
    release();
    await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox')).toBeFocused();
    await expect.poll(() => sidebarWidth(page)).toBe(48);
    // Once the app listens, a press is its own, once: Ctrl+K closes the palette again.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
    await expect(entry).not.toHaveAttribute('data-early-k');
    await expect(entry).not.toHaveAttribute('data-early-b');
    // On the site (reached in the app), Ctrl+B is the browser's again, and nothing is kept for later.
    await page.getByRole('link', { name: 'View Site' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accelerate Your B2B Growth');
    // The dashboard's listeners go with its layout's effects, which React runs after the commit.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await page.keyboard.press('Control+b');
    await expect(page.locator('body')).toHaveAttribute('data-prevented-b', 'false');
    await expect(entry).not.toHaveAttribute('data-early-b');
  });

  test('what is typed right after Ctrl+K goes to the palette, not into the field that had focus', async ({ page }) => {
    // The palette's code is held until the keys are typed, as on a slow first open.
    const release = await holdRequests(page, /\/assets\/CommandPalette-[\w-]+\.js$/);
    await open(page, '/dashboard/settings');
    const siteName = page.getByLabel('Site Name');
    const before = await siteName.inputValue();
    await siteName.click();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('posts');
    release();
    const box = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('posts');
    await expect(page.getByRole('option', { name: /Posts/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(siteName).toBeFocused();
    await expect(siteName).toHaveValue(before);
    // Nothing typed on the page: leaving it asks nothing.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Posts' }).click();
    await expect(page).toHaveURL(/\/dashboard\/posts$/);
  });

  test('the toggle button collapses and expands too', async ({ page }) => {
    await open(page, '/dashboard');
    await desktopToggle(page).click();
    await expect.poll(() => sidebarWidth(page)).toBe(48);
    await desktopToggle(page).click();
    await expect.poll(() => sidebarWidth(page)).toBe(256);
  });

  test('collapsed icons show their label as a tooltip after a delay', async ({ page }) => {
    await open(page, '/dashboard');
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWidth(page)).toBe(48);
    // Time, inside the page, from the pointer entering the icon to the tooltip appearing.
    await page.evaluate(() => {
      const w = window as unknown as { __enter?: number; __shown?: number };
      // Listen on the document: the collapsed sidebar swaps its links for tooltip links when
      // that code arrives, so the element under the pointer may be a new one. The delay runs
      // from the last time the pointer entered the link before the tooltip showed.
      const selector = '[data-testid="dashboard-sidebar"] a[href="/dashboard/analytics"]';
      document.addEventListener(
        'pointerenter',
        (e) => {
          if (w.__shown === undefined && e.target instanceof Element && e.target.matches(selector)) w.__enter = performance.now();
        },
        true,
      );
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="sidebar-tooltip"]')) w.__shown ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await nav(page).getByRole('link', { name: 'Analytics' }).hover();
    await expect(page.getByTestId('sidebar-tooltip')).toHaveText('Analytics');
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __enter: number; __shown: number };
      return w.__shown - w.__enter;
    });
    expect(delay, 'opens after the 700 ms delay').toBeGreaterThanOrEqual(650);
    // Expanded: no tooltips.
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    await nav(page).getByRole('link', { name: 'Posts' }).hover();
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('sidebar-tooltip')).toHaveCount(0);
  });

  test('tabs work by keyboard', async ({ page }) => {
    test.slow(); // several loads or many key presses
    await open(page, '/dashboard');
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Analytics' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('New leads by week');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Reports' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Inquiries by month');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Reports' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeFocused();
    // Tab leaves the tab list for the panel (one tab stop).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();

    await nav(page).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'General' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Security' })).toBeVisible();
  });

  test('unknown dashboard paths redirect to /dashboard', async ({ page }) => {
    await open(page, '/dashboard/unknown');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(nav(page).locator('[aria-current="page"]')).toHaveText('Dashboard');
  });
});

test.describe('posts, pages and users before the app runs', () => {
  test.use({ viewport: DESKTOP });

  /** Opens a collection with every script held: what the test does next lands on the prerendered page. */
  async function openHeld(page: Page, path: string) {
    const release = await holdRequests(page, '**/assets/*.js');
    // Not until 'load': the app's held scripts, added once the page has painted, may hold it back.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    return release;
  }

  test('a sort and New Post pressed before the app runs are each made once it does', async ({ page }) => {
    const release = await openHeld(page, '/dashboard/posts');
    const table = page.getByRole('table', { name: 'Posts' });
    await table.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
    await page.getByRole('button', { name: 'New Post' }).click();
    release();
    await waitForApp(page);
    await expect(page.getByTestId('record-dialog')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'New Post' })).toBeVisible();
    // Pressed once, sorted once: ascending (a second press would have made it descending).
    await expect(page).toHaveURL(/\/dashboard\/posts\?sort=title$/);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('record-dialog')).toBeHidden();
    await expect(table.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('a search typed and a filter chosen before the app runs are kept, and filter the table once it does', async ({ page }) => {
    const release = await openHeld(page, '/dashboard/posts');
    const search = page.getByLabel('Search posts by title or author');
    const status = page.getByLabel('Status');
    await search.fill('in');
    await status.selectOption('Published');
    release();
    await waitForApp(page);
    await page.waitForFunction(() => Boolean(document.documentElement.dataset.store));
    await expect(page.getByTestId('posts-table')).toHaveAttribute('data-ready', 'true');
    await expect(search).toHaveValue('in');
    await expect(status).toHaveValue('Published');
    // Both apply (3 titles hold 'in', 3 posts are published, 1 is both) and are in the URL, as if typed later.
    await expect(page).toHaveURL(/\/dashboard\/posts\?q=in&status=Published$/);
    await expect(page.getByTestId('table-summary')).toHaveText('Showing 1–1 of 1 post.');
    await expect(page.getByRole('table', { name: 'Posts' }).getByRole('rowheader')).toHaveText(['Account-Based Marketing for Security Vendors']);
  });

  test('a search typed before the app runs keeps the filter a shared link chose', async ({ page }) => {
    const release = await openHeld(page, '/dashboard/users?role=Editor');
    await page.getByLabel('Search users by name or email').fill('marcus');
    release();
    await waitForApp(page);
    await expect(page.getByTestId('users-table')).toHaveAttribute('data-ready', 'true');
    await expect(page).toHaveURL(/\/dashboard\/users\?q=marcus&role=Editor$/);
    await expect(page.getByLabel('Role')).toHaveValue('Editor');
    await expect(page.getByTestId('table-summary')).toHaveText('Showing 1–1 of 1 user.');
  });
});

// page.on('request') sees the page's own requests, not the service worker's precaching.
test.describe('code splitting', () => {
  test.use({ viewport: DESKTOP });

  test('the dashboard loads no home page or carousel code', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (req) => urls.push(req.url()));
    await page.goto('/dashboard');
    await firstLoadDone(page);
    expect(urls.some((u) => u.includes('DashboardLayout')), 'sanity: the dashboard chunk was seen').toBe(true);
    expect(urls.filter((u) => /HomePage|keen/i.test(u))).toEqual([]);
  });

  test('the home page loads no dashboard code', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (req) => urls.push(req.url()));
    await page.goto('/');
    await firstLoadDone(page);
    expect(urls.length).toBeGreaterThan(1);
    expect(urls.filter((u) => /Dashboard|OverviewPage|PostsPage|UsersPage|SettingsPage|sidebar-state|dashboard-head/.test(u))).toEqual([]);
  });
});

test.describe('mobile sidebar', () => {
  test.use({ viewport: MOBILE });

  test('is hidden until the toggle opens it as an 18rem modal panel', async ({ page }) => {
    await open(page, '/dashboard/posts');
    await expect(sidebar(page)).toBeHidden();
    await expect(mobileToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await mobileToggle(page).click();
    const dialog = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(dialog).toBeVisible();
    await expect(mobileToggle(page)).toHaveAttribute('aria-expanded', 'true');
    // The toggle names the panel it opened, for assistive technology that follows aria-controls.
    await expect(page.locator(`#${await mobileToggle(page).getAttribute('aria-controls')}`)).toHaveAccessibleName('Dashboard menu');
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(288);
    await expect(dialog.locator('[aria-current="page"]')).toHaveText('Posts');
    await expect(dialog.getByText('Admin User')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Exit' })).toBeVisible();
  });

  test('traps focus, closes with Escape and returns focus to the toggle', async ({ page }) => {
    test.slow(); // several loads or many key presses
    await open(page, '/dashboard');
    await mobileToggle(page).click();
    const dialog = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(dialog).toBeVisible();
    const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    // Past either end, focus lands on floating-ui's guard beside the panel, which hands it to the
    // other end in the next frame: wait for that frame (focus that escaped would stay outside).
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      await expect.poll(focusInside, { message: `focus stays inside after Tab #${i + 1}` }).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      await expect.poll(focusInside, { message: `focus stays inside after Shift+Tab #${i + 1}` }).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(mobileToggle(page)).toBeFocused();
    await expect(mobileToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a backdrop click closes it; choosing a link navigates and closes it', async ({ page }) => {
    test.slow(); // several loads or many key presses
    await open(page, '/dashboard');
    await mobileToggle(page).click();
    const dialog = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(dialog).toBeVisible();
    await page.mouse.click(350, 400); // right of the 288 px panel: the backdrop
    await expect(dialog).toBeHidden();

    await mobileToggle(page).click();
    await dialog.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  });
});
