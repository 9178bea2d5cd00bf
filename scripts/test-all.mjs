// @ts-check
// `npm test`: every check, each stage timed. Ends with a table of the stages and one line
// "N passed, N failed" (", N skipped" added when a check could not run). N counts unit and
// end-to-end tests one by one and every other stage (typecheck, budgets, Lighthouse CI, ...) as
// one check. A stage that exits with SKIPPED (lib/run.mjs) is skipped, not passed. Stages after
// a failure still run.
// One stage at a time, but for the checks of the built files before the e2e tests: html-validate and
// the head checks run beside the budgets, which mostly wait for pages to go quiet and count bytes,
// not time (each stage's output is printed in one piece when it ends). The unit tests or any check
// beside the e2e tests or Lighthouse saved nothing on two cores, or spoilt the timings
// (docs/performance.md).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SKIPPED, run, runCollected } from './lib/run.mjs';

/** @param {string} bin @param {string[]} args @returns {[string, string[]]} */
const npx = (bin, ...args) => [process.execPath, [`node_modules/${bin}`, ...args]];
/** @param {string} script @param {string[]} args @returns {[string, string[]]} */
const node = (script, ...args) => [process.execPath, [script, ...args]];
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {{ stage: string, seconds: number, result: string }[]} */
const timings = [];

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/**
 * @param {string} name
 * @param {[string, string[]]} command
 * @param {{ count?: () => Counts | null, beside?: boolean }} [options] count reads the runner's own
 *   report of its tests; beside: the stage runs beside others, its output printed once it ends
 */
async function stage(name, [cmd, args], { count, beside } = {}) {
  const started = performance.now();
  const env = { ...process.env, FORCE_COLOR: '0' };
  let code;
  if (beside) {
    const done = await runCollected(cmd, args, { env });
    console.log(`\n=== ${name} ===\n${done.output.trimEnd()}`);
    code = done.code;
  } else {
    console.log(`\n=== ${name} ===`);
    code = await run(cmd, args, { env });
  }
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  let result;
  if (code === SKIPPED) {
    totals.skipped++;
    result = 'SKIPPED (could not run)';
  } else if (count) {
    const c = count();
    result = code === 0 ? 'ok' : `FAILED (exit ${code})`;
    if (c) {
      totals.passed += c.passed;
      totals.failed += c.failed;
      totals.skipped += c.skipped;
      // A runner that exits non-zero without a failed test (a crash, no tests) is one failure.
      if (code !== 0 && c.failed === 0) totals.failed++;
      result += ` - ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;
    } else {
      totals.failed++;
      result += ' - no results';
    }
  } else if (code === 0) {
    totals.passed++;
    result = 'ok';
  } else {
    totals.failed++;
    result = `FAILED (exit ${code})`;
  }
  timings.push({ stage: name, seconds, result });
  return code === 0;
}

/** @param {string} file */
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
/** @param {string} file @returns {Counts | null} */
const vitestCounts = (file) => {
  const r = readJson(file);
  return r && { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
};
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
const started = performance.now();

await stage('typecheck', npx('typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'));
await stage('lint (oxlint: layering, no cycles)', npx('oxlint/bin/oxlint', '--deny-warnings'));
await stage('unit tests (vitest)', npx('vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'), {
  count: () => vitestCounts('test-results/unit.json'),
});
const built = await stage('build (prerender + service worker)', node('scripts/build.mjs'));
if (built) {
  await Promise.all([
    stage('budgets', node('scripts/budgets.mjs'), { beside: true }),
    (async () => {
      await stage('html-validate (every built page)', npx('html-validate/bin/html-validate.mjs', 'dist/**/*.html'), { beside: true });
      await stage('built pages (head of every route)', npx('vitest/vitest.mjs', 'run', '-c', 'vitest.built.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/built.json'), {
        count: () => vitestCounts('test-results/built.json'),
        beside: true,
      });
    })(),
  ]);
  await stage('end-to-end tests (playwright)', npx('@playwright/test/cli.js', 'test'), {
    count: () => {
      const r = readJson('test-results/e2e.json');
      return r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
    },
  });
  await stage('lighthouse ci', node('scripts/lighthouse.mjs'));
  await stage('lighthouse pwa audit', node('scripts/audit-pwa.mjs'));
} else {
  totals.failed++;
  timings.push({ stage: 'checks of the build', seconds: 0, result: 'not run: build failed' });
}
await stage('dependency audit', node('scripts/npm-audit.mjs'));

/** Names and first message lines of the failed tests, from each runner's report. */
function failedTests() {
  const lines = [];
  for (const file of ['test-results/unit.json', 'test-results/built.json']) {
    for (const f of readJson(file)?.testResults ?? [])
      for (const a of f.assertionResults) if (a.status === 'failed') lines.push(`${a.fullName}: ${String(a.failureMessages[0] ?? '').split('\n')[0]}`);
  }
  /** @param {any} suite */
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) if (t.status === 'unexpected') lines.push(`${spec.file}: ${spec.title}: ${String(t.results.at(-1)?.error?.message ?? '').split('\n')[0]}`);
  };
  for (const suite of readJson('test-results/e2e.json')?.suites ?? []) walk(suite);
  return lines;
}

// Where a CI log is read from its end: which tests failed, beside the table.
const failures = failedTests();
if (failures.length > 0) console.log(`\n=== failed tests ===\n${failures.join('\n')}`);
console.log('\n=== summary ===');
timings.push({ stage: 'total (wall clock)', seconds: Number(((performance.now() - started) / 1000).toFixed(1)), result: '' });
console.table(timings);
const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
writeFileSync('test-results/summary.txt', `${line}\n`);
console.log(line);
process.exit(totals.failed ? 1 : 0);
