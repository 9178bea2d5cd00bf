import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leadStatusCopy } from '../src/content/leadStatus';
import { backoffMs } from '../src/leads/outbox';
import { exportLeads, fillContact, uniqueEmail } from './support/leads';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/fixtures';

// Its own server (port 4515 or LEADS_SERVER_PORT, plus the worker's index: repeats run side by side;
// its own lead database), because these tests stop it and lock its database.
const PORT = Number(process.env.LEADS_SERVER_PORT ?? 4515) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE = `http://localhost:${PORT}`;
// The browser is online: the form says the server was the trouble.
const SAVED = leadStatusCopy.savedServerDown;
const dataDir = mkdtempSync(join(tmpdir(), 'northstar-e2e-kill-'));
let server: ChildProcess | undefined;

async function startServer() {
  server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'dist'}-server/main.js`], {
    env: { ...process.env, PORT: String(PORT), DIST_DIR: process.env.BUILD_DIR ?? 'dist', DATA_DIR: dataDir, LEAD_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    server!.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}
async function stopServer() {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  await new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGKILL');
  });
}

/** The outbox's record of the lead from `email` on this device (attempts, next try), or null once it has left. */
const outboxRecord = (page: Page, email: string) =>
  page.evaluate(
    (address) =>
      new Promise<{ attempts: number; nextAttemptAt: number } | null>((resolve, reject) => {
        const open = indexedDB.open('northstar-leads');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { fields: { email: string }; attempts: number; nextAttemptAt: number }[]).find((r) => r.fields.email === address) ?? null);
          };
        };
      }),
    email,
  );

test.describe.configure({ mode: 'serial' });
// With the server stopped, the page's own late requests (the service worker's registration
// script, the outbox's retries) fail: that is the situation under test, not an error in it.
// (One pattern: Playwright would read a second array element as fixture options.)
// A server that stops refuses new requests and resets those in flight (the footer's chunks, which the
// first input starts loading): the browser logs both, as it would for any page cut off mid-load.
test.use({ allowedConsoleErrors: [/ERR_CONNECTION_(REFUSED|RESET)|Failed to fetch dynamically imported module|status of 503/] });
test.beforeAll(async () => {
  // The server compresses the whole site before it listens: slow on a busy machine.
  test.setTimeout(120_000);
  await startServer();
});
test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a lead saved while the server is down is not lost: it is stored once after the restart', async ({ page }) => {
  // The restart (which compresses the whole site first) and the backoff (2, 4, 8, 16, 32 s...) take a
  // while, more on a busy machine: the wait below follows the outbox's own schedule.
  test.setTimeout(300_000);
  const email = uniqueEmail('killed');
  await page.goto(`${BASE}/contact`);
  await waitForApp(page);
  // The visitor starts typing while the server is up (which loads the outbox code)...
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').focus();
  await expect(form).toHaveAttribute('data-outbox', 'ready');
  // ...and the server goes away before the lead is sent.
  await stopServer();
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText(SAVED);
  await startServer();
  // The outbox tries again on its own (2 s, then 4 s...): no reload, no click. Every try from now on
  // reaches the server, so the lead goes at its next one: the one scheduled, or, if a try was on its
  // way during the restart (refused), the one that try schedules. A toast says the lead went, and
  // the form no longer says it waits on the device.
  const waiting = await outboxRecord(page, email);
  const due = waiting ? Math.max(waiting.nextAttemptAt - Date.now(), backoffMs(waiting.attempts + 1)) : 0;
  await expect(page.locator('#toasts').getByText(leadStatusCopy.delivered(1))).toBeVisible({ timeout: due + 15_000 });
  await expect(form.getByRole('status')).toHaveText(/^Sent\. Thanks/);
  await expect.poll(() => exportLeads(dataDir).filter((l) => l.email === email).length).toBe(1);
});

test('a locked database answers 503; the lead stays queued, the dashboard shows it, Discard drops one, the next app start sends the other', async ({ page, request }) => {
  const sentEmail = uniqueEmail('sent');
  const lockedEmail = uniqueEmail('locked');
  const discardedEmail = uniqueEmail('discarded');
  await page.goto(`${BASE}/contact`);
  await waitForApp(page);
  await fillContact(page, sentEmail);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText(/^Sent\./);

  const lock = new Database(join(dataDir, 'leads.sqlite'));
  lock.exec('BEGIN EXCLUSIVE');
  try {
    const direct = await request.post(`${BASE}/api/leads`, { data: { id: crypto.randomUUID(), kind: 'newsletter', email: lockedEmail } });
    expect(direct.status()).toBe(503);
    expect((await direct.json()).error).toMatch(/read-only, locked or missing/);
    await fillContact(page, lockedEmail);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText(SAVED);
    await fillContact(page, discardedEmail);
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Saved on the device: the form empties only then.
    await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Full Name')).toHaveValue('');
    // Leave only once its first try is answered: a request cut off by the navigation could still
    // reach the server after the lock is gone, which is the case Discard's warning names, not this test's.
    await expect.poll(async () => (await outboxRecord(page, discardedEmail))?.attempts ?? 0).toBeGreaterThan(0);

    await page.goto(`${BASE}/dashboard/leads`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'This device’s outbox' })).toBeVisible();
    const lockedRow = page.getByRole('row').filter({ hasText: lockedEmail });
    await expect(lockedRow.getByText('Queued')).toBeVisible();
    // The lead the server confirmed has left the device (the privacy page says so).
    await expect(page.getByRole('row').filter({ hasText: sentEmail })).toHaveCount(0);
    // Retry while the database is still locked: the lead stays queued, with the reason.
    const retry = page.getByRole('button', { name: `Retry sending the lead from ${lockedEmail}` });
    await retry.click();
    // The try is over when its toast says how it went (an enabled button says nothing: it may not have started).
    await expect(page.locator('#toasts').getByText('The lead from Ada Lovelace is still waiting').first()).toBeVisible();
    await expect(lockedRow.getByText('Queued')).toBeVisible();
    await expect(lockedRow).toContainText('The server cannot store leads right now.');
    // Discard asks first, then the queued lead is gone from this device for good.
    const discardedRow = page.getByRole('row').filter({ hasText: discardedEmail });
    await expect(discardedRow.getByText('Queued')).toBeVisible();
    await page.getByRole('button', { name: `Discard the lead from ${discardedEmail}` }).click();
    await page.getByRole('alertdialog', { name: 'Discard this lead?' }).getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(discardedRow).toHaveCount(0);
  } finally {
    lock.exec('ROLLBACK');
    lock.close();
  }
  // Starting the app again sends what is queued.
  await page.reload();
  await waitForApp(page);
  await expect.poll(() => exportLeads(dataDir).filter((l) => l.email === lockedEmail).length).toBe(1);
  await expect(page.getByRole('row').filter({ hasText: lockedEmail })).toHaveCount(0);
  await expect(page.getByText('Nothing is waiting on this device')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: discardedEmail })).toHaveCount(0);
  expect(exportLeads(dataDir).filter((l) => l.email === discardedEmail)).toEqual([]);
});
