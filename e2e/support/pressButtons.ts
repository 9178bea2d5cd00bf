import type { Page, Request } from '@playwright/test';
import { expect, waitForApp } from './fixtures';
import { routes } from './builtRoutes';

/**
 * The crawler's second half (issue 17): press every distinct button and fail on one whose press
 * changes nothing (no navigation, no dialog or menu, no change to the page, no request).
 *
 * Lean by design: a button is pressed once per page template and name (the header's and footer's
 * once per width; those of a menu or dialog a press opens, once per template; one of a set of like
 * choices, as filter chips, tabs or column sorts), on as few pages as hold them all. The effect of a press is read from a cheap snapshot (a counter of DOM changes,
 * the URL, the scroll position, requests, new windows), and the page is loaded again only when a
 * press left it or left something open that Escape does not close.
 */

const templateOf = new Map(routes.map((r) => [r.path, r.page]));
const mainOf = (html: string) => html.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? '';

/** The button names in a page's prerendered <main> (aria-label, else its text). */
const buttonNamesIn = (html: string) =>
  [...mainOf(html).matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attrs, inner]) =>
    (attrs!.match(/\saria-label="([^"]*)"/)?.[1] ?? inner!.replace(/<[^>]+>/g, ' ')).replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim(),
  );

/**
 * The pages whose buttons are pressed: the first reached page of each template (route table
 * order), plus another of the same template only if its prerendered <main> holds a button name
 * the chosen ones lack (the service pages share one template; their sections differ). A marketing
 * page without a button in its <main> adds nothing (the layout's are pressed on the first page);
 * dashboard pages render their content in the browser, so each is chosen.
 */
export function pagesToPress(reached: Set<string>, html: Map<string, string>): string[] {
  const covered = new Map<string, Set<string>>();
  const chosen: string[] = [];
  for (const { path, page: template } of routes) {
    if (!reached.has(path)) continue;
    const names = buttonNamesIn(html.get(path) ?? '');
    const seen = covered.get(template);
    if (chosen.length > 0 && names.length === 0 && !path.startsWith('/dashboard')) continue;
    if (seen && names.every((n) => seen.has(n))) continue;
    chosen.push(path);
    covered.set(template, new Set([...(seen ?? []), ...names]));
  }
  return chosen;
}

/** A menu, popover or dialog that is open. */
const OPEN_LAYER = ':popover-open, dialog[open], [aria-modal="true"]';

interface ButtonRef {
  /** In <main>, in the layout around it, or in the menu or dialog open on top. */
  place: 'main' | 'layout' | 'layer';
  name: string;
  /** aria-pressed or aria-selected: a choice already made (pressing it changes nothing), pressed last. */
  on: boolean;
  /** The set of like buttons it belongs to, if any (one of them is pressed). */
  set?: string;
}

declare global {
  interface Window {
    /** DOM changes (and popover/details toggles, validation messages) since the page loaded. */
    __crawlChanges?: number;
  }
}

/**
 * Runs in every document before its scripts: counts what changes in the page. The header turning
 * compact on scroll, the crawler's own mark and boot.js's early-press mark are not changes.
 */
