import type { Page } from '@playwright/test';
import type { LeadPage } from '../src/leads/inboxApi';
import { fillContact, uniqueEmail } from './support/leads';
import { COLOUR_RULES, axeViolations } from './support/axe';
import { DESKTOP, MOBILE, expect, test, waitForApp } from './support/fixtures';
import { createAccount, leadRow, openInbox, postLead, serverLead, searchFor, sessionCookies, signInWith, signedInContext, type Account } from './support/inbox';

// One admin and one sales account for this file; each signs in once (scrypt costs ~0.3 s a sign-in)
// and every test reuses its session cookie.
let admin: Account;
let sales: Account;
let adminCookies: Awaited<ReturnType<typeof sessionCookies>>;
let salesCookies: Awaited<ReturnType<typeof sessionCookies>>;

/** One polling period of the inbox's counts (30 s) and some slack. */
const POLL_WAIT = 35_000;

/** The server's count of `new` leads, with the page's session. */
const newCount = async (page: Page) => ((await (await page.request.get('/api/admin/leads?limit=1')).json()) as LeadPage).counts.new;

test.beforeAll(async ({ baseURL }) => {
  admin = createAccount('inbox', 'admin');
  sales = createAccount('inbox', 'sales');
  adminCookies = await sessionCookies(baseURL!, admin);
  salesCookies = await sessionCookies(baseURL!, sales);
});

// Chromium logs the 401 answer to a wrong password as a failed resource.
test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\) \(http:\/\/localhost:\d+\/api\/session\)/] });
  test('signed out: the sign-in form above this device’s outbox, and a clear error for a wrong password', async ({ page }) => {
    await page.goto('/dashboard/leads');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Sign in to the lead inbox' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This device’s outbox' })).toBeVisible();
    // The form comes first on the page.
    const [formTop, outboxTop] = await Promise.all([form.boundingBox(), page.getByRole('heading', { name: 'This device’s outbox' }).boundingBox()]);
    expect(formTop!.y).toBeLessThan(outboxTop!.y);

    await form.getByLabel('Email address').fill(admin.email);
    await form.getByLabel('Password').fill('not the password at all');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('That email and password do not match an account.');
    await expect(form.getByLabel('Password')).toBeFocused();
    // A signed-out dashboard never loads the inbox's query code.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /SignedInInbox|live-/.test(e.name)))).toBe(false);
  });
});

test('a lead posted from /contact appears in the signed-in inbox, all of it as text', async ({ page, context }) => {
  const email = uniqueEmail('inbox-contact');
  await page.goto('/contact');
  await waitForApp(page);
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText(/^Sent\. Thanks/);

  await signInWith(context, adminCookies);
  await openInbox(page);
  await page.getByLabel('Search leads').fill(email);
  const row = leadRow(page, 'Ada Lovelace');
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('tab', { name: /^All \(1\)$/ })).toBeVisible();
  await row.click();
  const panel = page.getByTestId('lead-panel');
  await expect(panel.getByRole('heading', { name: 'Ada Lovelace' })).toBeFocused();
  await expect(panel.getByText(email)).toBeVisible();
  await expect(panel.getByText('We need more qualified meetings. 🚀')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
});

test('signed in: status change, note and history reach the server; the sidebar counts new leads', async ({ page, context }) => {
  test.setTimeout(90_000);
  const name = `Status ${Date.now()}`;
  await postLead(page, { name, email: uniqueEmail('inbox-status') });
  await signInWith(context, adminCookies);
  await openInbox(page);
  const badge = page.getByTestId('new-leads-badge');
  await expect(badge).toHaveText(/^\d+ new$/);

  await searchFor(page, name);
  await leadRow(page, name).click();
  const panel = page.getByTestId('lead-panel');
  await panel.getByRole('button', { name: 'Contacted' }).click();
  await expect(panel.getByRole('button', { name: 'Contacted' })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByLabel('Add a note').fill('Left a voicemail <i>twice</i>');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByRole('list', { name: 'Notes' }).getByText('Left a voicemail <i>twice</i>')).toBeVisible();
  await expect(panel.getByText(/changed the status from New to Contacted/)).toBeVisible();
  // Other tests add leads meanwhile: the badge follows the server's count, refreshed after a change
  // and every 30 s (a lead posted by another test just after the change shows at the next poll).
  await expect.poll(async () => (await badge.textContent()) === `${await newCount(page)} new`, { timeout: POLL_WAIT }).toBe(true);

  const id = (await leadRow(page, name).getAttribute('data-lead-id'))!;
  const stored = await serverLead(page, id);
  expect(stored.status).toBe('contacted');
  expect(stored.notes.map((n) => n.text)).toEqual(['Left a voicemail <i>twice</i>']);

  // The Overview's New Leads and Inquiries cards are the inbox's figures, not SPEC's samples.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Dashboard$/ }).click();
  const figures = page.getByRole('region', { name: 'Site figures' });
  await expect(figures.getByText(/New Leads and Inquiries from the lead inbox/)).toBeVisible();
  const newLeads = figures.getByRole('listitem').filter({ hasText: 'New Leads' }).getByTestId('stat-value');
  await expect.poll(async () => (await newLeads.textContent()) === String(await newCount(page)), { timeout: POLL_WAIT }).toBe(true);
  await expect(figures.getByRole('listitem').filter({ hasText: 'Inquiries' })).toHaveText(/Inquiries[\d,]+[\d,]+ unread/);
});

