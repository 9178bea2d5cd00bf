// @ts-check
// First-tap scenario of `npm run bench`: what a visitor feels after the paint. A fresh visit on a
// phone-sized page (412x823, touch) with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate);
// once the page has loaded and gone quiet (network idle, then QUIET_MS without a resource or a long
// task, seen by PerformanceObserver), one tap, timed from the tap's own event timestamp (so input
// delay counts) to the end of the first frame rendered with its effect visible. Median of RUNS
// visits per control. Service workers are blocked, so every visit is a first one.
// Alone, with a server up: BASE_URL=http://localhost:4173 node scripts/lib/first-tap.mjs
// (REFERENCE_URL=<another server> measures a second build too, interleaved visit by visit).
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {Window & { __tap?: Promise<number>, __quiet?: () => number }} TapWindow */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { median } from './measure.mjs';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 3);
/** How long the page must be free of long tasks and requests before the tap. */
const QUIET_MS = 2000;
export const FIRST_TAP_VIEWPORT = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;

/**
 * The controls measured: where, what is tapped (a Playwright locator), what must hold once its
 * effect shows (a check run in the page, by name: see `arm`), and what sets the scene without
 * input (an input would start the app early and make the tap a second one).
 * @type {{ name: string, path: string, effect: string, tap: (page: Page) => import('@playwright/test').Locator, scene?: (page: Page) => Promise<void> }[]}
 */
export const FIRST_TAPS = [
  { name: 'home: Watch Demo opens its dialog', path: '/', effect: 'dialog', tap: (page) => page.getByRole('button', { name: 'Watch Demo' }) },
  {
    name: 'blog: a category filters the list',
    path: '/blog',
    effect: 'filtered',
    tap: (page) => page.getByRole('group', { name: 'Filter by category' }).locator('[data-value="account-based-marketing"]'),
    scene: (page) => page.getByRole('group', { name: 'Filter by category' }).evaluate((el) => el.scrollIntoView({ block: 'center' })),
  },
  {
    name: 'case studies: an industry filters the list',
    path: '/case-studies',
    effect: 'filtered',
    tap: (page) => page.getByRole('group', { name: 'Filter case studies by industry' }).locator('[data-value="saas"]'),
    scene: (page) => page.getByRole('group', { name: 'Filter case studies by industry' }).evaluate((el) => el.scrollIntoView({ block: 'center' })),
  },
  { name: 'mobile menu opens (a native popover)', path: '/about', effect: 'menu', tap: (page) => page.getByRole('button', { name: 'Open menu' }) },
  {
    // Service pages have no tabs or carousel: their one control that needs the app is the menu's groups.
    name: 'service page: a menu group expands',
    path: '/services/cold-calling',
    effect: 'group',
    tap: (page) => page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Blog' }),
    scene: (page) => page.evaluate(() => document.getElementById('mobile-menu')?.showPopover()),
  },
  {
    name: 'home: the growth carousel moves',
    path: '/',
    effect: 'slide',
    tap: (page) => page.getByRole('region', { name: 'Growth cases' }).getByRole('button', { name: 'Next slide' }),
    scene: (page) => page.getByRole('region', { name: 'Growth cases' }).evaluate((el) => el.scrollIntoView({ block: 'center' })),
  },
];

/** Before the page's scripts: keeps the end of the last long task for `quiet`. */
function watchLongTasks() {
  let last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) last = Math.max(last, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
  /** @type {TapWindow} */ (window).__quiet = () => {
    const requests = performance.getEntriesByType('resource').map((r) => /** @type {PerformanceResourceTiming} */ (r).responseEnd);
    return performance.now() - Math.max(last, ...requests);
  };
}

/**
 * In the page: resolves with ms from the next tap (its touchstart's timestamp) to the end of the
 * first frame rendered after the named effect holds (a rAF runs before that frame's rendering; a
 * message posted from it is handled after). Checked on every mutation and every frame: a popover
 * opening changes no attribute.
 * @param {string} effect
 */
