// `npm run bench`: builds once and measures. Prints a table and writes bench/results.json:
// build time; per route first-load JS and CSS (gzip, brotli) and HTML size; precache size and
// file count; Lighthouse (mobile, simulated) performance, FCP, LCP, TBT, CLS: median of N runs.
// Then the dashboard scenario (scripts/lib/bench-dashboard.mjs): 10,000 posts, search and sort times.
// Options: BENCH_RUNS=3 (runs per route), BENCH_ROUTES="/,/about" (a subset).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { startServer } from './lib/server.mjs';
import { launchBrowser } from './lib/browser.mjs';
import lighthouse from 'lighthouse';
import { loadRoutes } from './lib/routes.mjs';
import { run } from './lib/run.mjs';
import { benchDashboard } from './lib/bench-dashboard.mjs';
import { brotliSize, gzipSize, htmlFileFor, kb, median, pageAssets, precacheEntries, sizeOf } from './lib/measure.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4178);
const dist = 'dist';

const buildStart = performance.now();
if ((await run(process.execPath, ['scripts/build.mjs'], { stdio: 'ignore' })) !== 0) throw new Error('build failed');
const buildSeconds = (performance.now() - buildStart) / 1000;

const subset = process.env.BENCH_ROUTES?.split(',');
const routes = (await loadRoutes()).filter((r) => !subset || subset.includes(r.path));
const precache = precacheEntries(dist);
const precacheBytes = precache.reduce((s, e) => s + e.bytes, 0);

const server = await startServer(PORT);
const chrome = await launchBrowser();

const results = [];
let dashboard = null;
try {
  for (const route of routes) {
    const { js, css } = pageAssets(dist, route.path);
    const html = readFileSync(`${dist}/${htmlFileFor(route.path)}`);
    const jsSize = sizeOf(dist, js);
    const cssSize = sizeOf(dist, css);
    /** @type {Record<'perf' | 'fcp' | 'lcp' | 'tbt' | 'cls', number>[]} */
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`http://localhost:${PORT}${route.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned no result for ${route.path}`);
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
    results.push({
      route: route.path,
      jsGzip: jsSize.gz, jsBrotli: jsSize.br, cssGzip: cssSize.gz, cssBrotli: cssSize.br,
      htmlBytes: html.length, htmlGzip: gzipSize(html), htmlBrotli: brotliSize(html),
      perf: m('perf'), fcpMs: Math.round(m('fcp')), lcpMs: Math.round(m('lcp')), tbtMs: Math.round(m('tbt')), cls: Number(m('cls').toFixed(3)),
    });
    console.log(`measured ${route.path}`);
  }
  dashboard = await benchDashboard(`http://localhost:${PORT}`);
} finally {
  await chrome.kill();
  server.kill();
}

console.log(`\nbuild: ${buildSeconds.toFixed(1)} s; precache: ${precache.length} files, ${kb(precacheBytes)}; Lighthouse runs per route: ${RUNS} (median)`);
console.table(results.map((r) => ({
  route: r.route, 'JS gz': kb(r.jsGzip), 'JS br': kb(r.jsBrotli), 'CSS gz': kb(r.cssGzip), 'HTML gz': kb(r.htmlGzip),
  perf: r.perf, FCP: r.fcpMs, LCP: r.lcpMs, TBT: r.tbtMs, CLS: r.cls,
})));
console.log(`dashboard, ${dashboard.posts} posts (median of ${dashboard.runs}): keystroke in search -> table ${dashboard.searchKeystrokeMs} ms; column-header click -> sorted table ${dashboard.sortClickMs} ms`);
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify({ date: new Date().toISOString(), buildSeconds, precache: { files: precache.length, bytes: precacheBytes }, runsPerRoute: RUNS, routes: results, dashboard }, null, 2)}\n`);
console.log('wrote bench/results.json');
