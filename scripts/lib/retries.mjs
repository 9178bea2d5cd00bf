// Which routes get another Lighthouse run (scripts/lighthouse.mjs). Pure, so it is unit tested.
//
// A route that fails an "error" assertion runs again until it has MAX_RUNS runs that count, and
// lhci assert judges it by its best run (LHCI's "optimistic" aggregation, as numberOfRuns: 5).
// A run counts unless the machine itself was slow during it: Lighthouse measures the CPU before
// each run (benchmarkIndex), and a run below SLOW_MACHINE times the median of all runs so far is
// a measurement of the machine, not of the page. On this shared 2-core host whole minutes run
// 3-5x slower (one CI run: indexes 259-380 against a median of about 1080, TBT 2177-2290 ms on a
// page that measured 220 ms minutes before). Such runs stay in the reports and the table, and
// since the best run decides they can never make a route pass; they only do not use up its runs.

import { median } from './measure.mjs';

export const MAX_RUNS = 5;
export const SLOW_MACHINE = 0.75;

/** Runs measured while the machine ran well below its usual speed (see above). */
export function slowRuns(runs) {
  if (runs.length === 0) return new Set();
  const usual = median(runs.map((r) => r.benchmarkIndex));
  return new Set(runs.filter((r) => r.benchmarkIndex < SLOW_MACHINE * usual));
}

/** The failing URLs that have fewer than MAX_RUNS runs that count. */
export function routesToRetry(runs, failingUrls) {
  const slow = slowRuns(runs);
  const counted = (url) => runs.filter((r) => r.url === url && !slow.has(r)).length;
  return failingUrls.filter((url) => counted(url) < MAX_RUNS);
}