function arm(effect) {
  const visible = (/** @type {Element | null | undefined} */ el) => !!el && el.checkVisibility();
  const listed = () => [...document.querySelectorAll('main li')].filter((li) => li.checkVisibility()).map((li) => li.textContent).join('|');
  const initial = listed();
  const slide = () => document.querySelector('[aria-roledescription="carousel"] [data-current="true"]')?.getAttribute('aria-label');
  const initialSlide = slide();
  /** @type {Record<string, () => boolean>} */
  const checks = {
    dialog: () => visible(document.querySelector('dialog[open]')),
    filtered: () => listed() !== initial,
    menu: () => !!document.querySelector('#mobile-menu:popover-open'),
    group: () => [...document.querySelectorAll('#mobile-menu a')].some((a) => a.textContent?.trim() === 'How-To Guides' && visible(a)),
    slide: () => slide() !== initialSlide,
  };
  const holds = /** @type {() => boolean} */ (checks[effect]);
  /** @type {TapWindow} */ (window).__tap = new Promise((resolve) => {
    let start = 0;
    let done = false;
    addEventListener('touchstart', (e) => void (start ||= e.timeStamp), { capture: true, passive: true });
    addEventListener('pointerdown', (e) => void (start ||= e.timeStamp), { capture: true });
    const check = () => {
      if (done || !start || !holds()) return;
      done = true;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const frame = () => {
      check();
      if (!done) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * One fresh visit: ms from the tap to its effect on screen.
 * @param {Browser} browser @param {string} base @param {(typeof FIRST_TAPS)[number]} control
 */
async function visit(browser, base, control) {
  const context = await browser.newContext({ viewport: FIRST_TAP_VIEWPORT, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}${control.path}`, { waitUntil: 'load' });
    await control.scene?.(page);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction((ms) => (/** @type {TapWindow} */ (window).__quiet?.() ?? 0) >= ms, QUIET_MS, { polling: 250, timeout: 60_000 });
    await page.evaluate(arm, control.effect);
    // No scrolling of its own (that would be input): the scene put the control on screen.
    await control.tap(page).tap({ timeout: 10_000 });
    return Math.round(/** @type {number} */ (await page.evaluate(() => /** @type {TapWindow} */ (window).__tap, null)));
  } finally {
    await context.close();
  }
}

/**
 * Median first-tap times for each control on each site (interleaved: each round visits every
 * control on every site once, so a slow minute of a shared machine falls on all of them).
 * @param {Record<string, string>} sites label -> origin
 * @returns {Promise<{ control: string, [site: string]: string | number }[]>}
 */
export async function benchFirstTap(sites) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /** @type {Map<string, number[]>} */
  const samples = new Map();
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const control of FIRST_TAPS) {
        for (const [label, base] of Object.entries(sites)) {
          const key = `${control.name}\n${label}`;
          const ms = await visit(browser, base, control);
          samples.set(key, [...(samples.get(key) ?? []), ms]);
          console.error(`first tap, round ${round + 1}: ${control.name} (${label}) ${ms} ms`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return FIRST_TAPS.map((control) => {
    /** @type {{ control: string, [site: string]: string | number }} */
    const row = { control: control.name };
    for (const label of Object.keys(sites)) {
      const values = /** @type {number[]} */ (samples.get(`${control.name}\n${label}`));
      row[label] = Math.round(median(values));
      row[`${label} runs`] = values.join(' ');
    }
    return row;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sites = { site: process.env.BASE_URL ?? 'http://localhost:4173', ...(process.env.REFERENCE_URL ? { reference: process.env.REFERENCE_URL } : {}) };
  console.log(`first tap, ${FIRST_TAP_VIEWPORT.width}x${FIRST_TAP_VIEWPORT.height}, CPU ${CPU_SLOWDOWN}x slower, after ${QUIET_MS} ms quiet; ms, median of ${RUNS}`);
  console.table(await benchFirstTap(sites));
}
