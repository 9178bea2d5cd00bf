import { BELOW_FIRST_SCREEN } from '../scripts/css-subset';
import { routes } from './support/builtRoutes';
import type { Page } from '@playwright/test';
import { expect, firstLoadDone, holdIdleStart, holdRequests, test, waitForApp } from './support/fixtures';

// Every prerendered page carries its stylesheets inline (scripts/inline-css.ts): it paints styled
// from its first response. It carries only the part of the main sheet its markup uses; the app
// adds the whole sheet before it renders (src/app/wholeStylesheet.ts).
// The icons' own stylesheet, which every page adds once painted, is checked in app-start.spec.ts.
const icons = /\/assets\/icons-\w+\.css/;
const css = (url: string) => /\.css(\?|$)/.test(url) && !icons.test(url);

test('/dashboard paints with its part of the stylesheet; the whole is fetched once painted, before the app renders', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => css(request.url()) && fetched.push(new URL(request.url()).pathname));
  await page.goto('/dashboard');
  const whole = await page.locator('style[data-subset-of]').getAttribute('data-subset-of');
  expect(whole).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  await firstLoadDone(page);
  await expect(page.locator('aside a').first()).toBeVisible();
  // Asked for once (boot.js's preload, which the app's link then uses), after the first paint.
  expect(fetched).toEqual([whole]);
  const [requested, painted] = await page.evaluate(
    (href) => [performance.getEntriesByName(new URL(href, location.href).href)[0]!.startTime, performance.getEntriesByName('first-contentful-paint')[0]!.startTime],
    whole!,
  );
  expect(requested).toBeGreaterThan(painted);
  const rules = (el: HTMLStyleElement | HTMLLinkElement) => el.sheet?.cssRules.length ?? 0;
  const wholeRules = await page.locator(`link[rel="stylesheet"][href="${whole}"]`).evaluate(rules);
  expect(wholeRules).toBeGreaterThan(await page.locator('style[data-subset-of]').evaluate(rules));
});

for (const path of ['/about', '/contact']) {
  test(`${path} paints with its part of the stylesheet; the whole is preloaded after the paint and added by the app`, async ({ page }) => {
    // Held before its idle moment, so the state before the app can be looked at.
    await holdIdleStart(page);
    const fetched: string[] = [];
    page.on('request', (request) => css(request.url()) && fetched.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
    await page.goto(path);
    // Before the app: styled (the header's links are not the default blue) by the inline part alone.
    const link = page.locator('header a').first();
    await expect(link).toBeVisible();
    expect(await link.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(0, 0, 238)');
    const part = page.locator('style[data-subset-of]');
    const whole = await part.getAttribute('data-subset-of');
    expect(whole).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    // Fetched, not applied (a preload), once the page has painted.
    await expect.poll(() => fetched).toEqual([`stylesheet ${whole}`]);
    await expect(page.locator(`link[rel="preload"][href="${whole}"]`)).toHaveCount(1);
    expect(await page.locator('link[rel="stylesheet"]:not([href*="/assets/icons-"])').count()).toBe(0);

    await page.keyboard.press('Shift'); // a first input starts the app
    await waitForApp(page);
    const rules = (el: HTMLStyleElement | HTMLLinkElement) => el.sheet?.cssRules.length ?? 0;
    const wholeRules = await page.locator(`link[rel="stylesheet"][href="${whole}"]`).evaluate(rules);
    expect(wholeRules).toBeGreaterThan(await part.evaluate(rules));
    expect(fetched, 'the app\'s link used the preloaded copy').toEqual([`stylesheet ${whole}`]);
  });
}

test('a state the prerendered page does not show is styled once the app runs (the contact form’s errors)', async ({ page }) => {
  await page.goto('/contact');
  const part = await page.locator('style[data-subset-of]').textContent();
  expect(part).not.toContain('.text-rose-700{'); // no element of the page as prerendered has it
  await waitForApp(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const error = page.locator('p[id$="-error"]').first();
  await expect(error).toBeVisible();
  await expect(error).toHaveClass(/\btext-rose-700\b/);
  // Its own colour, not the ink it would inherit without the rule.
  const [color, inherited] = await error.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el.parentElement!).color]);
  expect(color).not.toBe(inherited);
});

