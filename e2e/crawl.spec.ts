import type { APIRequestContext, Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, test, waitForApp } from './support/fixtures';
import { routes } from './support/builtRoutes';
import { pagesToPress, pressButtons } from './support/pressButtons';

/**
 * No dead ends (issue 17): starting at /, following links reaches every route of the route table,
 * at 1280 px and at 375 px, and no link is '#', empty, javascript: or leads to a missing page or
 * a missing #fragment.
 *
 * Lean by design: the header, its menus and the footer are the same on every page, so the
 * browser collects the links they show at each width once (menus opened as a visitor would);
 * each page's own links come from its prerendered HTML (<main>), fetched without a browser.
 *
 * Then the browser presses every distinct button (./support/pressButtons.ts): the header's and footer's
 * at each width, those inside <main> once per page template and name (each template's at one of
 * the two widths), and those of any menu or dialog a press opens; a press that changes nothing
 * (no navigation, no dialog or menu, no change to the page, no request) fails the test.
 */

/** Links shown outside <main> (header, its open menus, footer) at the current width; a GET form (site search) counts as a link to its action. */
async function visibleLayoutLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], form[method="get"][action]')]
      .filter((el) => !el.closest('main') && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((el) => el.getAttribute(el instanceof HTMLFormElement ? 'action' : 'href')!),
  );
}

/** What a visitor can reach from the layout at 1280 px: the bar, each of its menus, the footer. */
async function desktopLayoutLinks(page: Page): Promise<Set<string>> {
  const found = new Set(await visibleLayoutLinks(page));
  const triggers = page.locator('header button[popovertarget]:visible');
  const count = await triggers.count();
  expect(count, 'menu triggers in the desktop header').toBeGreaterThanOrEqual(4);
  for (let i = 0; i < count; i++) {
    const trigger = triggers.nth(i);
    await trigger.click();
    await expect(page.locator(`#${await trigger.getAttribute('popovertarget')}`)).toBeVisible();
    for (const href of await visibleLayoutLinks(page)) found.add(href);
    await page.keyboard.press('Escape');
  }
  return found;
}

/** What a visitor can reach from the layout at 375 px: the mobile menu with its Blog group, the footer. */
async function mobileLayoutLinks(page: Page): Promise<Set<string>> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(nav).toBeVisible();
  await nav.getByRole('button', { name: 'Blog' }).click();
  await expect(nav.getByRole('link', { name: 'How-To Guides' })).toBeVisible();
  return new Set(await visibleLayoutLinks(page));
}

// Nothing moves by itself (carousel autoplay, reveal on scroll): a change after a press is the press's.
test.use({ reducedMotion: 'reduce' });

const hrefsIn = (html: string) => [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const mainOf = (html: string) => html.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? '';

interface Crawl {
  reached: Set<string>;
  followed: number;
  problems: string[];
  /** Each reached page's prerendered HTML. */
  html: Map<string, string>;
}

/** Breadth-first over prerendered pages: layout links (the same on every page) plus each page's own. */
async function crawl(request: APIRequestContext, layoutLinks: Set<string>): Promise<Crawl> {
  const html = new Map<string, string>();
  const problems: string[] = [];
  const reached = new Set<string>(['/']);
  const queue = ['/'];
  let followed = 0;
  const fetchPage = async (path: string) => {
    if (!html.has(path)) {
      const res = await request.get(path);
      html.set(path, res.ok() ? await res.text() : '');
      if (!res.ok()) problems.push(`${path}: HTTP ${res.status()}`);
    }
    return html.get(path)!;
  };
  while (queue.length) {
    const from = queue.shift()!;
    const page = await fetchPage(from);
    // The dashboard's own navigation (its sidebar) sits outside <main>: all its links count.
    const own = from.startsWith('/dashboard') ? hrefsIn(page) : [...hrefsIn(mainOf(page)), ...layoutLinks];
    for (const bad of hrefsIn(page).filter((h) => h.trim() === '' || h === '#' || /^\s*javascript:/i.test(h))) problems.push(`${from}: link to "${bad}"`);
    for (const href of own) {
      if (/^(mailto|tel):/.test(href)) continue;
      const url = new URL(href, `http://site${from}`);
      if (url.host !== 'site') {
        expect(url.protocol, `${from}: outbound link ${href}`).toBe('https:');
        continue;
      }
      followed++;
      const path = url.pathname.replace(/(.)\/+$/, '$1');
      const target = await fetchPage(path);
      if (url.hash && target && !target.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) problems.push(`${from}: ${href} has no element ${url.hash}`);
      if (!reached.has(path)) {
        reached.add(path);
        queue.push(path);
      }
    }
  }
  return { reached, followed, problems, html };
}

for (const [index, [name, viewport]] of ([['1280 px', DESKTOP], ['375 px', MOBILE]] as const).entries()) {
  test(`every route is reachable from / by visible links at ${name}, no link is dead and every button does something`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const started = Date.now();
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForApp(page);
    const layout = viewport === DESKTOP ? await desktopLayoutLinks(page) : await mobileLayoutLinks(page);
    const { reached, followed, problems, html } = await crawl(request, layout);
    expect(problems).toEqual([]);
    expect(routes.map((r) => r.path).filter((p) => !reached.has(p)), 'routes never reached').toEqual([]);
    // The buttons inside <main>: each template's at one of the two widths (half the pages each).
    const { pressed, dead, pages } = await pressButtons(page, pagesToPress(reached, html), { index, of: 2 });
    expect(dead, 'buttons whose press changed nothing').toEqual([]);
    const counts = `${reached.size} pages reached, ${followed} links followed, ${pressed} buttons pressed on ${pages} pages at ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`;
    test.info().annotations.push({ type: 'crawl', description: counts });
  });
}
