// @ts-check
// `npm run lighthouse`: Lighthouse CI (lighthouserc.json: mobile, simulated throttling, five runs
// per URL, each assertion judged on the median of the five) on one route per page template
// (lib/lighthouse-routes.mjs). `npm run lighthouse -- /about /blog` measures those paths instead.
// The runs are collected here with Lighthouse's Node API in one process, with lighthouserc.json's
// collect settings, into .lighthouseci/ where `lhci assert` and `lhci upload` read them:
// `lhci collect` starts a new Lighthouse process per run, 5 s of start-up each (5 min in CI).
// Reports go to lhci-reports/; the exit code is non-zero when an assertion fails.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { loadRoutes } from './lib/routes.mjs';
import { run } from './lib/run.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { lighthouseRoutes } from './lib/lighthouse-routes.mjs';
import { median } from './lib/measure.mjs';
import { startServer } from './lib/server.mjs';

// Its own port, so a running `npm start` is no obstacle.
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4175);
const base = `http://localhost:${port}`;
const only = process.argv.slice(2);
const table = await loadRoutes();
const picked = only.length
  ? table.filter((r) => only.includes(r.path)).map((route) => ({ template: 'chosen', route }))
  : lighthouseRoutes(table);
rmSync('.lighthouseci', { recursive: true, force: true });
rmSync('lhci-reports', { recursive: true, force: true });

/** @param {string} command */
const lhci = (command) => run(process.execPath, ['node_modules/@lhci/cli/src/cli.js', command, '--config=lighthouserc.json']);

const { numberOfRuns, settings } = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci.collect;
mkdirSync('.lighthouseci');
const server = await startServer(port);
const chrome = await launchBrowser();
let code = 0;
try {
  // Round by round (every route once, then again), not a route's runs back to back: a slow
  // minute of the machine then lands in one run of several routes, which their medians absorb,
  // instead of in all five runs of one route (how two CI runs failed one route's TBT).
  for (let i = 1; i <= numberOfRuns; i++) {
    for (const { route } of picked) {
      console.log(`Lighthouse run ${i} of ${numberOfRuns}: ${route.path}`);
      const result = await lighthouse(`${base}${route.path}`, { ...settings, port: chrome.port, output: ['json', 'html'], logLevel: 'error' });
      if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${route.path}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
      // The names lhci's own collect gives them (lhr-<time>.json/.html), which assert and upload read.
      const [json, html] = /** @type {[string, string]} */ (result.report);
      const name = `.lighthouseci/lhr-${Date.now()}`;
      writeFileSync(`${name}.json`, json);
      writeFileSync(`${name}.html`, html);
    }
  }
  code = await lhci('assert');
} finally {
  // Also when a run throws: a browser or server left running would slow down CI's next stages.
  chrome.kill();
  server.kill();
}
const uploaded = await lhci('upload');
if (code === 0) code = uploaded;

// One row per route: the medians the assertions judged, and every run's TBT (the noisiest gate).
if (existsSync('lhci-reports/manifest.json')) {
  /** @type {{ url: string, jsonPath: string }[]} */
  const manifest = JSON.parse(readFileSync('lhci-reports/manifest.json', 'utf8'));
  const rows = picked.map(({ template, route }) => {
    const lhrs = manifest.filter((e) => e.url === `${base}${route.path}`).map((e) => JSON.parse(readFileSync(e.jsonPath, 'utf8')));
    /** @param {(lhr: any) => number} pick */
    const mid = (pick) => median(lhrs.map(pick));
    /** @param {string} id */
    const score = (id) => (lhrs[0]?.categories[id] ? Math.round(mid((lhr) => lhr.categories[id].score) * 100) : '-');
    /** @param {string} id */
    const value = (id) => mid((lhr) => lhr.audits[id].numericValue);
    return {
      template,
      url: route.path,
      runs: lhrs.length,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcp: Math.round(value('largest-contentful-paint')),
      tbt: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      'tbt of each run': lhrs.map((lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue)).join(' '),
    };
  });
  console.table(rows);
}
console.log(`lighthouse: ${code === 0 ? 'all assertions passed' : 'assertions FAILED'} (median of each route's runs)`);
process.exit(code);
