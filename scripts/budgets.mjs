// Budget check (run by npm test, after the build). Fails when:
//  - a route's first-load JS exceeds 90 KB gzip (marketing) or 120 KB gzip (dashboard), counted as
//    Lighthouse counts it: every script the page fetches while it loads in Chromium, until the app
//    and the parts near the first screen have hydrated and the network is idle (boot.js's
//    preloads plus dynamic imports made on load; lib/first-load.mjs), and a head script inline;
//  - a route loads the other feature's code (marketing <-> dashboard);
//  - a route's HTML exceeds 40 KB gzip, or the CSS inlined in it exceeds 14 KB gzip (the first
//    response should fit the first round trips);
//  - the precache exceeds 2.5 MB as downloaded (gzip for text, as the server sends it);
//  - a file in dist/ references another origin for a resource, or a page requests one while loading.
// Options: BUDGETS_PORT (default 4179) for the server it starts.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium } from '@playwright/test';
import { loadServerEntry } from './lib/routes.mjs';
import { gzipSize, htmlFileFor, inlineScriptBlocks, kb, precacheSize, walk } from './lib/measure.mjs';
import { startServer } from './lib/server.mjs';
import { waitForFirstLoad } from './lib/first-load.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

export const BUDGETS = {
  marketingFirstLoadJsGzip: 90 * 1024,
  dashboardFirstLoadJsGzip: 120 * 1024,
  htmlGzip: 40 * 1024,
  inlineCssGzip: 14 * 1024,
  precacheBytes: 2.5 * 1024 * 1024,
};

const buildDir = process.env.BUILD_DIR ?? 'dist';
const port = Number(process.env.BUDGETS_PORT ?? 4179);
const { routes, DEFER_ROOT_MARGIN, HYDRATED } = await loadServerEntry(buildDir);
const failures = [];

// Which features' source modules each output chunk contains (written by the prerender plugin).
const chunkFeatures = JSON.parse(readFileSync(`${buildDir}-ssr/chunk-features.json`, 'utf8'));
/** @type {Map<string, number>} */
const gz = new Map();
/** @param {string} file */
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSize(readFileSync(join(buildDir, file))));
  return /** @type {number} */ (gz.get(file));
};

/**
 * A tab that loads route after route as Lighthouse loads its URLs: in one browser, with the HTTP
 * cache off and the origin's storage cleared before each load. (A fresh context per route paid a
 * cold renderer process each time, about half of this stage: docs/performance.md.)
 * @param {import('@playwright/test').Browser} browser
 */
async function openTab(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { page, cdp, close: () => context.close() };
}

/**
 * Scripts one page fetches while it loads, as Lighthouse would see them (mobile viewport).
 * @param {Awaited<ReturnType<typeof openTab>>} tab @param {string} path @param {string[]} foreign
 */
async function scriptsFetched({ page, cdp }, path, foreign) {
  const origin = `http://localhost:${port}`;
  await page.goto('about:blank');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @param {import('@playwright/test').Request} request */
  const seen = (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== 'data:') foreign.push(`${path} requested ${request.url()}`);
    else if (request.resourceType() === 'script') scripts.add(url.pathname.slice(1));
  };
  page.on('request', seen);
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await waitForFirstLoad(page, { margin: DEFER_ROOT_MARGIN, hydrated: HYDRATED });
  page.off('request', seen);
  // This tab's own storage, which clearing the origin's leaves alone.
  await page.evaluate(() => sessionStorage.clear());
  return [...scripts];
}

