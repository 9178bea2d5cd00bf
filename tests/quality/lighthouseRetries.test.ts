import { describe, expect, it } from 'vitest';
import { MAX_RUNS, routesToRetry, slowRuns } from '../../scripts/lib/retries.mjs';

const run = (url: string, benchmarkIndex = 1100) => ({ url, benchmarkIndex });
// A first pass over many routes at the machine's usual speed.
const firstPass = ['/', '/about', '/blog', '/careers', '/contact', '/services'].map((url) => run(url));

describe('Lighthouse CI retries', () => {
  it('gives a failing route another run and stops after five runs that count', () => {
    expect(routesToRetry(firstPass, ['/contact'])).toEqual(['/contact']);
    const fiveRuns = [...firstPass, ...Array.from({ length: MAX_RUNS - 1 }, () => run('/contact', 1050))];
    expect(MAX_RUNS).toBe(5);
    expect(routesToRetry(fiveRuns, ['/contact'])).toEqual([]);
  });

  it('never runs a route again that passed', () => {
    expect(routesToRetry(firstPass, [])).toEqual([]);
  });

  it('does not count a run made while the machine ran far below its usual speed', () => {
    // The CI run that motivated this: /contact measured at indexes 920, 259, 779 and 380.
    const runs = [...firstPass, run('/contact', 920), run('/contact', 259), run('/contact', 779), run('/contact', 380)];
    expect([...slowRuns(runs)].map((r) => r.benchmarkIndex)).toEqual([259, 779, 380]);
    expect(routesToRetry(runs, ['/contact'])).toEqual(['/contact']); // 2 of its 5 runs count
  });

  it('counts every run when the machine is uniformly slow (nothing to wait for)', () => {
    const slowMachine = firstPass.map((r) => ({ ...r, benchmarkIndex: 400 }));
    expect(slowRuns(slowMachine).size).toBe(0);
  });
});
