import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import type { AnalyticsReport } from '../src/lib/analytics/contract';
import { fillContact, uniqueEmail } from './support/leads';
import { sessionCookies, signInWith } from './support/inbox';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, expect, test, waitForApp } from './support/fixtures';

// Its own server and database (port 4750 or ANALYTICS_E2E_PORT, plus the worker's index), so the
// counts are this test's alone. Its own browser too: Headless Chromium says "HeadlessChrome", which
// the server rightly takes for a bot, and a context's user agent does not reach beacons (they leave
// from the browser's network service), so the browser is started with a desktop Chrome's.
const PORT = Number(process.env.ANALYTICS_E2E_PORT ?? 4750) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE = `http://localhost:${PORT}`;
const BUILD = process.env.BUILD_DIR ?? 'dist';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const dataDir = mkdtempSync(join(tmpdir(), 'northstar-e2e-analytics-'));
let server: ChildProcess | undefined;
let cookies: Awaited<ReturnType<typeof sessionCookies>>;
let browser: Browser;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, [`${BUILD}-server/main.js`], { env: { ...process.env, PORT: String(PORT), DIST_DIR: BUILD, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    server!.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const email = uniqueEmail('analytics-admin');
  const password = `analytics passphrase ${Math.random().toString(36).slice(2)}`;
  execFileSync(process.execPath, [`${BUILD}-server/cli.js`, 'users', 'add', email, '--role', 'sales'], { input: `${password}\n`, env: { ...process.env, DATA_DIR: dataDir } });
  cookies = await sessionCookies(BASE, { email, password, role: 'sales' });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--user-agent=${CHROME}`] });
});
test.afterAll(async () => {
  await browser?.close();
  const running = server;
  if (running && running.exitCode === null) await new Promise((resolve) => (running.once('exit', resolve), running.kill('SIGTERM')));
  rmSync(dataDir, { recursive: true, force: true });
});

async function visitorContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE, viewport, serviceWorkers: 'block' });
  await signInWith(context, cookies);
  return context;
}

/** The cards of the signed-in Analytics section, by label. */
const card = (page: Page, label: string, section = 'Site metrics') => page.getByRole('region', { name: section }).getByRole('listitem').filter({ hasText: label });

test('three pages and a lead show in the signed-in Analytics as 3 views, 1 visitor and 1 conversion', async () => {
  const context = await visitorContext();
  const page = await context.newPage();
  try {
    await page.goto('/');
    await waitForApp(page);
    // Without input the collector starts a few seconds after load and idle (with offline support's code).
    await expect(page.locator('html[data-analytics="on"]')).toBeAttached({ timeout: 15_000 });
    await page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await fillContact(page, uniqueEmail('analytics-visitor'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText(/^Sent\. /);

    // Leaving the page sends the visit's one beacon; the server's figures show when it has arrived.
    await page.goto('about:blank');
    const totals = async () => ((await (await page.request.get(`${BASE}/api/admin/analytics?days=7`)).json()) as AnalyticsReport).totals;
    await expect.poll(async () => (await totals()).views).toBe(3);
    expect(await totals()).toMatchObject({ views: 3, visitors: 1, conversions: 1 });

    await page.goto('/dashboard/analytics');
    await expect(card(page, 'Page Views').getByTestId('stat-value')).toHaveText('3');
    await expect(card(page, 'Conversion Rate').getByTestId('stat-value')).toHaveText('100.0%');
    await expect(card(page, 'Conversion Rate')).toContainText('1 of 1 visitor sent a lead');
    await expect(page.getByTestId('analytics-as-of')).toContainText('as of');
    await page.getByRole('tab', { name: 'Content Performance' }).click();
    const pages = page.getByRole('table', { name: 'Top pages' });
    await expect(pages.getByRole('row', { name: /\/contact/ })).toContainText('1');
    await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '90 days' }).click();
    await expect(page).toHaveURL(/range=90/);
    await expect(card(page, 'Page Views')).toContainText('Last 90 days');

    await page.goto('/dashboard');
    await expect(card(page, 'Total Visitors', 'Site figures').getByTestId('stat-value')).toHaveText('1');
  } finally {
    await context.close();
  }
});

test('the signed-in Analytics at 375 and 1280 px, light and dark: screenshots, and no axe violation', async ({ baseURL: _sharedServer }, testInfo) => {
  // Twelve page loads, each with a full-page screenshot and an axe run.
  test.setTimeout(120_000);
  for (const [name, viewport] of [['375', MOBILE], ['1280', DESKTOP]] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await visitorContext(viewport);
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      for (const tab of ['traffic', 'content', 'audience']) {
        await page.goto(`/dashboard/analytics?tab=${tab}`);
        await expect(card(page, 'Page Views').getByTestId('stat-value')).toHaveText('3');
        await page.screenshot({ path: testInfo.outputPath(`analytics-${tab}-${name}-${scheme}.png`), fullPage: true });
        // Every tab's tables, chart and badges pass axe (contrast included) in both themes.
        expect(await axeViolations(page, 'main')).toEqual([]);
      }
      await context.close();
    }
  }
});
