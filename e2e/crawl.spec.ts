import type { APIRequestContext, Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, test, waitForApp } from './fixtures';
import { routes } from '../src/routes';

/**
 * No dead ends (issue 17): starting at /, following links reaches every route of the route table,
 * at 1280 px and at 375 px, and no link is '#', empty, javascript: or leads to a missing page or
 * a missing #fragment.
 *
 * Lean by design: the header, its menus and the footer are the same on every page, so the
 * browser collects the links they show at each width once (menus opened as a visitor would);
 * each page's own links come from its prerendered HTML (<main>), fetched without a browser.
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

const hrefsIn = (html: string) => [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const mainOf = (html: string) => html.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? '';

interface Crawl {
  reached: Set<string>;
  followed: number;
  problems: string[];
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
  return { reached, followed, problems };
}

for (const [name, viewport] of [['1280 px', DESKTOP], ['375 px', MOBILE]] as const) {
  test(`every route is reachable from / by visible links at ${name}, and no link is dead`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForApp(page);
    const layout = viewport === DESKTOP ? await desktopLayoutLinks(page) : await mobileLayoutLinks(page);
    const { reached, followed, problems } = await crawl(request, layout);
    expect(problems).toEqual([]);
    expect(routes.map((r) => r.path).filter((p) => !reached.has(p)), 'routes never reached').toEqual([]);
    test.info().annotations.push({ type: 'crawl', description: `${reached.size} pages reached, ${followed} links followed at ${name}` });
  });
}
