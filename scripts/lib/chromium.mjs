// @ts-check
// The one place that names the browser: Debian Chromium and its flags, for Playwright, Lighthouse
// CI, the PWA audit, the bench and the screenshot helpers. No browser is ever downloaded.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for every run: no sandbox (CI runs as root), no GPU, no traffic of the browser's own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For launchers that do not add headless mode themselves (chrome-launcher, the Lighthouse CLI). */
export const HEADLESS_CHROMIUM_ARGS = ['--headless=new', ...CHROMIUM_ARGS];