test('two browsers edit one lead: the second sees both versions and chooses', async ({ page, context, browser, baseURL }) => {
  const name = `Conflict ${Date.now()}`;
  await postLead(page, { name, email: uniqueEmail('inbox-conflict') });
  await signInWith(context, adminCookies);
  const other = await signedInContext(browser, baseURL!, adminCookies);
  const second = await other.newPage();
  try {
    for (const p of [page, second]) {
      await openInbox(p);
      await searchFor(p, name);
      await leadRow(p, name).click();
      await expect(p.getByTestId('lead-panel').getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByTestId('lead-panel').getByRole('button', { name: 'Qualified' }).click();
    await expect(page.getByTestId('lead-panel').getByRole('button', { name: 'Qualified' })).toHaveAttribute('aria-pressed', 'true');

    await second.getByTestId('lead-panel').getByRole('button', { name: 'Lost' }).click();
    const dialog = second.getByTestId('conflict-dialog');
    await expect(dialog.getByRole('row', { name: /^Status/ })).toHaveText(/Lost.*Qualified/);
    await dialog.getByRole('button', { name: 'Keep the server’s version' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(second.getByTestId('lead-panel').getByRole('button', { name: 'Qualified' })).toHaveAttribute('aria-pressed', 'true');
    const id = (await leadRow(page, name).getAttribute('data-lead-id'))!;
    expect((await serverLead(page, id)).status).toBe('qualified');
  } finally {
    await other.close();
  }
});

test('sales cannot delete: no Delete button, and the API answers 403', async ({ page, context }) => {
  const name = `Sales ${Date.now()}`;
  const id = await postLead(page, { name, email: uniqueEmail('inbox-sales') });
  await signInWith(context, salesCookies);
  await openInbox(page);
  await expect(page.getByText(`Signed in as ${sales.email} (sales).`)).toBeVisible();
  await searchFor(page, name);
  await leadRow(page, name).click();
  const panel = page.getByTestId('lead-panel');
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  const response = await page.request.delete(`/api/admin/leads/${id}`, { headers: { origin: new URL(page.url()).origin } });
  expect(response.status()).toBe(403);
  expect((await serverLead(page, id)).name).toBe(name);
});

test('an admin deletes a lead after confirming', async ({ page, context }) => {
  const name = `Delete ${Date.now()}`;
  const id = await postLead(page, { name, email: uniqueEmail('inbox-delete') });
  await signInWith(context, adminCookies);
  await openInbox(page);
  await searchFor(page, name);
  await leadRow(page, name).click();
  await page.getByTestId('lead-panel').getByRole('button', { name: 'Delete lead' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this lead?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(leadRow(page, name)).toHaveCount(0);
  expect((await page.request.get(`/api/admin/leads/${id}`)).status()).toBe(404);
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the signed-in inbox is keyboard usable and passes axe at ${viewport.width} px`, async ({ page, context }) => {
    const name = `Keys ${viewport.width} ${Date.now()}`;
    await postLead(page, { name, email: uniqueEmail('inbox-keys') });
    await signInWith(context, adminCookies);
    await page.setViewportSize(viewport);
    await openInbox(page);
    expect(await axeViolations(page, '[data-testid="inbox"]')).toEqual([]);
    // The dark theme changes colours only (head.js keeps <html data-theme> in force).
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await axeViolations(page, '[data-testid="inbox"]', COLOUR_RULES)).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));

    // Tabs: one stop, arrows move; rows are buttons; Enter opens the panel, Escape closes it.
    await page.getByRole('tab', { name: /^All/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^New/ })).toBeFocused();
    await expect(page.getByRole('tab', { name: /^New/ })).toHaveAttribute('aria-selected', 'true');
    await searchFor(page, name);
    const row = leadRow(page, name);
    await row.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('lead-panel');
    await expect(panel.getByRole('heading', { name })).toBeFocused();
    expect(await axeViolations(page, '[data-testid="inbox"]')).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Close the lead' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(row).toBeFocused();
  });
}

test('signed in through the form, then signed out: no lead left in IndexedDB, and it says so', async ({ page }) => {
  const name = `Signout ${Date.now()}`;
  await postLead(page, { name, email: uniqueEmail('inbox-signout') });
  // Signed in through the form: its own session, as signing out ends it on the server.
  await page.goto('/dashboard/leads');
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Sign in to the lead inbox' });
  await form.getByLabel('Email address').fill(admin.email);
  await form.getByLabel('Password').fill(admin.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('list', { name: 'Leads' }).waitFor();
  await searchFor(page, name);
  await expect(leadRow(page, name)).toHaveCount(1);
  // The persisted copy is written within a second of a change.
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toContain('northstar-inbox');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('#toasts').getByText('You are signed out')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign in to the lead inbox' })).toBeVisible();
  const leftovers = await page.evaluate(async (needle) => {
    const found: string[] = [];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
        });
        if (JSON.stringify(all).includes(needle)) found.push(`${info.name}/${store}`);
      }
      db.close();
    }
    return { names: (await indexedDB.databases()).map((d) => d.name), found };
  }, name);
  expect(leftovers.names).not.toContain('northstar-inbox');
  expect(leftovers.found).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('northstar-inbox-session'))).toBeNull();
  expect((await page.request.get('/api/session')).status()).toBe(401);
});
