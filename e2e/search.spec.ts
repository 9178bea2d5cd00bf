import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, expect, holdIdleStart, test, waitForApp } from './support/fixtures';
import { articleHref, caseStudyHref, caseStudySlugs, articleSlugs, jobHref, jobSlugs, legalPaths } from '../src/content/pageSlugs';

test.describe('site search', () => {
  test.use({ viewport: DESKTOP });

  test('Ctrl+K opens the dialog (loaded on first use); arrows and Enter open a page; Escape returns focus', async ({ page }) => {
    const searchFiles: string[] = [];
    page.on('request', (req) => {
      if (/search-index\.json|SearchDialog|searchEngine/.test(req.url())) searchFiles.push(req.url());
    });
    await page.goto('/about');
    await waitForApp(page);
    expect(searchFiles, 'nothing of search loads with the page').toEqual([]);

    const headerSearch = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await headerSearch.focus();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox');
    await expect(input).toBeFocused();
    await input.fill('cold email');
    const options = dialog.getByRole('option');
    await expect(options.first()).toContainText('Cold Email Marketing');
    await expect(dialog.getByRole('status')).toContainText('“cold email”');
    expect(await axeViolations(page, 'dialog')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(headerSearch).toBeFocused();

    // Opened again, the index is already loaded; arrows move through the matches, Enter opens one.
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await input.fill('cold email');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/services/cold-email-marketing');
    await expect(dialog).toBeHidden();
  });

  test('Ctrl+K as the very first input opens the search once the app runs, not the browser\'s', async ({ page }) => {
    await holdIdleStart(page);
    await page.goto('/about');
    // The app's starter runs once the page has painted; from then on it keeps the shortcut. No
    // input yet and no idle moment, so the app has not started (public/start.js waits for either).
    const script = page.locator('script[data-entry][data-listening]');
    await expect(script).toHaveCount(1);
    await expect(script).not.toHaveAttribute('data-started-by');
    // Listening after the starter: whether the press was kept from the browser's own shortcut.
    await page.evaluate(() => addEventListener('keydown', (e) => e.key === 'k' && document.body.setAttribute('data-k-prevented', String(e.defaultPrevented))));
    await page.keyboard.press('Control+k');
    await expect(page.locator('body')).toHaveAttribute('data-k-prevented', 'true');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Once the app listens, the next press is its own: the dialog opens again, once.
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await expect(script).not.toHaveAttribute('data-search');
  });

  test('/search opened directly keeps every key typed while its app starts', async ({ page }) => {
    await page.goto('/search');
    const box = page.getByRole('searchbox', { name: 'Search for' });
    // The tap into the box is the page's first input: it starts the app, which hydrates while the
    // visitor types.
    await box.click();
    await box.pressSequentially('email', { delay: 40 });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(box).toHaveValue('email');
    await expect(page).toHaveURL('/search?q=email');
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('status')).toContainText('“email”');
    // A result opened, then Back: the box and the results are those of the address.
    const first = results.getByRole('link').first();
    const title = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Search Northstar Growth');
    await page.goBack();
    await expect(box).toHaveValue('email');
    await expect(results.getByRole('link').first()).toHaveText(title!);
  });

  test('the dialog lists the best 20 matches and says how many there are; Enter shows them all on /search', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('combobox').fill('lead');
    const status = dialog.getByRole('status');
    await expect(status).toHaveText(/^The best 20 of \d+ pages matching “lead”\. Press Enter to see them all\.$/);
    const total = Number((await status.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(20);
    await expect(dialog.getByRole('option')).toHaveCount(20);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=lead');
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('status')).toHaveText(`${total} pages match “lead”.`);
    await expect(results.getByRole('listitem')).toHaveCount(total);
  });

  test('/search?q= shows the matches as text, whatever was typed', async ({ page }) => {
    const nasty = '<img src=x onerror=alert(1)> (.*[ cold';
    await page.goto(`/search?q=${encodeURIComponent(nasty)}`);
    await waitForApp(page);
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('status')).toContainText(nasty);
    // The prerendered directory stays below the results once the page has hydrated.
    await expect(page.getByRole('region', { name: 'Browse every page' }).getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue(nasty);

    await page.getByRole('searchbox', { name: 'Search for' }).fill('cold calling');
    await expect(page).toHaveURL('/search?q=cold%20calling');
    await expect(results.getByRole('link').first()).toHaveText('Cold Calling');
    await page.getByRole('searchbox', { name: 'Search for' }).fill('x'.repeat(10_000));
    await expect(results.getByRole('status')).toContainText('No pages match');
  });
});

test.describe('without JavaScript', () => {
  test.use({ viewport: MOBILE, javaScriptEnabled: false });

  test('the mobile menu\'s search form lands on /search, which lists every page by type', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const form = page.getByRole('navigation', { name: 'Mobile' }).getByRole('search');
    await form.getByRole('searchbox').fill('cold email');
    await form.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL('/search?q=cold+email');
    const directory = page.getByRole('region', { name: 'Browse every page' });
    await expect(directory.getByRole('heading', { name: /^Services \(15\)$/ })).toBeVisible();
    await expect(directory.getByRole('link', { name: 'Cold Email Marketing' })).toHaveAttribute('href', '/services/cold-email-marketing');
    await expect(directory.getByRole('heading', { name: /^Pages/ })).toBeVisible();
    // Content pages too: every article, case study, job (and the general application) and legal page.
    await expect(directory.getByRole('heading', { name: `Articles (${articleSlugs.length})` })).toBeVisible();
    await expect(directory.getByRole('heading', { name: `Case studies (${caseStudySlugs.length})` })).toBeVisible();
    await expect(directory.getByRole('heading', { name: `Jobs (${jobSlugs.length + 1})` })).toBeVisible();
    for (const href of [...articleSlugs.map(articleHref), ...caseStudySlugs.map(caseStudyHref), ...jobSlugs.map(jobHref), ...legalPaths]) {
      await expect(directory.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(directory.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
