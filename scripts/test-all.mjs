// `npm test`: every check, in order, each stage timed; ends with one line "N passed, N failed".
// N counts unit tests, end-to-end tests, and each gate (typecheck, budgets, Lighthouse CI,
// PWA audit, dependency audit) as one check. Stages after a failure still run.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { run } from './lib/run.mjs';

const npx = (bin, ...args) => [process.execPath, [`node_modules/${bin}`, ...args]];
let passed = 0;
let failed = 0;
const timings = [];

async function stage(name, [cmd, args], { count } = {}) {
  const started = performance.now();
  console.log(`\n=== ${name} ===`);
  const code = await run(cmd, args, { env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = (performance.now() - started) / 1000;
  let result = code === 0 ? 'ok' : `FAILED (exit ${code})`;
  if (count) {
    const c = count();
    if (c) {
      passed += c.passed;
      failed += c.failed;
      // A runner that exits non-zero without a failed test (a crash, no tests) is one failure.
      if (code !== 0 && c.failed === 0) failed++;
      result += ` - ${c.passed} passed, ${c.failed} failed`;
    } else {
      failed++;
      result += ' - no results';
    }
  } else if (code === 0) passed++;
  else failed++;
  timings.push({ stage: name, seconds: Number(seconds.toFixed(1)), result });
  return code === 0;
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

await stage('typecheck', npx('typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'));
await stage('unit tests (vitest)', npx('vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'), {
  count: () => {
    const r = readJson('test-results/unit.json');
    return r && { passed: r.numPassedTests, failed: r.numFailedTests };
  },
});
const built = await stage('build (prerender + service worker)', [process.execPath, ['scripts/build.mjs']]);
if (built) {
  await stage('budgets', [process.execPath, ['scripts/budgets.mjs']]);
  await stage('end-to-end tests (playwright)', npx('@playwright/test/cli.js', 'test'), {
    count: () => {
      const r = readJson('test-results/e2e.json');
      return r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
    },
  });
  await stage('lighthouse ci', [process.execPath, ['scripts/lighthouse.mjs']]);
  await stage('lighthouse pwa audit', [process.execPath, ['scripts/audit-pwa.mjs']]);
} else {
  failed++;
  timings.push({ stage: 'budgets, e2e, lighthouse', seconds: 0, result: 'skipped: build failed' });
}
await stage('dependency audit', [process.execPath, ['scripts/npm-audit.mjs']]);

console.log('\n=== summary ===');
console.table(timings);
const line = `${passed} passed, ${failed} failed`;
writeFileSync('test-results/summary.txt', `${line}\n`);
console.log(line);
process.exit(failed ? 1 : 0);
