// @ts-check
// Dashboard scenario of `npm run bench`: 10,000 posts in the device store, then the time from a
// keystroke in the search box, and from a click on a column header, to the updated table being
// painted (the end of the first frame rendered after the change), median of 5, in Chromium. Reported only.
// Alone: BASE_URL=http://localhost:4173 node scripts/lib/bench-dashboard.mjs (with a server up).
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {Window & { __benchResult?: Promise<number> }} BenchWindow */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { median } from './measure.mjs';

export const POSTS = 10_000;
const RUNS = 5;

/**
 * In the page: resolves with ms from the next `eventType` (its timestamp, so input delay counts) to
 * the end of the first frame rendered after `changed()` turns true.
 * @param {[string, string]} args event type, and the source of the change test
 */
function arm([eventType, changedSource]) {
  const changed = new Function(`return (${changedSource})()`);
  /** @type {BenchWindow} */ (window).__benchResult = new Promise((resolve) => {
    let start = 0;
    window.addEventListener(eventType, (e) => void (start = e.timeStamp), { once: true, capture: true });
    const observer = new MutationObserver(() => {
      if (!start || !changed()) return;
      observer.disconnect();
      // rAF callbacks run before that frame's style, layout and paint; a message posted from one is
      // handled after them, so the time includes rendering the changed table.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(/** @type {Element} */ (document.querySelector('[data-testid="posts-table"]')), { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** @param {Page} page @param {number} count */
async function seed(page, count) {
  await page.evaluate(async (n) => {
    /** @type {IDBDatabase} */
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('northstar-dashboard');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction('posts', 'readwrite');
    const store = tx.objectStore('posts');
    store.clear();
    const authors = ['Priya Raman', 'Marcus Hale', 'Lena Okafor', 'Daniel Cho'];
    for (let i = 1; i <= n; i++) {
      store.put({ id: `bench-${i}`, title: `Benchmark post ${i} about pipeline ${i % 97}`, status: i % 4 ? 'Published' : 'Draft', date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`, author: authors[i % 4], updatedAt: i });
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, count);
}

/** @param {Page} page @param {string} path */
async function ready(page, path) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' && document.documentElement.dataset.store);
  await page.waitForSelector('[data-testid="posts-table"][data-ready="true"]');
}

/** @param {string} base the site's origin */
export async function benchDashboard(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await ready(page, `${base}/dashboard/posts`);
    await seed(page, POSTS);
    await ready(page, `${base}/dashboard/posts`);
    const summary = page.getByTestId('table-summary');
    await summary.filter({ hasText: `of ${POSTS.toLocaleString('en-US')} posts` }).waitFor();

    const search = page.getByLabel('Search posts by title or author');
    /** @type {number[]} */
    const keystroke = [];
    for (let i = 0; i < RUNS; i++) {
      await search.fill('');
      await summary.filter({ hasText: `of ${POSTS.toLocaleString('en-US')} posts` }).waitFor();
      await search.focus();
      const before = await summary.textContent();
      await page.evaluate(arm, /** @type {[string, string]} */ (['keydown', `() => document.querySelector('[data-testid="table-summary"]').textContent !== ${JSON.stringify(before)}`]));
      await page.keyboard.press(String(i + 3));
      keystroke.push(/** @type {number} */ (await page.evaluate(() => /** @type {BenchWindow} */ (window).__benchResult)));
    }
    await search.fill('');

    const header = page.getByRole('columnheader', { name: 'Title' });
    /** @type {number[]} */
    const sort = [];
    for (let i = 0; i < RUNS; i++) {
      const before = await header.getAttribute('aria-sort');
      await page.evaluate(arm, /** @type {[string, string]} */ (['click', `() => document.querySelector('th[aria-sort]')?.getAttribute('aria-sort') !== ${JSON.stringify(before)}`]));
      await header.getByRole('button').click();
      sort.push(/** @type {number} */ (await page.evaluate(() => /** @type {BenchWindow} */ (window).__benchResult)));
    }
    const round = (/** @type {number[]} */ values) => values.map((v) => Math.round(v));
    return { posts: POSTS, runs: RUNS, searchKeystrokeMs: Math.round(median(keystroke)), sortClickMs: Math.round(median(sort)), samples: { search: round(keystroke), sort: round(sort) } };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchDashboard(process.env.BASE_URL ?? 'http://localhost:4173');
  console.log(JSON.stringify(result, null, 2));
}