test('the toasts style themselves within the CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  await page.goto('/contact');
  await waitForApp(page);
  // A toast makes sonner insert its <style> element, allowed by its hash. The connectivity toasts
  // start with offline support, on the visitor's first input (src/pwa/startLater.ts); until their
  // code has loaded the event goes unheard, so it is sent again until the toast shows.
  // (The event alone: really offline, the toast's own chunk could not load without the service worker.)
  await page.keyboard.press('Shift');
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(page.getByText('You are offline.').first()).toBeVisible({ timeout: 1000 });
  }).toPass();
  // Blocks the build did not write (those name their sheet): sonner's.
  const inserted = await page.evaluate(() => [...document.querySelectorAll('style:not([data-href]):not([data-subset-of])')].length);
  expect(inserted).toBeGreaterThanOrEqual(1);
  expect(violations).toEqual([]);
});

/** What a first-screen part leaves out (scripts/css-subset.ts, firstScreenMarkup): the skipped sections' content, the footer, the menus. */
const BELOW_FIRST_SCREEN_CONTENT = '.skip-offscreen *, footer, [popover]';

/**
 * Rules of the whole sheet that some element of the page could match, in some state, but the page's
 * inline part lacks; and whether the part keeps the whole sheet's order. States are read broadly:
 * pseudo-classes of input and attribute conditions are dropped before asking the page for a match
 * (a rule for `.menu[aria-expanded=true]:hover` counts if anything has the class menu).
 */
function missingRules(belowFirstScreen: string): { missing: string[]; inOrder: boolean } {
  const part = document.querySelector<HTMLStyleElement>('style[data-subset-of]')!;
  // A part for the first screen only (data-first-screen) need not serve what lies below it: the
  // content of the sections skipped off screen, the footer, the menus (firstScreenMarkup).
  const counts = (el: Element) => !part.hasAttribute('data-first-screen') || !el.closest(belowFirstScreen);
  // The loaded stylesheet link, not the starter's preload of the same address (that one has no sheet).
  const whole = [...document.querySelectorAll<HTMLLinkElement>(`link[rel=stylesheet][href="${part.dataset.subsetOf}"]`)].find((l) => l.sheet)!;
  // Theme tokens the part never reads are left out of it on purpose; compare everything else.
  const read = new Set([...part.textContent!.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));
  const declarations = (style: CSSStyleDeclaration) =>
    [...style]
      .filter((name) => !name.startsWith('--') || read.has(name))
      .map((name) => `${name}:${style.getPropertyValue(name)}${style.getPropertyPriority(name) ? '!important' : ''}`);
  // Style rules with the at-rules around them, as one text each.
  const flatten = (rules: CSSRuleList, context = ''): { text: string; selector: string }[] =>
    [...rules].flatMap((rule) => {
      if (rule instanceof CSSStyleRule) {
        const kept = declarations(rule.style);
        return kept.length ? [{ text: `${context}${rule.selectorText}{${kept.join(';')}}`, selector: rule.selectorText }] : [];
      }
      if (rule instanceof CSSGroupingRule) return flatten(rule.cssRules, `${context}${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{`);
      return []; // @property, @keyframes, @font-face: kept or not by other means
    });
  // Not after a backslash: `\:` and `\[` belong to escaped class names such as `focus-visible\:after\:x`.
  const state = /(?<!\\)::?(?:-[\w-]+|before|after|marker|placeholder|selection|backdrop|file-selector-button|hover|focus-visible|focus-within|focus|active|visited|checked|disabled|enabled|placeholder-shown|popover-open|open|target|invalid|user-invalid|indeterminate|empty)(?![\w-])|(?<!\\)\[(?:\\.|[^\]\\])*\]/g;
  const couldMatch = (selector: string) => {
    // A combinator left with nothing after it gets `*`; not an escaped one (`.shadow\)\,` is one class).
    const broad = selector.replace(state, '').replace(/(^|(?<!\\)[\s,>+~(])(?=[\s,>+~)]|$)/g, '$1*');
    try {
      return [...document.querySelectorAll(broad)].some(counts);
    } catch {
      return true; // a selector this cannot widen (a state inside :not()): it must be kept
    }
  };
  const kept = flatten(part.sheet!.cssRules).map((r) => r.text);
  const keptSet = new Set(kept);
  const all = flatten(whole.sheet!.cssRules);
  const missing = all.filter((r) => !keptSet.has(r.text) && couldMatch(r.selector)).map((r) => r.text.slice(0, 160));
  // The part is the whole with rules left out: its rules come in the whole sheet's order.
  let at = 0;
  const texts = all.map((r) => r.text);
  const inOrder = kept.every((text) => (at = texts.indexOf(text, at)) !== -1);
  return { missing, inOrder };
}

