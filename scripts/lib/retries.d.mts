// Types for retries.mjs (imported by its unit test).
export interface LighthouseRun {
  url: string;
  benchmarkIndex: number;
}
export const MAX_RUNS: number;
export const SLOW_MACHINE: number;
export function slowRuns<R extends { benchmarkIndex: number }>(runs: R[]): Set<R>;
export function routesToRetry(runs: LighthouseRun[], failingUrls: string[]): string[];
