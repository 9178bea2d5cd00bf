import { axeViolations } from './support/axe';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { openDash, seedPosts } from './support/dashboard';
import { DESKTOP, MOBILE, expect, holdRequests, test, waitForApp } from './support/fixtures';
import { waitForServiceWorker } from './support/pwa';

// The dashboard's own data: kept on the device, across reloads, offline periods and tabs.

const TRICKY = 'שלום 👋🏽 مرحبا <img src=x onerror=alert(1)>';

const table = (page: Page, name: string) => page.getByRole('table', { name });
const rowFor = (page: Page, name: string, text: string) => table(page, name).getByRole('row').filter({ hasText: text });

test.describe('posts, pages and users on this device', () => {
  test.use({ viewport: DESKTOP });

  test('a hostile backup: its values are never echoed whole, and its markup and prototype keys stay plain data', async ({ page }) => {
    let alerted = false;
    page.on('dialog', (d) => {
      alerted ||= d.type() === 'alert';
      void d.dismiss();
    });
    await openDash(page, '/dashboard/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data (JSON)' }).click();
    const backup = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
    const input = page.locator('input[type="file"]');

    await input.setInputFiles({ name: 'odd.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...backup, version: 'x'.repeat(100_000) })) });
    await expect(page.getByRole('alert')).toHaveText('This backup has no version number this dashboard can read. Nothing was changed.');

    const markup = '<img src=x onerror=alert(1)>';
    backup.data.posts[0].title = `   ${markup}   `;
    backup.data.users[0].lastActive = '<b>yesterday</b>';
    const text = JSON.stringify(backup).replace('"data":{', '"__proto__":{"polluted":"yes"},"data":{').replace('"settings":{', '"settings":{"__proto__":{"polluted":"yes"},');
    await input.setInputFiles({ name: 'hostile.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.getByRole('alertdialog', { name: 'Replace all dashboard data?' }).getByRole('button', { name: 'Replace data' }).click();
    await expect(page.getByText('Backup imported')).toBeVisible();
    await openDash(page, '/dashboard/posts');
    // Shown as the characters it is, not as an image.
    await expect(table(page, 'Posts').getByText(markup, { exact: true })).toBeVisible();
    await openDash(page, '/dashboard/users');
    await expect(table(page, 'Users')).toContainText('<b>yesterday</b>');
    await expect(page.locator('main img, main b')).toHaveCount(0);
    expect(await page.evaluate(() => ({} as Record<string, unknown>).polluted)).toBeUndefined();
    expect(alerted).toBe(false);
  });

  test('create, edit and delete a post with a reload between each step; markup stays text', async ({ page }) => {
    test.slow(); // several reloads
    let alerted = false;
    page.on('dialog', (d) => {
      alerted ||= d.type() === 'alert';
      void d.dismiss();
    });
    await openDash(page, '/dashboard/posts');

    // The dialog: focus inside, Escape closes it, focus goes back to New Post.
    const newPost = page.getByRole('button', { name: 'New Post' });
    await newPost.click();
    const dialog = page.getByRole('dialog', { name: 'New Post' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(newPost).toBeFocused();

    await newPost.click();
    await dialog.getByLabel('Title').fill(TRICKY);
    await dialog.getByRole('button', { name: 'Create post' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Post created')).toBeVisible();

    await openDash(page, '/dashboard/posts');
    const row = rowFor(page, 'Posts', TRICKY);
    await expect(row.getByRole('rowheader')).toHaveText(TRICKY);
    await expect(row.getByText('Draft')).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit post' });
    await expect(edit.getByLabel('Title')).toHaveValue(TRICKY);
    await edit.getByLabel('Status').selectOption('Published');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();

    await openDash(page, '/dashboard/posts');
    await expect(rowFor(page, 'Posts', TRICKY).getByText('Published')).toBeVisible();
    await rowFor(page, 'Posts', TRICKY).getByRole('button', { name: /^View / }).click();
    await expect(page.getByTestId('record-view')).toContainText(TRICKY);
    await page.keyboard.press('Escape');

    // Delete asks first; Undo brings the post back.
    await rowFor(page, 'Posts', TRICKY).getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(rowFor(page, 'Posts', TRICKY)).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(rowFor(page, 'Posts', TRICKY)).toHaveCount(1);

    await rowFor(page, 'Posts', TRICKY).getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rowFor(page, 'Posts', TRICKY)).toHaveCount(0);
    await openDash(page, '/dashboard/posts');
    await expect(table(page, 'Posts').locator('tbody tr')).toHaveCount(5);
    expect(alerted, 'no markup ran').toBe(false);
  });

  test('Back with a half-written post asks first; staying keeps the post, leaving goes back', async ({ page }) => {
    await openDash(page, '/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Posts' }).click();
    await page.getByRole('button', { name: 'New Post' }).click();
    const title = page.getByRole('dialog', { name: 'New Post' }).getByLabel('Title');
    await title.fill('Half a headline');
    const asked: string[] = [];
    page.once('dialog', (d) => void (asked.push(d.message()), d.dismiss()));
    await page.evaluate(() => history.back());
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/not saved/);
    await expect(page).toHaveURL(/\/dashboard\/posts$/);
    await expect(title).toHaveValue('Half a headline');
    page.once('dialog', (d) => void d.accept());
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('dialog', { name: 'New Post' })).toHaveCount(0);
  });

  test('a half-written post or user edit is still in its form after a reload; saving or Cancel forgets it', async ({ page }) => {
    // The browser asks before reloading over unsaved input; the visitor reloads anyway.
    page.on('dialog', (d) => void (d.type() === 'beforeunload' || /Discard/.test(d.message()) ? d.accept() : d.dismiss()));
    await openDash(page, '/dashboard/posts');
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.getByRole('dialog', { name: 'New Post' }).getByLabel('Title').fill(`Half a headline ${TRICKY}`);
    await page.getByRole('dialog', { name: 'New Post' }).getByLabel('Author').fill('Ana Ruiz');
    await openDash(page, '/dashboard/posts');
    const form = page.getByRole('dialog', { name: 'New Post' });
    await expect(form.getByLabel('Title')).toHaveValue(`Half a headline ${TRICKY}`);
    await expect(form.getByLabel('Author')).toHaveValue('Ana Ruiz');
    await expect(form.getByRole('status')).toHaveText(/What you typed before the page reloaded is back/);
    await form.getByRole('button', { name: 'Create post' }).click();
    await expect(form).toBeHidden();
    await openDash(page, '/dashboard/posts');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rowFor(page, 'Posts', 'Half a headline')).toHaveCount(1);

    await openDash(page, '/dashboard/users');
    await rowFor(page, 'Users', 'Daniel Cho').getByRole('button', { name: /^Edit / }).click();
    await page.getByRole('dialog', { name: 'Edit user' }).getByLabel('Name').fill('Daniel Cho-Park');
    await openDash(page, '/dashboard/users');
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    await expect(edit.getByLabel('Name')).toHaveValue('Daniel Cho-Park');
    await expect(edit.getByLabel('Email')).toHaveValue('daniel.cho@northstargrowth.com');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
    await openDash(page, '/dashboard/users');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rowFor(page, 'Users', 'Daniel Cho-Park')).toHaveCount(0);
  });

  test('bad input gets clear errors and saves nothing', async ({ page }) => {
    test.slow(); // several reloads
    await openDash(page, '/dashboard/posts');
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Post' });
    await dialog.getByRole('button', { name: 'Create post' }).click();
    await expect(dialog.getByText('Enter a title.')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Title').fill('x'.repeat(10_000));
    await dialog.getByRole('button', { name: 'Create post' }).click();
    await expect(dialog.getByText('Title must be at most 200 characters (this one has 10,000).')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue('x'.repeat(10_000)); // nothing typed is cut
    // Closing a form with unsaved input asks first.
    page.once('dialog', (d) => void d.accept());
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await openDash(page, '/dashboard/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await add.getByLabel('Name').fill('Olivia Twin');
    await add.getByLabel('Email').fill('olivia.bennett@');
    await add.getByRole('button', { name: 'Create user' }).click();
    await expect(add.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    // A pasted direction override would show the address in the table in another order than it is.
    await add.getByLabel('Email').fill('olivia\u202e@northstargrowth.com');
    await add.getByRole('button', { name: 'Create user' }).click();
    await expect(add.getByText('Email contains invisible text-direction marks that are not allowed.')).toBeVisible();
    await add.getByLabel('Email').fill('OLIVIA.BENNETT@northstargrowth.com');
    await add.getByRole('button', { name: 'Create user' }).click();
    await expect(add.getByText('Another user already has this email address.')).toBeVisible();
    // Role and status are editable; a unique address saves.
    await add.getByLabel('Email').fill('olivia.twin@northstargrowth.com');
    await add.getByLabel('Role').selectOption('Contributor');
    await add.getByLabel('Status').selectOption('Inactive');
    await add.getByRole('button', { name: 'Create user' }).click();
    await expect(add).toBeHidden();
    const row = rowFor(page, 'Users', 'Olivia Twin');
    await expect(row.getByText('Contributor')).toBeVisible();
    await expect(row.getByText('Inactive')).toBeVisible();
    await openDash(page, '/dashboard/users');
    await expect(table(page, 'Users').locator('tbody tr')).toHaveCount(6);
  });

  test('a change in one tab shows in the other without a reload; the last save wins', async ({ page, context }) => {
    test.slow(); // several reloads
    await openDash(page, '/dashboard/pages');
    const other = await context.newPage();
    await openDash(other, '/dashboard/pages');

    for (const [tab, title] of [[page, 'Home (edited in tab 1)'], [other, 'Home (edited in tab 2)']] as const) {
      await rowFor(tab, 'Pages', 'Home').getByRole('button', { name: /^Edit / }).click();
      await tab.getByRole('dialog').getByLabel('Title').fill(title);
      await tab.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
      await expect(tab.getByRole('dialog')).toBeHidden();
    }
    for (const tab of [page, other]) {
      await expect(rowFor(tab, 'Pages', 'Home (edited in tab 2)')).toHaveCount(1);
      await expect(rowFor(tab, 'Pages', 'Home (edited in tab 1)')).toHaveCount(0);
    }
    await rowFor(other, 'Pages', 'Careers').getByRole('button', { name: /^Delete / }).click();
    await other.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rowFor(page, 'Pages', 'Careers')).toHaveCount(0);
  });

  test('saving a page without changing it saves nothing and keeps its last-modified date', async ({ page }) => {
    await openDash(page, '/dashboard/pages');
    const home = rowFor(page, 'Pages', 'Home');
    const before = await home.textContent();
    await home.getByRole('button', { name: /^Edit / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('#toasts').getByText('No changes to save')).toBeVisible();
    await openDash(page, '/dashboard/pages');
    await expect(rowFor(page, 'Pages', 'Home')).toHaveText(before!);
  });

  test('text is stored without the spaces around it; invisible marks alone or a direction override are refused', async ({ page }) => {
    await openDash(page, '/dashboard/posts');
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Post' });
    await dialog.getByLabel('Title').fill('  Spaced out  ');
    // A zero-width space looks empty, and would be a post by no one visible.
    await dialog.getByLabel('Author').fill('\u200b');
    await dialog.getByRole('button', { name: 'Create post' }).click();
    await expect(dialog.getByText('Enter an author.')).toBeVisible();
    // A right-to-left override shows the name in another order than it was typed.
    await dialog.getByLabel('Author').fill('Ana \u202eziuR');
    await dialog.getByRole('button', { name: 'Create post' }).click();
    await expect(dialog.getByText('Author contains invisible text-direction marks that are not allowed.')).toBeVisible();
    await dialog.getByLabel('Author').fill(' Ana Ruiz ');
    await dialog.getByRole('button', { name: 'Create post' }).click();
    await expect(dialog).toBeHidden();

    await openDash(page, '/dashboard/posts');
    // The page collapses spaces on screen; the stored value shows in the form.
    await rowFor(page, 'Posts', 'Spaced out').getByRole('button', { name: /^Edit / }).click();
    await expect(page.getByRole('dialog').getByLabel('Title')).toHaveValue('Spaced out');
    await expect(page.getByRole('dialog').getByLabel('Author')).toHaveValue('Ana Ruiz');
    // Spaces added around a value change nothing that is stored, and the form says so.
    await page.getByRole('dialog').getByLabel('Title').fill('Spaced out   ');
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('#toasts').getByText('No changes to save')).toBeVisible();
  });

  test('a form open in one tab says when another tab changes or deletes its record, and saves over it only when asked', async ({ page, context }) => {
    test.slow(); // two tabs, a reload
    await openDash(page, '/dashboard/users');
    const other = await context.newPage();
    await openDash(other, '/dashboard/users');
    const form = page.getByRole('form', { name: 'Edit user' });
    await rowFor(page, 'Users', 'Priya Raman').getByRole('button', { name: /^Edit / }).click();
    await form.getByLabel('Name').fill('Priya Raman-Shah');
    await expect(form.getByRole('alert')).toHaveCount(0);

    // The other tab renames her and saves while this form is open.
    await rowFor(other, 'Users', 'Priya Raman').getByRole('button', { name: /^Edit / }).click();
    await other.getByRole('form', { name: 'Edit user' }).getByLabel('Role').selectOption('Editor');
    await other.getByRole('button', { name: 'Save changes' }).click();
    await expect(other.getByRole('dialog')).toBeHidden();
    await expect(form.getByRole('alert')).toHaveText(/This user was changed in another tab\..*Saving replaces that version/);
    await expect(form.getByRole('button', { name: 'Save anyway' })).toBeVisible();
    // Loading it keeps nothing of this form's edit: the admin chose the other version to start from.
    await form.getByRole('button', { name: 'Load the new version' }).click();
    await expect(form.getByLabel('Role')).toHaveValue('Editor');
    await expect(form.getByLabel('Name')).toHaveValue('Priya Raman');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByLabel('Name').fill('Priya Raman-Shah');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toBeHidden();

    // Deleted in the other tab while this form is open: saving puts it back, as the form says.
    await rowFor(page, 'Users', 'Priya Raman-Shah').getByRole('button', { name: /^Edit / }).click();
    await rowFor(other, 'Users', 'Priya Raman-Shah').getByRole('button', { name: /^Delete / }).click();
    await other.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(form.getByRole('alert')).toHaveText(/This user was deleted in another tab\..*Saving puts it back/);
    await expect(form.getByRole('button', { name: 'Load the new version' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Save anyway' }).click();
    await expect(form).toBeHidden();

    await page.reload();
    await waitForApp(page);
    await expect(rowFor(page, 'Users', 'Priya Raman-Shah')).toHaveCount(1);
    await expect(rowFor(page, 'Users', 'Priya Raman-Shah')).toContainText('Editor');
  });

  test('sort, search, filter and page live in the URL and survive a reload; CSV exports the view', async ({ page }) => {
    test.slow(); // several reloads
    await openDash(page, '/dashboard/posts');
    await seedPosts(page, 23);
    await openDash(page, '/dashboard/posts?sort=title&page=3');
    const posts = table(page, 'Posts');
    await expect(posts.locator('tbody tr')).toHaveCount(3);
    await expect(posts.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(posts.getByRole('rowheader').first()).toHaveText('Bulk post 021');

    await posts.getByRole('button', { name: 'Title' }).click();
    await expect(page).toHaveURL(/\?sort=-title$/);
    await expect(posts.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');
    await expect(posts.getByRole('rowheader').first()).toHaveText('Bulk post 023');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);

    await page.getByLabel('Search posts by title or author').pressSequentially('ana');
    await page.getByLabel('Status').selectOption('Draft');
    await expect(page).toHaveURL(/q=ana/);
    await expect(page).toHaveURL(/status=Draft/);
    await expect(page).not.toHaveURL(/page=/);
    // Odd multiples of three: 3, 9, 15, 21 are Ana's drafts.
    const anasDrafts = ['Bulk post 021', 'Bulk post 015', 'Bulk post 009', 'Bulk post 003'];
    await expect(posts.getByRole('rowheader')).toHaveText(anasDrafts);

    // Back undoes one step at a time: the filter, then the whole search (typed as one step).
    await page.goBack();
    await expect(page).toHaveURL(/\?q=ana&sort=-title$/);
    await expect(page.getByLabel('Status')).toHaveValue('');
    await expect(page.getByLabel('Search posts by title or author')).toHaveValue('ana');
    await page.goBack();
    await expect(page).toHaveURL(/\?sort=-title&page=2$/);
    await expect(page.getByLabel('Search posts by title or author')).toHaveValue('');
    await expect(posts.getByRole('rowheader').first()).toHaveText('Bulk post 013');
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/status=Draft/);
    await expect(posts.getByRole('rowheader')).toHaveText(anasDrafts);

    await openDash(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByLabel('Search posts by title or author')).toHaveValue('ana');
    await expect(page.getByLabel('Status')).toHaveValue('Draft');
    await expect(posts.locator('tbody tr')).toHaveCount(4);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('posts.csv');
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Title,Status,Date,Author',
      'Bulk post 021,Draft,2025-01-22,Ana Ruiz',
      'Bulk post 015,Draft,2025-01-16,Ana Ruiz',
      'Bulk post 009,Draft,2025-01-10,Ana Ruiz',
      'Bulk post 003,Draft,2025-01-04,Ana Ruiz',
      '',
    ]);

    await page.getByLabel('Search posts by title or author').fill('nothing like this');
    await expect(page.getByText('No posts match this search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect(posts.locator('tbody tr')).toHaveCount(10);

    // With no posts at all, the table says so and names the way to the first one.
    await seedPosts(page, 0);
    await openDash(page, '/dashboard/posts');
    await expect(page.getByText('No posts yet.')).toBeVisible();
    await expect(page.getByText('Use New Post to create the first one.')).toBeVisible();
  });

  test('after a delete, focus goes to the row that took its place, the new last row, or New when none is left', async ({ page }) => {
    await openDash(page, '/dashboard/users');
    const rows = table(page, 'Users').locator('tbody tr');
    await expect(rows).toHaveCount(5);
    const deleteLast = async () => {
      await rows.last().getByRole('button', { name: /^Delete / }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog');
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
    };
    // The first row: the next one moves up under the focused button.
    await rows.first().getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rows).toHaveCount(4);
    await expect(rows.first().getByRole('button', { name: /^Delete / })).toBeFocused();
    // The last row, by keyboard alone, until the table is empty.
    for (let left = 3; left >= 0; left--) {
      await deleteLast();
      await expect(rows.filter({ has: page.getByRole('button', { name: /^Delete / }) })).toHaveCount(left);
      if (left > 0) await expect(rows.last().getByRole('button', { name: /^Delete / })).toBeFocused();
    }
    await expect(page.getByRole('button', { name: 'Add User' })).toBeFocused();
  });

  test('by keyboard: Clear search and filter leaves focus in the search box; a sort is announced', async ({ page }) => {
    await openDash(page, '/dashboard/posts');
    const search = page.getByLabel('Search posts by title or author');
    await search.focus();
    await page.keyboard.type('no post says this');
    await expect(page.getByTestId('table-summary')).toHaveText('No posts to show.');
    // Past the status filter (Export CSV is disabled with nothing to export).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Clear search and filter' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The button is gone with the empty state: focus must not fall back to the top of the page.
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
    await expect(table(page, 'Posts').locator('tbody tr')).toHaveCount(5);

    // Status filter, Export CSV, then the first sortable column header.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    const title = table(page, 'Posts').getByRole('columnheader', { name: 'Title' });
    await expect(title.getByRole('button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    const said = page.getByText('Sorted by Title, ascending.');
    await expect(said).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sorted by Title, descending.')).toHaveAttribute('aria-live', 'polite');
  });

  test('a long search pasted into the box stays exactly as pasted', async ({ page }) => {
    await openDash(page, '/dashboard/posts');
    const search = page.getByLabel('Search posts by title or author');
    const pasted = `Cold Email ${'x'.repeat(290)}`;
    await search.fill(pasted);
    await expect(page).toHaveURL(/q=Cold/);
    await expect(page.getByTestId('table-summary')).toHaveText('No posts to show.');
    await expect(search).toHaveValue(pasted);
  });
});

test.describe('backup and settings', () => {
  test.use({ viewport: DESKTOP });

  test('JSON export then import restores everything; bad files change nothing', async ({ page }) => {
    test.slow(); // several reloads
    await openDash(page, '/dashboard/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data (JSON)' }).click();
    const backup = readFileSync(await (await download).path(), 'utf8');
    expect(JSON.parse(backup)).toMatchObject({ format: 'northstar-dashboard-backup', data: { posts: { length: 5 }, pages: { length: 6 }, users: { length: 5 } } });

    const input = page.locator('input[type="file"]');
    const importFile = async (name: string, buffer: Buffer, error: RegExp) => {
      await input.setInputFiles({ name, mimeType: 'application/json', buffer });
      await expect(page.getByRole('alert')).toHaveText(error);
    };
    await importFile('broken.json', Buffer.from(backup.slice(0, 400)), /not valid JSON: it may be damaged or cut off\. Nothing was changed\./);
    await importFile('other.json', Buffer.from('{"name":"package","version":"1.0.0"}'), /not a Northstar dashboard backup/);
    // 50 MB, handed over as a file on disk (as a user picks one): refused by its size, before it is read.
    const huge = test.info().outputPath('huge.json');
    writeFileSync(huge, Buffer.alloc(50 * 1024 * 1024, 32));
    await input.setInputFiles(huge);
    await expect(page.getByRole('alert')).toHaveText(/“huge\.json” is 50\.0 MB; a backup can be at most 5 MB\. Nothing was changed\./);

    await openDash(page, '/dashboard/posts');
    await rowFor(page, 'Posts', 'Cold Email').getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(table(page, 'Posts').locator('tbody tr')).toHaveCount(4);
    // The overview counts what is stored: one published post fewer.
    await openDash(page, '/dashboard');
    await expect(page.getByRole('region', { name: 'Your content' }).getByRole('listitem').first()).toHaveText(/Published posts\s*2\s*of 4 posts/);

    await openDash(page, '/dashboard/settings');
    await input.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(backup) });
    const confirm = page.getByRole('alertdialog', { name: 'Replace all dashboard data?' });
    await expect(confirm).toContainText('5 posts, 6 pages and 5 users');
    await confirm.getByRole('button', { name: 'Replace data' }).click();
    await expect(page.getByText('Backup imported')).toBeVisible();
    await openDash(page, '/dashboard/posts');
    await expect(table(page, 'Posts').locator('tbody tr')).toHaveCount(5);
  });

  test('every tab\'s fields are saved and restored; leaving unsaved work asks first', async ({ page }) => {
    test.slow(); // several reloads
    await openDash(page, '/dashboard/settings');
    // Offline and storage: what the browser reports, and the running version with its build date.
    await expect(page.getByRole('button', { name: 'Make available offline' })).toBeVisible();
    const storage = page.getByTestId('storage-status');
    await expect(storage).toContainText(/Storage used\s*[\d.]+ (bytes|KB|MB|GB) of [\d.]+ (KB|MB|GB)/);
    await expect(storage).toContainText(/Persistent storage\s*(Yes|No): the browser/);
    await expect(storage.getByTestId('app-version')).toHaveText(/^Version \S+$/);
    await expect(storage.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
    await page.getByLabel('Site Name').fill('Northstar Labs 🚀');
    await page.getByLabel('Admin Email').fill('not an email');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Session timeout').fill('90');
    await page.getByLabel('Require two-step sign-in for every user').check();
    await page.getByRole('tab', { name: 'Appearance' }).click();
    await page.getByLabel('Date format').selectOption('iso');
    await page.getByRole('tab', { name: 'Integrations' }).click();
    await page.getByLabel('CRM webhook URL').fill('https://crm.example/hooks/lead');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    // The invalid email sends the user back to General, to the field.
    await expect(page.getByLabel('Admin Email')).toBeFocused();
    await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();

    // In-app navigation asks before dropping unsaved input; staying keeps it.
    page.once('dialog', (d) => void d.dismiss());
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Posts' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByLabel('Site Name')).toHaveValue('Northstar Labs 🚀');

    await page.getByLabel('Admin Email').fill('ops@northstar.example');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    await openDash(page, '/dashboard/settings');
    await expect(page.getByLabel('Site Name')).toHaveValue('Northstar Labs 🚀');
    await expect(page.getByLabel('Admin Email')).toHaveValue('ops@northstar.example');
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByLabel('Session timeout')).toHaveValue('90');
    await expect(page.getByLabel('Require two-step sign-in for every user')).toBeChecked();
    await page.getByRole('tab', { name: 'Integrations' }).click();
    await expect(page.getByLabel('CRM webhook URL')).toHaveValue('https://crm.example/hooks/lead');
    // The date format applies to the tables.
    await openDash(page, '/dashboard/posts');
    await expect(rowFor(page, 'Posts', 'Five Signals')).toContainText('2025-05-14');

    // Reset demo data (after a confirmation) puts the sample settings back.
    await openDash(page, '/dashboard/settings');
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset data' }).click();
    await expect(page.getByLabel('Site Name')).toHaveValue('Northstar Growth');
  });

  test('Save Changes with nothing changed says so; a name of invisible marks is refused, spaces around it are not stored', async ({ page }) => {
    await openDash(page, '/dashboard/settings');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('#toasts').getByText('No changes to save')).toBeVisible();
    await expect(page.getByText('Saved', { exact: true })).toHaveCount(0);

    const name = page.getByLabel('Site Name');
    await name.fill('\u200b\u200b');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter a site name.')).toBeVisible();
    await expect(name).toBeFocused();
    await name.fill('  Northstar Labs  ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await openDash(page, '/dashboard/settings');
    await expect(name).toHaveValue('Northstar Labs');
  });

  test('unsaved settings on any tab are still in the form after a reload, until saved', async ({ page }) => {
    page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
    await openDash(page, '/dashboard/settings');
    await page.getByLabel('Site Name').fill('Northstar Labs ✓');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Session timeout').fill('95');
    await page.getByLabel('Require two-step sign-in for every user').check();
    await openDash(page, '/dashboard/settings?tab=general');
    await expect(page.getByLabel('Site Name')).toHaveValue('Northstar Labs ✓');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByLabel('Session timeout')).toHaveValue('95');
    await expect(page.getByLabel('Require two-step sign-in for every user')).toBeChecked();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await openDash(page, '/dashboard/settings');
    await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
    await expect(page.getByLabel('Site Name')).toHaveValue('Northstar Labs ✓');
  });

  test('text typed into a prefilled field before the app starts is kept exactly', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/*.js');
    // Not until 'load': the app's held scripts, added once the page has painted, may hold it back.
    await page.goto('/dashboard/settings', { waitUntil: 'domcontentloaded' });
    const name = page.getByLabel('Site Name');
    await name.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' & Co ✓');
    await page.getByLabel('Site Description').fill('Typed before hydration: עברית');
    release();
    await waitForApp(page);
    await expect(page.locator('[data-ready="true"]')).toBeAttached();
    await expect(name).toHaveValue('Northstar Growth & Co ✓');
    await expect(page.getByLabel('Site Description')).toHaveValue('Typed before hydration: עברית');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.unrouteAll();
    await openDash(page, '/dashboard/settings');
    await expect(name).toHaveValue('Northstar Growth & Co ✓');
  });

  test('Save Changes pressed before the app starts is held, then saved: no reload, nothing in the URL', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/*.js');
    // Not until 'load': the app's held scripts, added once the page has painted, may hold it back.
    await page.goto('/dashboard/settings', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Site Name').fill('Northstar Early Save');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const form = page.getByRole('form', { name: 'Site settings' });
    await expect(form).toHaveAttribute('data-submit-pending', '');
    await expect(page).toHaveURL('/dashboard/settings');
    release();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(form).not.toHaveAttribute('data-submit-pending');
    await expect(page).toHaveURL('/dashboard/settings');
    await page.unrouteAll();
    await openDash(page, '/dashboard/settings');
    await expect(page.getByLabel('Site Name')).toHaveValue('Northstar Early Save');
  });

  test('a backup chosen under Import before the app starts is read once it does, and can be imported', async ({ page }) => {
    await openDash(page, '/dashboard/settings');
    await page.getByLabel('Site Name').fill('Northstar From The File');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data (JSON)' }).click();
    const file = await (await download).path();
    await page.getByLabel('Site Name').fill('Northstar Changed Since');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('You have unsaved changes.')).toHaveCount(0); // saved

    const release = await holdRequests(page, '**/assets/*.js');
    // Not until 'load': the app's held scripts, added once the page has painted, may hold it back.
    await page.goto('/dashboard/settings', { waitUntil: 'domcontentloaded' });
    // The picker opens without the app; the file chosen in it waits in the field.
    await page.getByLabel('Import data (JSON)').setInputFiles(file);
    release();
    const confirm = page.getByRole('alertdialog', { name: 'Replace all dashboard data?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Replace data' }).click();
    await expect(page.getByText('Backup imported')).toBeVisible();
    await page.unrouteAll();
    await openDash(page, '/dashboard/settings');
    await expect(page.getByLabel('Site Name')).toHaveValue('Northstar From The File');
  });
});

test.describe('exports pressed before the device\'s data has loaded', () => {
  test.use({ viewport: DESKTOP });

  /**
   * Opens `path` with the app's scripts held, and the dashboard's storage code held longer: the
   * page runs on its sample data until `releaseData()`. Lists the downloads it makes.
   */
  async function openBeforeData(page: Page, path: string) {
    const releaseApp = await holdRequests(page, '**/assets/*.js');
    // Registered last, so it is asked first: the storage code waits for its own release.
    const releaseData = await holdRequests(page, /\/assets\/backend-[\w-]+\.js$/);
    const downloads: Download[] = [];
    page.on('download', (d) => void downloads.push(d));
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    return { releaseApp, releaseData, downloads };
  }

  test('Export data (JSON) pressed before the app runs saves this device\'s data, not the sample the page shows meanwhile', async ({ page }) => {
    await openDash(page, '/dashboard/settings');
    await page.getByLabel('Site Name').fill('Northstar Kept Safe');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    const { releaseApp, releaseData, downloads } = await openBeforeData(page, '/dashboard/settings');
    const exportJson = page.getByRole('button', { name: 'Export data (JSON)' });
    await exportJson.click();
    releaseApp();
    await waitForApp(page);
    // The app has made the press again (and handled it: the mark is gone); the data is not here yet.
    await expect(exportJson).not.toHaveAttribute('data-pressed-early');
    expect(downloads, 'no file of the sample data').toEqual([]);
    const download = page.waitForEvent('download');
    releaseData();
    const backup = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
    expect(backup.data.settings.siteName).toBe('Northstar Kept Safe');
    expect(downloads).toHaveLength(1);
  });

  test('Export CSV pressed before the app runs exports this device\'s posts', async ({ page }) => {
    await openDash(page, '/dashboard/posts');
    await seedPosts(page, 3);
    const { releaseApp, releaseData, downloads } = await openBeforeData(page, '/dashboard/posts');
    const exportCsv = page.getByRole('button', { name: 'Export CSV' });
    await exportCsv.click();
    releaseApp();
    await waitForApp(page);
    await expect(exportCsv).not.toHaveAttribute('data-pressed-early');
    expect(downloads, 'no file of the sample posts').toEqual([]);
    const download = page.waitForEvent('download');
    releaseData();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain('Bulk post 001');
    expect(csv).not.toContain('Five Signals a SaaS Account Is Ready to Buy');
    expect(downloads).toHaveLength(1);
  });
});

test.describe('without storage or network', () => {
  test.use({ viewport: DESKTOP });

  test('blocked IndexedDB: the dashboard works in memory and says changes will not be kept', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        get() {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
      });
    });
    await openDash(page, '/dashboard/users');
    await expect(page.getByRole('status').filter({ hasText: 'Changes will not be kept.' })).toBeVisible();
    await rowFor(page, 'Users', 'Marcus Hale').getByRole('button', { name: /^Edit / }).click();
    await page.getByRole('dialog').getByLabel('Role').selectOption('Administrator');
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await expect(rowFor(page, 'Users', 'Marcus Hale').getByText('Administrator')).toBeVisible();
  });

  test('saved data the browser cannot read just now is left as it was, not replaced by the sample data', async ({ page, context }) => {
    await openDash(page, '/dashboard/users');
    await rowFor(page, 'Users', 'Marcus Hale').getByRole('button', { name: /^Edit / }).click();
    await page.getByRole('dialog').getByLabel('Role').selectOption('Administrator');
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await expect(rowFor(page, 'Users', 'Marcus Hale').getByText('Administrator')).toBeVisible();

    // A second tab whose every read of the stored lists fails (as IndexedDB can, now and then).
    const second = await context.newPage();
    await second.addInitScript(() => {
      IDBObjectStore.prototype.getAll = () => {
        throw new DOMException('Reading failed.', 'UnknownError');
      };
    });
    await openDash(second, '/dashboard/users');
    await expect(second.getByRole('status').filter({ hasText: 'could not be read just now' })).toBeVisible();
    await expect(rowFor(second, 'Users', 'Marcus Hale').getByText('Administrator')).toHaveCount(0);
    await second.close();

    await openDash(page, '/dashboard/users');
    await expect(rowFor(page, 'Users', 'Marcus Hale').getByText('Administrator')).toBeVisible();
  });

  test.describe('with the service worker', { tag: '@fresh-context' }, () => {
    test.use({ serviceWorkers: 'allow' });

    test('offline: create, edit and delete with reloads, then back online', async ({ page, context }) => {
      test.setTimeout(90_000);
      await openDash(page, '/dashboard/posts');
      await waitForServiceWorker(page);
      await context.setOffline(true);

      await openDash(page, '/dashboard/posts');
      await page.getByRole('button', { name: 'New Post' }).click();
      await page.getByRole('dialog').getByLabel('Title').fill('Written offline');
      await page.getByRole('dialog').getByRole('button', { name: 'Create post' }).click();
      // Each reload comes once the page shows the change, as an admin would see it saved.
      await expect(rowFor(page, 'Posts', 'Written offline')).toHaveCount(1);
      await openDash(page, '/dashboard/posts');
      await rowFor(page, 'Posts', 'Written offline').getByRole('button', { name: /^Edit / }).click();
      await page.getByRole('dialog').getByLabel('Title').fill('Written offline, edited offline');
      await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
      await expect(rowFor(page, 'Posts', 'Written offline, edited offline')).toHaveCount(1);
      await openDash(page, '/dashboard/posts');
      await expect(rowFor(page, 'Posts', 'Written offline, edited offline')).toHaveCount(1);
      await rowFor(page, 'Posts', 'Five Signals').getByRole('button', { name: /^Delete / }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(rowFor(page, 'Posts', 'Five Signals')).toHaveCount(0);
      await openDash(page, '/dashboard/posts');
      await expect(rowFor(page, 'Posts', 'Five Signals')).toHaveCount(0);

      await context.setOffline(false);
      await openDash(page, '/dashboard/posts');
      await expect(rowFor(page, 'Posts', 'Written offline, edited offline')).toHaveCount(1);
      await expect(table(page, 'Posts').locator('tbody tr')).toHaveCount(5);
    });
  });
});

test.describe('command palette', () => {
  test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });

  test('Ctrl+K goes to a section, creates a post, finds a user, a post and a page, toggles the sidebar, by keyboard alone; axe clean', async ({ page }) => {
    test.slow(); // several reloads
    await openDash(page, '/dashboard');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    const input = palette.getByRole('combobox');
    await expect(input).toBeFocused();
    expect(await axeViolations(page, '[data-testid="command-palette"]')).toEqual([]);

    await input.fill('go to users');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(palette).toBeHidden();

    await page.keyboard.press('Control+k');
    await input.fill('create');
    await expect(palette.getByRole('option', { selected: true })).toHaveText(/Create a post/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/posts$/);
    await expect(page.getByRole('dialog', { name: 'New Post' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    await input.fill('priya');
    await page.keyboard.press('ArrowDown');
    await expect(palette.getByRole('option', { selected: true })).toHaveText(/Priya Raman/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(page.getByRole('dialog', { name: 'Priya Raman' })).toContainText('priya.raman@northstargrowth.com');
    await page.keyboard.press('Escape');

    // A post by its title, and the sidebar toggle.
    await page.keyboard.press('Control+k');
    await input.fill('signals');
    await page.keyboard.press('ArrowDown');
    await expect(palette.getByRole('option', { selected: true })).toHaveText(/Five Signals a SaaS Account Is Ready to Buy/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/posts$/);
    await expect(page.getByTestId('record-view')).toContainText('Five Signals a SaaS Account Is Ready to Buy');
    await page.keyboard.press('Escape');
    // A page by its title.
    await page.keyboard.press('Control+k');
    await input.fill('about us');
    await expect(palette.getByRole('option', { selected: true })).toHaveText(/About Us/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/pages$/);
    await expect(page.getByRole('dialog', { name: 'About Us' })).toContainText('Published');
    await page.keyboard.press('Escape');
    const toggle = page.locator('button[aria-controls="dashboard-sidebar"]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Control+k');
    await input.fill('sidebar');
    await expect(palette.getByRole('option', { selected: true })).toHaveText(/Toggle the sidebar/);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('by keyboard: what is typed into the palette is answered in a status line, matches or none', async ({ page }) => {
    await openDash(page, '/dashboard');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette.getByRole('combobox')).toBeFocused();
    const status = palette.getByRole('status');
    await page.keyboard.type('priya');
    await expect(status).toHaveText(/^\d+ match(es)?\.$/);
    const matches = await palette.getByRole('option').count();
    expect(matches).toBeGreaterThan(0);
    await expect(status).toHaveText(`${matches} ${matches === 1 ? 'match' : 'matches'}.`);
    await page.keyboard.type('zzz');
    await expect(palette.getByRole('option')).toHaveCount(0);
    await expect(status).toHaveText('Nothing matches “priyazzz”.');
    await expect(status).toBeVisible();
  });

  test('a post or a new form chosen in the palette over a half-written post asks first; staying keeps the text', async ({ page }) => {
    await openDash(page, '/dashboard/posts');
    await page.getByRole('button', { name: 'New Post' }).click();
    const title = page.getByRole('dialog', { name: 'New Post' }).getByLabel('Title');
    await title.fill('Half a headline');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    const asked: string[] = [];

    // Stay: the palette closes and the form still holds what was typed.
    page.once('dialog', (d) => void (asked.push(d.message()), d.dismiss()));
    await page.keyboard.press('Control+k');
    await palette.getByRole('combobox').fill('signals');
    await page.keyboard.press('ArrowDown');
    await expect(palette.getByRole('option', { selected: true })).toHaveText(/Five Signals/);
    await page.keyboard.press('Enter');
    await expect.poll(() => asked).toEqual(['Discard the changes in this form?']);
    await expect(palette).toBeHidden();
    await expect(title).toHaveValue('Half a headline');
    await expect(page.getByTestId('record-view')).toHaveCount(0);

    // Leave: "Create a post" gives an empty form.
    page.once('dialog', (d) => void (asked.push(d.message()), d.accept()));
    await page.keyboard.press('Control+k');
    await palette.getByRole('combobox').fill('create a post');
    await page.keyboard.press('Enter');
    await expect.poll(() => asked.length).toBe(2);
    await expect(title).toHaveValue('');
    // The fresh form is watched again: Escape now asks before it throws away new text.
    await title.fill('Second try');
    page.once('dialog', (d) => void (asked.push(d.message()), d.dismiss()));
    await page.keyboard.press('Escape');
    await expect.poll(() => asked.length).toBe(3);
    await expect(title).toHaveValue('Second try');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('every row\'s actions are on screen without sideways scrolling', async ({ page }) => {
    for (const [path, name] of [['/dashboard/posts', 'Posts'], ['/dashboard/users', 'Users']] as const) {
      await openDash(page, path);
      const buttons = table(page, name).getByRole('button', { name: /^(View|Edit|Delete) / });
      const count = await buttons.count();
      expect(count).toBeGreaterThanOrEqual(15);
      for (let i = 0; i < count; i++) {
        const box = (await buttons.nth(i).boundingBox())!;
        expect(box.x, `${name} action ${i}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} action ${i}`).toBeLessThanOrEqual(MOBILE.width);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
  test('an inactive user with a long name still shows the Inactive badge in their card', async ({ page }) => {
    await openDash(page, '/dashboard/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    const name = 'Maria Fernanda Rodríguez de la Torre y Castellanos Villanueva Oyelaran-Whitfield Okonkwo-Bauer';
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Email').fill('maria.rodriguez@example.com');
    await add.getByLabel('Status').selectOption('Inactive');
    await add.getByRole('button', { name: 'Create user' }).click();
    await expect(add).toBeHidden();
    const badge = rowFor(page, 'Users', 'Maria Fernanda').getByText('Inactive', { exact: true });
    await expect(badge).toBeVisible();
    // Not cut off below the name's three lines: no box that clips its content (the line clamp) hides any of it.
    const clipped = () =>
      badge.evaluate((el) => {
        const r = el.getBoundingClientRect();
        for (let box = el.parentElement; box && box.tagName !== 'TR'; box = box.parentElement) {
          if (getComputedStyle(box).overflow === 'visible') continue;
          const b = box.getBoundingClientRect();
          if (r.top < b.top || r.bottom > b.bottom + 0.5 || r.left < b.left || r.right > b.right + 0.5) return true;
        }
        return false;
      });
    await expect.poll(clipped).toBe(false);
  });
});