// The part keeps every rule that can match the page as prerendered, in the whole sheet's order, so
// the page looks the same before and after the app adds the whole sheet (it cascades as the whole).
// The markup as prerendered: scripts off, or the dashboard's app (it starts once painted) would add its own.
const prerendered = [...routes.map((r) => r.path), '/no-such-page'];
// Eight groups of pages, not one test per page: a test's own setup costs more than checking a page.
const GROUPS = 8;
const groups = Array.from({ length: GROUPS }, (_, g) => prerendered.filter((_, i) => i % GROUPS === g));
test.describe('every rule its markup can match is in the page’s part of the stylesheet', () => {
  // The 404 page's own status is expected.
  test.use({ allowedConsoleErrors: [/status of 404 .*\/no-such-page/], javaScriptEnabled: false });
  for (const paths of groups) {
    test(`${paths[0]} and ${paths.length - 1} more pages`, async ({ page }) => {
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'domcontentloaded' }); // the markup and its part are parsed
        // The whole sheet beside the part (scripts are off, so no load event reaches the page: poll).
        const added = await page.evaluate(() => {
          const href = document.querySelector<HTMLStyleElement>('style[data-subset-of]')?.dataset.subsetOf;
          if (href) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
          return href;
        });
        expect(added, `${path} has a stylesheet part`).toBeTruthy();
        await expect
          .poll(() => page.evaluate((href) => [...document.querySelectorAll<HTMLLinkElement>(`link[rel=stylesheet][href="${href}"]`)].some((l) => l.sheet), added!))
          .toBe(true);
        const { missing, inOrder } = await page.evaluate(missingRules, BELOW_FIRST_SCREEN_CONTENT);
        problems.push(...missing.map((rule) => `${path}: ${rule}`));
        if (!inOrder) problems.push(`${path}: the part's rules are not in the whole sheet's order`);
      }
      expect(problems.slice(0, 20)).toEqual([]);
    });
  }
});

// A long page whose document fits the first round trip only with its first screen's rules inline
// (prerender-plugin.ts, finish(); which pages moves with their bytes): found in the build, the test
// skipped when there is none.
async function firstScreenPage(page: Page): Promise<string> {
  for (const { path } of routes) if ((await (await page.request.get(path)).text()).includes(' data-first-screen>')) return path;
  test.skip(true, 'no page of this build needs its first screen’s rules alone');
  return '';
}

/** The whole stylesheets such a page adds once painted (not the icons', which every page adds). */
const WHOLE_SHEETS = /\/assets\/(?!icons-)[\w-]+\.css$/;

/** Opens that page with its whole sheets held until `release()`, once it has painted and asked for them. */
async function openWithSheetsHeld(page: Page): Promise<() => void> {
  const path = await firstScreenPage(page);
  const release = await holdRequests(page, WHOLE_SHEETS);
  await page.goto(path);
  await expect(page.locator('link[data-whole]').first()).toBeAttached();
  return release;
}

