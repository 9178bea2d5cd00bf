import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { expect, test, waitForApp } from './support/fixtures';
import { waitForServiceWorker } from './support/pwa';

test.use({ serviceWorkers: 'allow' });

// Two real builds that differ only in their version label, served from one folder that is
// swapped under a running site: what a user sees when a new release is deployed.
// Its own server on a port of the E2E range (E2E_PORT + 500 by default).
const PORT = Number(process.env.UPDATE_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4174) + 500);
const BASE = `http://localhost:${PORT}`;
const LIVE = 'dist-e2e-live';
const builds = { a: 'dist-e2e-a', b: 'dist-e2e-b' } as const;
let server: ChildProcess | undefined;

function build(dir: string, version: string) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { env: { ...process.env, BUILD_DIR: dir, APP_VERSION: version }, stdio: 'pipe' });
}
function deploy(dir: string) {
  rmSync(LIVE, { recursive: true, force: true });
  cpSync(dir, LIVE, { recursive: true });
}
const cleanup = () => {
  server?.kill();
  for (const dir of [LIVE, ...Object.values(builds)]) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}-ssr`, { recursive: true, force: true });
    rmSync(`${dir}-server`, { recursive: true, force: true });
  }
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(420_000);

test.beforeAll(async () => {
  test.setTimeout(420_000);
  build(builds.a, 'e2e-a');
  build(builds.b, 'e2e-b');
  deploy(builds.a);
  server = spawn(process.execPath, [`${builds.a}-server/main.js`, '--temp-data'], { env: { ...process.env, PORT: String(PORT), DIST_DIR: LIVE }, stdio: 'ignore' });
  // The server compresses every file of the build before it listens (tens of seconds on a busy
  // machine): wait for it to answer, up to two minutes.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error('update test server did not start');
});
test.afterAll(cleanup);

test('a new release is offered with a Reload toast that asks first while a form holds unsaved input, then runs alone, with no broken request', async ({ page }) => {
  const failures: string[] = [];
  page.on('requestfailed', (r) => failures.push(`${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => r.status() >= 400 && failures.push(`${r.url()} ${r.status()}`));

  await page.goto(`${BASE}/contact`);
  await waitForApp(page);
  await waitForServiceWorker(page);
  await expect(page.getByTestId('app-version')).toHaveText('Version e2e-a');
  const oldLayoutChunk = readdirSync(`${builds.a}/assets`).find((f) => f.startsWith('SiteLayout-'))!;
  expect(readdirSync(`${builds.b}/assets`)).not.toContain(oldLayoutChunk);

  deploy(builds.b);
  await page.reload();
  await waitForApp(page);
  // The old worker still serves the old release until the user chooses to update.
  await expect(page.getByTestId('app-version')).toHaveText('Version e2e-a');
  await page.getByLabel('How Can We Help?').fill('Half a thought about our Q3 pipeline');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'New version available' });
  // The worker registers 5 s after load, then downloads the new release (slow on a busy machine).
  await expect(toast).toBeVisible({ timeout: 60_000 });

  // Unsaved input: Reload asks first, and "Keep editing" keeps every word.
  await toast.getByRole('button', { name: 'Reload' }).click();
  const ask = page.locator('[data-sonner-toast]').filter({ hasText: 'Reload with a form half filled?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('How Can We Help?')).toHaveValue('Half a thought about our Q3 pipeline');
  await expect(page.getByTestId('app-version')).toHaveText('Version e2e-a');

  // Asked again, the user chooses to reload anyway.
  await toast.getByRole('button', { name: 'Reload' }).click();
  await ask.getByRole('button', { name: 'Reload anyway' }).click();
  await expect(page.getByTestId('app-version')).toHaveText('Version e2e-b', { timeout: 20_000 });
  await waitForApp(page);
  // As the question said: the tab's copy of the text is back in the form.
  await expect(page.getByLabel('How Can We Help?')).toHaveValue('Half a thought about our Q3 pipeline');

  // Every script the page runs now comes from the new build.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/assets/')));
  const newAssets = new Set(readdirSync(`${builds.b}/assets`));
  // Icons name a view of the sprite (icons-<hash>.svg#name): compare file names, not fragments.
  for (const url of scripts) expect(newAssets.has(new URL(url).pathname.split('/assets/')[1]!), url).toBe(true);

  // The old release's files are gone from the cache.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    return urls;
  });
  expect(cached.some((u) => u.includes(oldLayoutChunk))).toBe(false);
  expect(cached.some((u) => u.includes('/assets/'))).toBe(true);
  expect(failures).toEqual([]);
});

test('with two tabs open, Reload in the second tab runs the new release after the first tab started it', async ({ page }) => {
  deploy(builds.a);
  const a = page;
  await a.goto(`${BASE}/contact`);
  await waitForApp(a);
  await waitForServiceWorker(a);
  // The second tab opens once the site is saved, so the old worker controls both.
  const b = await a.context().newPage();
  await b.goto(`${BASE}/dashboard/settings`);
  await waitForApp(b);
  await waitForServiceWorker(b);
  // Settings names the running version (so does the sidebar).
  const bVersion = b.getByTestId('storage-status').getByTestId('app-version');
  await expect(bVersion).toHaveText('Version e2e-a');

  deploy(builds.b);
  const offer = (tab: typeof a, text: string) => tab.locator('[data-sonner-toast]').filter({ hasText: text });
  await a.reload();
  await waitForApp(a);
  await expect(offer(a, 'New version available')).toBeVisible({ timeout: 60_000 });
  // The second tab is reloaded once the new worker waits, so it is offered the update too.
  await b.reload();
  await waitForApp(b);
  await expect(offer(b, 'New version available')).toBeVisible({ timeout: 60_000 });

  await offer(a, 'New version available').getByRole('button', { name: 'Reload' }).click();
  await expect(a.getByTestId('app-version')).toHaveText('Version e2e-b', { timeout: 20_000 });

  // The second tab still runs the old release under the new worker: its toast says so, in place
  // of the first, and its Reload brings the new release.
  const started = offer(b, 'New version started in another tab');
  await expect(started).toBeVisible();
  await expect(offer(b, 'New version available')).toHaveCount(0);
  await expect(bVersion).toHaveText('Version e2e-a');
  await started.getByRole('button', { name: 'Reload' }).click();
  await expect(bVersion).toHaveText('Version e2e-b', { timeout: 20_000 });
  await waitForApp(b);
  const newAssets = new Set(readdirSync(`${builds.b}/assets`));
  const scripts = await b.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/assets/')));
  for (const url of scripts) expect(newAssets.has(new URL(url).pathname.split('/assets/')[1]!), url).toBe(true);
});