const server = await startServer(port);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
/** @type {string[]} */
const foreign = [];
const rows = [];
try {
  // Two tabs at a time: each mostly waits for its network to go idle.
  /** @type {string[][]} */
  const fetched = [];
  let next = 0;
  const worker = async () => {
    const tab = await openTab(browser);
    for (let i = next++; i < routes.length; i = next++) {
      fetched[i] = await scriptsFetched(tab, /** @type {{ path: string }} */ (routes[i]).path, foreign);
    }
    await tab.close();
  };
  await Promise.all([worker(), worker()]);
  for (const [i, route] of routes.entries()) {
    const html = readFileSync(join(buildDir, htmlFileFor(route.path)), 'utf8');
    // The head script a small page carries inline counts as first-load JS too (it is not fetched).
    const inlineJs = inlineScriptBlocks(html).join('');
    const js = [...(fetched[i] ?? []), ...(inlineJs ? ['(inline)'] : [])];
    const jsGzip = (fetched[i] ?? []).reduce((sum, f) => sum + gzipOf(f), 0) + (inlineJs ? gzipSize(Buffer.from(inlineJs)) : 0);
    const htmlGzip = gzipSize(Buffer.from(html));
    const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const cssGzip = inlineCss ? gzipSize(Buffer.from(inlineCss)) : 0;
    const jsBudget = route.kind === 'site' ? BUDGETS.marketingFirstLoadJsGzip : BUDGETS.dashboardFirstLoadJsGzip;
    // Bytes left, not only KB: the closest marketing routes are within tens of bytes of the budget.
    rows.push({ route: route.path, kind: route.kind, 'JS gzip': kb(jsGzip), 'JS bytes left': jsBudget - jsGzip, scripts: js.length, 'HTML gzip': kb(htmlGzip), 'inline CSS gzip': kb(cssGzip) });
    if (jsGzip > jsBudget) failures.push(`${route.path}: first-load JS ${kb(jsGzip)} gzip exceeds ${kb(jsBudget)} (${js.join(', ')})`);
    if (htmlGzip > BUDGETS.htmlGzip) failures.push(`${route.path}: HTML ${kb(htmlGzip)} gzip exceeds ${kb(BUDGETS.htmlGzip)}`);
    if (cssGzip > BUDGETS.inlineCssGzip) failures.push(`${route.path}: inline CSS ${kb(cssGzip)} gzip exceeds ${kb(BUDGETS.inlineCssGzip)}`);
    const other = route.kind === 'site' ? 'dashboard' : 'site';
    for (const file of js) {
      if (chunkFeatures[file]?.includes(other)) failures.push(`${route.path} (${route.kind}) loads ${other} code: ${file} contains modules of src/${other}/`);
    }
  }
} finally {
  await browser.close();
  server.kill();
}
console.table(rows);
failures.push(...foreign);

// The offline download: what the service worker fetches.
const precache = precacheSize(buildDir);
console.log(`precache: ${precache.files} files, ${kb(precache.downloaded)} downloaded (${kb(precache.stored)} stored; budget ${kb(BUDGETS.precacheBytes)} downloaded)`);
if (precache.missing.length) failures.push(`precache lists files missing from ${buildDir}: ${precache.missing.join(', ')}`);
if (precache.downloaded > BUDGETS.precacheBytes) failures.push(`precache ${kb(precache.downloaded)} exceeds ${kb(BUDGETS.precacheBytes)}`);

// Resource references to another origin. Plain links (<a href>), canonical/Open Graph URLs and XML namespaces are not resources.
const external = [
  /<(?:script|img|source|iframe|video|audio|embed)\b[^>]*\ssrcs?e?t?=["']\s*(?:https?:)?\/\/[^"']+/gi,
  /<link\b[^>]*rel=["'](?:stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest|prefetch|preconnect|dns-prefetch)["'][^>]*href=["']\s*(?:https?:)?\/\/[^"']+/gi,
  /url\(\s*["']?(?:https?:)?\/\/[^)"']+/gi,
  /@import\s+(?:url\()?["']?(?:https?:)?\/\/[^"')]+/gi,
  /\bimport\s*\(\s*["'](?:https?:)?\/\/[^"']+/gi,
  /\b(?:fetch|importScripts|new\s+Worker|sendBeacon)\s*\(\s*["'`](?:https?:)?\/\/[^"'`]+/gi,
  /"src"\s*:\s*"(?:https?:)?\/\/[^"]+"/gi,
];
for (const file of walk(buildDir)) {
  if (!/\.(html|css|js|webmanifest|json|svg)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const re of external) {
    for (const m of text.matchAll(re)) failures.push(`${relative(buildDir, file)} references another origin: ${m[0].slice(0, 120)}`);
  }
}

if (failures.length) {
  console.error(`\nbudgets: ${failures.length} failure(s)\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('budgets: all within limits');