/** Computed styles of what the first screen shows (pseudo-elements too), once its entrance animations have ended. */
const firstScreenStyles = (page: Page) =>
  page.evaluate(async (below) => {
    // Main's own height changes as what lies below it is styled: the header and the sections above the first skipped one.
    const shown = [...document.querySelectorAll('header, header *, main > :not(.skip-offscreen), main > :not(.skip-offscreen) *')].filter((el) => !el.closest(below));
    // (Those below it wait until their section is on screen.)
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity && shown.includes((a.effect as KeyframeEffect).target!));
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    const styles: Record<string, string> = {};
    shown.forEach((el, i) => {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        // Custom properties aside: the part leaves out theme tokens nothing on the first screen reads.
        for (const name of style) if (!name.startsWith('--')) styles[`${i} ${el.tagName}${pseudo ?? ''} ${name}`] = style.getPropertyValue(name);
      }
    });
    return styles;
  }, BELOW_FIRST_SCREEN);

const visibilityBelow = (page: Page) =>
  page.evaluate((below) => [...new Set([...document.querySelectorAll(below)].map((el) => getComputedStyle(el).visibility))], BELOW_FIRST_SCREEN);

test.describe('a long page that carries its first screen’s rules only', () => {
  test.use({ viewport: { width: 412, height: 823 } }); // Lighthouse's phone

  test('paints its first screen as it will stay, hides what lies below until its whole sheets have come, then shows it styled', async ({ page }) => {
    // Painted (the whole sheets are asked for once it has), with the first screen's part alone.
    const release = await openWithSheetsHeld(page);
    expect(await page.locator('link[data-whole]').evaluateAll((links) => links.every((l) => !(l as HTMLLinkElement).sheet))).toBe(true);
    await expect(page.locator('h1')).toBeVisible();
    expect(await visibilityBelow(page)).toEqual(['hidden']);
    const before = await firstScreenStyles(page);

    release();
    await expect(page.locator('link[data-whole=""]')).toHaveCount(0);
    expect(await page.locator('link[data-whole]').evaluateAll((links) => links.every((l) => (l as HTMLLinkElement).sheet))).toBe(true);
    expect(await visibilityBelow(page)).toEqual(['visible']);
    expect(await firstScreenStyles(page)).toEqual(before);
    // And below it, the whole sheet's rules: a section heading has its own size, not the body's.
    const heading = page.locator('main .skip-offscreen h2').first();
    expect(await heading.evaluate((el) => getComputedStyle(el).fontSize)).not.toBe(await page.locator('body').evaluate((el) => getComputedStyle(el).fontSize));
  });

  test('a menu opened before the whole sheets have come shows, styled, once they have', async ({ page }) => {
    const release = await openWithSheetsHeld(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    expect(await menu.evaluate((el) => el.matches(':popover-open') && getComputedStyle(el).visibility)).toBe('hidden');
    release();
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((el) => el.matches(':popover-open'))).toBe(true);
  });

  test.describe(() => {
    // The failed loads are the point.
    test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(.*\.css\)/] });
    test('shows what lies below even when its whole sheets cannot load (offline, nothing cached)', async ({ page }) => {
      const path = await firstScreenPage(page);
      await page.route(WHOLE_SHEETS, (route) => route.abort('internetdisconnected'));
      await page.goto(path);
      await expect(page.locator('link[data-whole]').first()).toBeAttached();
      await expect(page.locator('link[data-whole=""]')).toHaveCount(0);
      expect(await visibilityBelow(page)).toEqual(['visible']);
    });
  });

  test('without scripts, loads its whole sheets at once and shows every part styled', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      const path = await firstScreenPage(page);
      await page.goto(`${baseURL}${path}`);
      expect(await visibilityBelow(page)).toEqual(['visible']);
      const heading = page.locator('main .skip-offscreen h2').first();
      expect(await heading.evaluate((el) => getComputedStyle(el).fontSize)).not.toBe(await page.locator('body').evaluate((el) => getComputedStyle(el).fontSize));
    } finally {
      await context.close();
    }
  });
});
