// `npm run bench`: builds once and measures. Prints a table and writes bench/results.json:
// build time; per route first-load JS and CSS (gzip, brotli) and HTML size; precache size and
// file count; Lighthouse (mobile, simulated) performance, FCP, LCP, TBT, CLS: median of N runs.
// Beside our routes, in the same run, it measures the two limit pages of bench/limit/ (a tiny
// text page with its CSS inline, and the same page with one stylesheet) and prints each route's
// LCP as a ratio of the inline page's (issue 21).
// Options: BENCH_RUNS=5 (runs per route), BENCH_ROUTES="/,/about" (a subset),
// BENCH_PORT / BENCH_LIMIT_PORT (4178 / 4177).
// Then the dashboard scenario (scripts/lib/bench-dashboard.mjs): 10,000 posts, search and sort times;
// and the first-tap scenario (scripts/lib/first-tap.mjs): on a phone at 4x CPU slowdown, the time
// from a tap made once the page is quiet to its visible effect. BENCH_REFERENCE_DIR=<a built dist>
// measures that build's first taps too, interleaved visit by visit (BENCH_REFERENCE_PORT, 4176).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { startServer } from './lib/server.mjs';
import { launchBrowser } from './lib/browser.mjs';
import lighthouse from 'lighthouse';
import { loadRoutes } from './lib/routes.mjs';
import { run } from './lib/run.mjs';
import { benchDashboard } from './lib/bench-dashboard.mjs';
import { benchFirstTap, FIRST_TAP_VIEWPORT } from './lib/first-tap.mjs';
import { brotliSize, gzipSize, htmlFileFor, kb, median, pageAssets, precacheSize, sizeOf } from './lib/measure.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIMIT_PORT = Number(process.env.BENCH_LIMIT_PORT ?? 4177);
const PORT = Number(process.env.BENCH_PORT ?? 4178);
const REFERENCE_DIR = process.env.BENCH_REFERENCE_DIR;
const REFERENCE_PORT = Number(process.env.BENCH_REFERENCE_PORT ?? 4176);
const dist = 'dist';

const buildStart = performance.now();
if ((await run(process.execPath, ['scripts/build.mjs'], { stdio: 'ignore' })) !== 0) throw new Error('build failed');
const buildSeconds = (performance.now() - buildStart) / 1000;

const subset = process.env.BENCH_ROUTES?.split(',');
const routes = (await loadRoutes()).filter((r) => !subset || subset.includes(r.path));
const precache = precacheSize(dist);

const server = await startServer(PORT);
const limitServer = await startServer(LIMIT_PORT, 'bench/limit');
const referenceServer = REFERENCE_DIR ? await startServer(REFERENCE_PORT, REFERENCE_DIR) : null;
const chrome = await launchBrowser();

/**
 * Median Lighthouse figures of RUNS runs of one URL.
 * @param {string} url
 */
async function measure(url) {
  /** @type {Record<'perf' | 'fcp' | 'lcp' | 'tbt' | 'cls', number>[]} */
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    /** @param {string} id */
    const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      perf: (lhr.categories.performance?.score ?? Number.NaN) * 100,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    });
  }
  /** @param {keyof (typeof runs)[number]} k */
  const m = (k) => median(runs.map((r) => r[k]));
  return { perf: m('perf'), fcpMs: Math.round(m('fcp')), lcpMs: Math.round(m('lcp')), tbtMs: Math.round(m('tbt')), cls: Number(m('cls').toFixed(3)) };
}
/** @type {({ route: string } & Awaited<ReturnType<typeof measure>>)[]} */
const limits = [];

const results = [];
let dashboard = null;
/** @type {Awaited<ReturnType<typeof benchFirstTap>>} */
let firstTap = [];
try {
  /** @type {[string, string][]} */
  const limitPages = [['limit: CSS inline', '/inline'], ['limit: one stylesheet', '/stylesheet']];
  for (const [name, path] of limitPages) {
    limits.push({ route: name, ...(await measure(`http://localhost:${LIMIT_PORT}${path}`)) });
    console.log(`measured ${name}`);
  }
  for (const route of routes) {
    const { js, css } = pageAssets(dist, route.path);
    const html = readFileSync(`${dist}/${htmlFileFor(route.path)}`);
    const jsSize = sizeOf(dist, js);
    const cssSize = sizeOf(dist, css);
    results.push({
      route: route.path,
      jsGzip: jsSize.gz, jsBrotli: jsSize.br, cssGzip: cssSize.gz, cssBrotli: cssSize.br,
      htmlBytes: html.length, htmlGzip: gzipSize(html), htmlBrotli: brotliSize(html),
      ...(await measure(`http://localhost:${PORT}${route.path}`)),
    });
    console.log(`measured ${route.path}`);
  }
  dashboard = await benchDashboard(`http://localhost:${PORT}`);
  firstTap = await benchFirstTap({ build: `http://localhost:${PORT}`, ...(referenceServer ? { reference: `http://localhost:${REFERENCE_PORT}` } : {}) });
} finally {
  await chrome.kill();
  server.kill();
  limitServer.kill();
  referenceServer?.kill();
}

console.log(`\nbuild: ${buildSeconds.toFixed(1)} s; precache: ${precache.files} files, ${kb(precache.downloaded)} downloaded (${kb(precache.stored)} stored); Lighthouse runs per route: ${RUNS} (median)`);
const limitLcp = limits[0]?.lcpMs;
/** @param {number} lcp */
const ratio = (lcp) => (limitLcp ? (lcp / limitLcp).toFixed(2) : '-');
console.table([
  ...limits.map((r) => ({ route: r.route, 'JS gz': '-', 'JS br': '-', 'CSS gz': '-', 'HTML gz': '-', perf: r.perf, FCP: r.fcpMs, LCP: r.lcpMs, 'LCP / limit': ratio(r.lcpMs), TBT: r.tbtMs, CLS: r.cls })),
  ...results.map((r) => ({
    route: r.route, 'JS gz': kb(r.jsGzip), 'JS br': kb(r.jsBrotli), 'CSS gz': kb(r.cssGzip), 'HTML gz': kb(r.htmlGzip),
    perf: r.perf, FCP: r.fcpMs, LCP: r.lcpMs, 'LCP / limit': ratio(r.lcpMs), TBT: r.tbtMs, CLS: r.cls,
  })),
]);
console.log(`dashboard, ${dashboard.posts} posts (median of ${dashboard.runs}): keystroke in search -> table ${dashboard.searchKeystrokeMs} ms; column-header click -> sorted table ${dashboard.sortClickMs} ms`);
console.log(`first tap (${FIRST_TAP_VIEWPORT.width}x${FIRST_TAP_VIEWPORT.height}, CPU 4x slower, once the page is quiet): ms from the tap to its effect on screen, median`);
console.table(firstTap);
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify({ date: new Date().toISOString(), buildSeconds, precache: { files: precache.files, storedBytes: precache.stored, downloadedBytes: precache.downloaded }, runsPerRoute: RUNS, limits, routes: results, dashboard, firstTap }, null, 2)}\n`);
console.log('wrote bench/results.json');
