// @ts-check
// The browser Lighthouse measures with (npm run lighthouse, npm run bench), started once and
// reused by every run: a fresh browser per run put its own start-up work inside the measured load.
// Lighthouse still clears the origin's cache, storage and service worker before every run.
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_ARGS } from './chromium.mjs';

export function launchBrowser() {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: HEADLESS_CHROMIUM_ARGS });
}
