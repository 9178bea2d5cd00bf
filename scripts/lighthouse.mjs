// Lighthouse CI on every route of the route table (mobile, simulated throttling), with the
// assertions of lighthouserc.json. Reports are written to lhci-reports/. Exit code = failures.
// Every assertion fails the run ("error"): performance score, accessibility, best practices,
// SEO, LCP, TBT and CLS. A route that fails gets more runs (below) and is judged by its best.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadRoutes } from './lib/routes.mjs';
import { run } from './lib/run.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { routesToRetry, slowRuns } from './lib/retries.mjs';

// Its own port (the server lhci starts reads PORT), so a running `npm start` is no obstacle.
const port = process.env.LIGHTHOUSE_PORT ?? '4175';
const base = `http://localhost:${port}`;
const only = process.argv.slice(2);
const routes = (await loadRoutes()).filter((r) => only.length === 0 || only.includes(r.path));
const RESULTS = '.lighthouseci/assertion-results.json';
rmSync('.lighthouseci', { recursive: true, force: true });
rmSync('lhci-reports', { recursive: true, force: true });

// One running browser for every run (see lib/browser.mjs); each run connects to it by port.
const chrome = await launchBrowser();
const env = { ...process.env, PORT: port };
const lhci = (command, extra = []) => {
  const args = ['node_modules/@lhci/cli/src/cli.js', command, '--config=lighthouserc.json', ...extra];
  if (command === 'collect') args.push(`--settings.port=${chrome.port}`);
  return run(process.execPath, args, { env });
};

// One run per route; a route that fails an "error" assertion runs again (lib/retries.mjs says
// which, and which runs count), and lhci assert judges each route by its best run: LHCI's default
// "optimistic" aggregation, as with numberOfRuns: 5, without extra runs for routes that pass at once.
// Why: on this shared 2-core machine runs of the same page minutes apart differ by 2-6x (README:
// "Lighthouse CI"), while a page that is really slow fails every run.
// Slow phases last minutes, so the pause before each retry round grows (30, 60, 90, then 120 s)
// and a route's runs spread over several minutes. Runs on a machine far below its usual speed do
// not count, so rounds go on while time is left: RETRY_BUDGET_MS bounds them to keep CI short.
const PAUSE_MS = Number(process.env.LIGHTHOUSE_RETRY_PAUSE_MS ?? 30_000);
const RETRY_BUDGET_MS = Number(process.env.LIGHTHOUSE_RETRY_BUDGET_MS ?? 12 * 60_000);
const readRuns = () =>
  readdirSync('.lighthouseci')
    .filter((f) => /^lhr-.*\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(`.lighthouseci/${f}`, 'utf8')))
    .map((lhr) => ({ url: lhr.requestedUrl, benchmarkIndex: lhr.environment.benchmarkIndex }));
let code;
try {
  code = await lhci('collect', routes.map((r) => `--url=${base}${r.path}`));
  if (code === 0) code = await lhci('assert');
  const retriesStarted = Date.now();
  for (let round = 1; code !== 0 && existsSync(RESULTS); round++) {
    const failing = [...new Set(JSON.parse(readFileSync(RESULTS, 'utf8')).filter((a) => a.level === 'error' && !a.passed).map((a) => a.url))];
    const again = routesToRetry(readRuns(), failing);
    if (again.length === 0) break;
    const pause = PAUSE_MS * Math.min(round, 4);
    if (Date.now() - retriesStarted + pause > RETRY_BUDGET_MS) {
      console.log(`lighthouse: no time left for another run of ${again.map((u) => u.replace(base, '')).join(', ')}`);
      break;
    }
    console.log(`lighthouse: another run in ${pause / 1000} s for ${again.map((u) => u.replace(base, '')).join(', ')}`);
    await new Promise((r) => setTimeout(r, pause));
    code = await lhci('collect', ['--additive', ...again.map((u) => `--url=${u}`)]);
    if (code === 0) code = await lhci('assert');
  }
} finally {
  // Also when a step throws: a browser left running would keep CI's next stages busy.
  await chrome.kill();
}
const uploaded = await lhci('upload');
if (code === 0) code = uploaded;

// A compact table of what was measured.
if (existsSync('lhci-reports/manifest.json')) {
  const manifest = JSON.parse(readFileSync('lhci-reports/manifest.json', 'utf8'));
  // The manifest's order is not the order of the runs: number them by when they ran.
  const lhrs = manifest
    .map((entry) => JSON.parse(readFileSync(entry.jsonPath, 'utf8')))
    .sort((x, y) => Date.parse(x.fetchTime) - Date.parse(y.fetchTime));
  // cpu: Lighthouse's benchmark index of the machine at the start of the run. "no (slow)": below
  // 0.75x the median of all runs, so the run did not use up one of its route's five.
  const slow = slowRuns(lhrs.map((lhr) => lhr.environment));
  const runsOf = new Map();
  const rows = lhrs.map((lhr) => {
    const url = lhr.requestedUrl;
    runsOf.set(url, (runsOf.get(url) ?? 0) + 1);
    const a = lhr.audits;
    const score = (k) => (lhr.categories[k] ? Math.round(lhr.categories[k].score * 100) : '-');
    return {
      url: url.replace(base, ''),
      run: runsOf.get(url),
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcp: Math.round(a['largest-contentful-paint'].numericValue),
      tbt: Math.round(a['total-blocking-time'].numericValue),
      cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
      cpu: Math.round(lhr.environment.benchmarkIndex),
      counted: slow.has(lhr.environment) ? 'no (slow)' : 'yes',
    };
  });
  const order = (row) => routes.findIndex((r) => r.path === row.url);
  console.table(rows.sort((x, y) => order(x) - order(y) || x.run - y.run));
}
console.log(`lighthouse: ${code === 0 ? 'all assertions passed' : 'assertions FAILED'}`);
process.exit(code);
