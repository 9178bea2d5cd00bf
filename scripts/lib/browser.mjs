// The browser that Lighthouse measures with (npm run lighthouse, npm run bench): Debian Chromium
// with lighthouserc.json's path and flags, started once and reused by every run.
// Why one running browser: a browser's first seconds are busy with its own start-up (about
// 2.5 s of CPU here), and with a fresh browser per run that work landed inside the measured
// page load. In interleaved runs on /careers, a fresh browser per run measured TBT 110-578 ms
// (median 378), a running one 54-224 ms (median 124). Lighthouse still clears the origin's
// cache, storage and service worker before every run, so no run sees what an earlier one loaded.
import { existsSync, readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';

/** The Chromium binary and flags every Lighthouse run uses (lighthouserc.json is the one source). */
export function browserSettings() {
  const { chromePath, settings } = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci.collect;
  return { chromePath: process.env.CHROMIUM_PATH ?? chromePath, chromeFlags: settings.chromeFlags };
}

export async function launchBrowser() {
  const { chromePath, chromeFlags } = browserSettings();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromeFlags.split(' ') });
  await settled();
  return chrome;
}

const cpuSample = () => {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
};

/** Waits until the CPUs are mostly idle (Linux /proc/stat), at most maxMs; elsewhere returns at once. */
async function settled({ busyBelow = 0.15, intervalMs = 500, maxMs = 10_000 } = {}) {
  if (!existsSync('/proc/stat')) return;
  const until = Date.now() + maxMs;
  let prev = cpuSample();
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, intervalMs));
    const next = cpuSample();
    const total = next.total - prev.total;
    const busy = total > 0 ? 1 - (next.idle - prev.idle) / total : 0;
    prev = next;
    if (busy < busyBelow) return;
  }
}