function countChanges() {
  const ignored = new Set(['data-compact', 'data-crawl-target', 'data-pressed-early']);
  window.__crawlChanges = 0;
  const count = () => void (window.__crawlChanges! += 1);
  new MutationObserver((records) => {
    for (const r of records) if (r.type !== 'attributes' || !ignored.has(r.attributeName!)) count();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('toggle', count, true);
  document.addEventListener('invalid', count, true);
}

/**
 * The visible, enabled buttons now, in document order (with `mark`: tags the first of that place
 * and name with data-crawl-target and scrolls it into view; then [] if there is none).
 */
function buttonsNow(page: Page, mark?: ButtonRef): Promise<ButtonRef[]> {
  return page.evaluate(
    ([mark, layerSelector]) => {
      const top = [...document.querySelectorAll(layerSelector)].at(-1);
      const found = [...document.querySelectorAll<HTMLElement>('button, [role="button"]')]
        .filter((b) => !b.matches(':disabled, [aria-disabled="true"]') && !b.closest('[inert]') && b.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        .map((el) => ({
          el,
          place: top?.contains(el) ? ('layer' as const) : el.closest('main') ? ('main' as const) : ('layout' as const),
          // A table row's action is named for its row ("Edit <title>"); its title says what it does.
          name: (
            el.getAttribute('title') ??
            el.getAttribute('aria-label') ??
            (((el.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') + (el.textContent ?? '')).trim() ||
              (el.querySelector('[aria-label]')?.getAttribute('aria-label') ?? ''))
          )
            .replace(/\s+/g, ' ')
            .trim(),
          on: el.getAttribute('aria-pressed') === 'true' || el.getAttribute('aria-selected') === 'true',
          // One choice of a set (filter chips, column sorts) stands for the set: they share a handler.
          set:
            el.getAttribute('role') === 'tab'
              ? `tab of ${el.closest('[role="tablist"]')?.getAttribute('aria-label') ?? 'tabs'}`
              : el.hasAttribute('aria-pressed') && el.closest('[role="group"]')
                ? `choice of ${el.closest('[role="group"]')!.getAttribute('aria-label')}`
                : el.closest('th')
                  ? 'column sort'
                  : undefined,
        }));
      document.querySelector('[data-crawl-target]')?.removeAttribute('data-crawl-target');
      if (!mark) return found.map(({ place, name, on, set }) => ({ place, name, on, set }));
      const match = found.find((b) => b.place === mark.place && b.name === mark.name);
      if (!match) return [];
      match.el.setAttribute('data-crawl-target', '');
      match.el.scrollIntoView({ block: 'center', behavior: 'instant' });
      return [mark];
    },
    [mark, OPEN_LAYER] as const,
  );
}

/** What the page looks like to a press: DOM changes so far, URL, scroll position. */
const snapshot = (page: Page) => page.evaluate(() => `${window.__crawlChanges}|${location.href}|${Math.round(scrollY)}`);

const frame = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/**
 * Presses the buttons of `paths` (see above); returns how many, on how many pages, and those that
 * did nothing. The layout's buttons are pressed at every width; those inside <main> at one width
 * only: `share` says which of the pages (every `of`-th from `index`) are this width's.
 */
export async function pressButtons(
  page: Page,
  paths: string[],
  share = { index: 0, of: 1 },
): Promise<{ pressed: number; dead: string[]; pages: number }> {
  await page.addInitScript(countChanges);
  const done = new Set<string>();
  const dead: string[] = [];
  // Requests the page makes (not images or fonts: scrolling a button into view loads lazy images).
  const inFlight = new Set<Request>();
  let events = 0; // requests, alert/confirm dialogs, downloads, new windows
  page.on('request', (r) => {
    if (['image', 'font', 'media'].includes(r.resourceType())) return;
    events++;
    inFlight.add(r);
  });
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  page.on('dialog', (d) => {
    events++;
    void d.dismiss();
  });
  page.on('download', () => events++);
  page.on('popup', (p) => {
    events++;
    void p.close();
  });

  /**
   * Until nothing is loading and the page has stopped changing: for three frames, or for 400 ms
   * once code or data arrived (React shows a part that waited for its code up to 300 ms later).
   */
  const quiet = async (loaded = false) => {
    const deadline = Date.now() + 10_000;
    let stillSince = Date.now();
    let last = '';
    for (let frames = 0; ; frames++) {
      const before = events;
      await frame(page).catch(() => undefined);
      const now = await page.evaluate(() => window.__crawlChanges).catch(() => -1);
      if (events !== before || inFlight.size > 0) loaded = true;
      if (events !== before || inFlight.size > 0 || `${now}` !== last) {
        stillSince = Date.now();
        frames = 0;
      } else if (frames >= 3 && Date.now() - stillSince >= (loaded ? 400 : 0)) return;
      last = `${now}`;
      expect(Date.now(), 'the page settles within 10 s').toBeLessThan(deadline);
    }
  };
  let current = '';
  const open = async (path: string) => {
    await page.goto(path);
    await waitForApp(page);
    // Input anywhere hydrates every deferred section: do it now, so a section waking up (and
    // loading its code) is never taken for a button's effect.
    await page.evaluate(() => document.getElementById('root')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    await quiet();
    current = path;
  };
  const where = () =>
    page
      .evaluate(([path, layer]) => ({ away: location.pathname.replace(/(.)\/+$/, '$1') !== path, layer: document.querySelector(layer) !== null }), [current, OPEN_LAYER] as const)
      .catch(() => ({ away: true, layer: false }));
  /**
   * Tags the button; for one in a menu or dialog, presses its opener first. Loads the page again
   * only if an earlier press left it (or it lacks the button now).
   */
  const find = async (path: string, button: ButtonRef, opener?: ButtonRef) => {
    for (const fresh of [false, true]) {
      if (fresh || current !== path) await open(path);
      if (opener && !(await where()).layer) {
        if (!(await buttonsNow(page, opener)).length) continue;
        await page.locator('[data-crawl-target]').click({ timeout: 5_000 });
        await quiet(true);
      }
      if ((await buttonsNow(page, button)).length) return;
    }
    throw new Error(`${path}: no button "${button.name}" (${button.place}) even on a fresh load`);
  };
  /** Presses the tagged button: true if anything happened within a second. */
  const press = async () => {
    await frame(page);
    const before = await snapshot(page);
    const eventsBefore = events;
    const url = page.url();
    await page.locator('[data-crawl-target]').click({ timeout: 5_000 });
    const changed = await page
      .waitForFunction((b) => `${window.__crawlChanges}|${location.href}|${Math.round(scrollY)}` !== b, before, { timeout: 1_000, polling: 'raf' })
      .then(
        () => true,
        () => events > eventsBefore || page.url() !== url,
      );
    if (changed) await quiet(events > eventsBefore);
    return changed;
  };
  /** Back to the page as loaded, as far as the next press needs: Escape closes what is open. */
  const restore = async () => {
    let now = await where();
    if (now.layer && !now.away) {
      await page.keyboard.press('Escape');
      now = await where();
    }
    if (now.away || now.layer) current = ''; // loaded again when the next button is looked for
  };
  const order = (list: ButtonRef[]) => [...list.filter((b) => !b.on), ...list.filter((b) => b.on)];

  const layouts = new Set<string>();
  let pages = 0;
  for (const [i, path] of paths.entries()) {
    const template = templateOf.get(path)!;
    const layout = path.startsWith('/dashboard') ? 'dashboard layout' : 'site layout';
    const mine = i % share.of === share.index;
    if (!mine && layouts.has(layout)) continue;
    layouts.add(layout);
    pages++;
    const keyOf = (b: ButtonRef) => `${b.place === 'main' ? template : layout} | ${b.set ?? b.name}`;
    await open(path);
    for (const button of order(await buttonsNow(page))) {
      const key = keyOf(button);
      if (done.has(key) || (button.place === 'main' && !mine)) continue;
      done.add(key);
      await find(path, button);
      if (!(await press())) dead.push(`${path}: "${button.name}" (${button.place === 'main' ? 'in the page' : 'header or footer'})`);
      // A menu or dialog it opened: its buttons too, opening it again as needed.
      if ((await where()).layer) {
        const inLayer = order((await buttonsNow(page)).filter((b) => b.place === 'layer'));
        for (const inner of inLayer) {
          const innerKey = `${key.split(' | ')[0]} > ${inner.set ?? inner.name}`;
          if (done.has(innerKey)) continue;
          done.add(innerKey);
          if (!(await where()).layer || !(await buttonsNow(page, inner)).length) {
            await restore();
            await find(path, inner, button);
          }
          if (!(await press())) dead.push(`${path}: "${inner.name}" in what "${button.name}" opens`);
        }
      }
      await restore();
    }
  }
  return { pressed: done.size, dead, pages };
}
