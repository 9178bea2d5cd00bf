import type { Page } from '@playwright/test';
import { testimonials } from '../src/content/testimonials';
import { fillContact, uniqueEmail } from './support/leads';
import { openDash, seedPosts } from './support/dashboard';
import { DESKTOP, MOBILE, expect, scrollToAsLinkDoes, test, waitForApp } from './support/fixtures';

// Keyboard-only and screen-reader paths the other specs leave out.

for (const viewport of [DESKTOP, MOBILE]) {
  test(`the skip link shows as a padded box over the header at ${viewport.width} px, moving nothing, and leads to the content`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/about');
    await waitForApp(page);
    const logo = page.getByRole('banner').getByRole('link', { name: 'Northstar Growth home' });
    const before = await logo.boundingBox();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    const box = (await skip.boundingBox())!;
    // Placed 16 px in from the top left corner, over the bar (absolute), with its padding.
    expect(box.x).toBe(16);
    expect(box.y).toBe(16);
    expect(box.height).toBeGreaterThanOrEqual(40);
    await expect(skip).toHaveCSS('position', 'absolute');
    expect(await logo.boundingBox(), 'the bar stays where it was').toEqual(before);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(skip).not.toBeInViewport();
  });
}

test('a testimonial chosen by keyboard is announced: the live region stays in the page and takes the new quote', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const section = page.locator('#testimonials');
  await scrollToAsLinkDoes(section);
  await expect(section.locator('[data-ready]')).toHaveAttribute('data-ready', 'true');
  const live = section.locator('[aria-live="polite"]');
  await expect(live).toHaveCount(1);
  await expect(live).toContainText(testimonials[0]!.quote);
  // A screen reader announces changes inside a live region it already knows; a region put in new
  // with the new quote in it is not announced.
  const region = await live.elementHandle();
  await page.getByRole('button', { name: 'Next testimonial' }).focus();
  await page.keyboard.press('Enter');
  await expect(live).toContainText(testimonials[1]!.quote);
  expect(await region!.evaluate((el) => el.isConnected), 'the same live region').toBe(true);
  await expect(live).toContainText(testimonials[1]!.author);
  // Back over the dots to the first one.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Show testimonial 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(live).toContainText(testimonials[0]!.quote);
  expect(await region!.evaluate((el) => el.isConnected)).toBe(true);
});

test.describe('dashboard: a button pressed by keyboard keeps the focus', () => {
  test.use({ viewport: DESKTOP });

  test('Save Changes: after saving, focus is still on the button, not lost to the page', async ({ page }) => {
    await openDash(page, '/dashboard/settings');
    await page.getByLabel('Site Name').fill('Northstar by keyboard');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#toasts').getByText('Saved', { exact: true })).toBeVisible();
    await expect(save).toBeFocused();
    await expect(save).toBeEnabled();
  });

  test('Create post that this device fails to store: the dialog says so, keeps the title, and focus stays on Create post', async ({ page }) => {
    // Storage that fails writes once asked to, as a full disk does: the write's transaction aborts
    // (a moment later, as a real failure comes, not at once).
    await page.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        const request = put.apply(this, args);
        if ((window as Window & { refuseWrites?: boolean }).refuseWrites) this.transaction.abort();
        return request;
      };
    });
    await openDash(page, '/dashboard/posts');
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Post' });
    await dialog.getByLabel('Title').fill('Kept when the device is full');
    await page.evaluate(() => ((window as Window & { refuseWrites?: boolean }).refuseWrites = true));
    const create = dialog.getByRole('button', { name: 'Create post' });
    await create.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(/^Could not save: .*Your changes are still here\.$/)).toBeVisible();
    await expect(create).toBeFocused();
    await expect(dialog.getByLabel('Title')).toHaveValue('Kept when the device is full');
  });

  test('table pages: Next up to the last page and Previous back keep the focus on the button pressed', async ({ page }) => {
    await openDash(page, '/dashboard/posts');
    // 23 posts: three pages of ten.
    await seedPosts(page, 23);
    await openDash(page, '/dashboard/posts');
    const pages = page.getByRole('navigation', { name: 'Posts pages' });
    const next = pages.getByRole('button', { name: 'Next' });
    const previous = pages.getByRole('button', { name: 'Previous' });
    const summary = page.getByTestId('table-summary');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(summary).toHaveText('Showing 11–20 of 23 posts.');
    await page.keyboard.press('Enter');
    await expect(summary).toHaveText('Showing 21–23 of 23 posts.');
    // On the last page Next does nothing more, and says so, but keeps the focus.
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=3/);
    await expect(summary).toHaveText('Showing 21–23 of 23 posts.');
    await previous.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(summary).toHaveText('Showing 1–10 of 23 posts.');
    await expect(previous).toBeFocused();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('aria-disabled');
  });
});

test.describe('dashboard leads', () => {
  // The server refuses for now: the browser reports each refused send as a failed resource load.
  test.use({ viewport: DESKTOP, allowedConsoleErrors: [/503/] });

  /** Sends a contact lead while the server refuses it (a route answering 503), then opens the outbox. */
  async function leadWaitingInOutbox(page: Page, email: string) {
    await page.goto('/contact');
    await waitForApp(page);
    await fillContact(page, email);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Email Address')).toHaveValue('');
    await page.goto('/dashboard/leads');
    await waitForApp(page);
    // The outbox tries every waiting lead once as it starts (src/leads/client.ts); a Retry pressed while
    // that try is on its way shares it. The second try, done, is on the row.
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('2 tries');
  }

  test('Retry on a waiting lead keeps the focus on the button pressed while it tries again', async ({ page }) => {
    // Five minutes' rest asked (Retry-After), so the page's own schedule sends nothing meanwhile: the
    // try counted below is Retry's.
    const refuse = { status: 503, headers: { 'Retry-After': '300' }, body: '' };
    await page.route('**/api/leads', (route) => route.fulfill(refuse));
    const email = uniqueEmail('keys-retry');
    await leadWaitingInOutbox(page, email);
    const retry = page.getByRole('button', { name: `Retry sending the lead from ${email}` });
    await retry.focus();
    let tried = 0;
    await page.route('**/api/leads', (route) => {
      tried++;
      return route.fulfill(refuse);
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => tried).toBeGreaterThan(0);
    // Still waiting (the server still refuses): the row and its Retry stay, and so does the focus.
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Queued');
    await expect(retry).toBeFocused();
    await expect(page.getByText(`The lead from Ada Lovelace is still waiting`)).toBeVisible();
  });

  test('Retry that delivers the lead says so, and focus moves from the row that left to the outbox', async ({ page }) => {
    // The server refuses until Retry is pressed, asking for five minutes' rest (Retry-After): the page's
    // own schedule then waits that long, so the send that gets through is the one Retry made (with 2 s
    // between tries, a scheduled one sometimes went first on a busy machine, and Retry had nothing to send).
    let open = false;
    await page.route('**/api/leads', (route) => (open ? route.continue() : route.fulfill({ status: 503, headers: { 'Retry-After': '300' }, body: '' })));
    const email = uniqueEmail('keys-retry-sent');
    await leadWaitingInOutbox(page, email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Queued');
    await page.getByRole('button', { name: `Retry sending the lead from ${email}` }).focus();
    open = true;
    await page.keyboard.press('Enter');
    await expect(page.getByText('The lead from Ada Lovelace reached the server')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.locator('[data-state="ready"]')).toBeFocused();
  });
});

// A focused link shows the site's ring (2 px, the focus colour), not the browser's: links that look
// like the text around them, and card titles, whose ring goes round the whole card they stand for.
test('a focused link in text or a card shows the site’s focus ring, a card’s round the whole card', async ({ page }) => {
  const ring = (el: Element, pseudo: string | null) => {
    const s = getComputedStyle(el, pseudo);
    return { style: s.outlineStyle, width: s.outlineWidth, color: s.outlineColor };
  };
  await page.goto('/');
  await waitForApp(page);
  // The button that opens a menu has the ring every control shares: the one to compare with.
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Web Development' });
  await trigger.focus();
  const shared = await trigger.evaluate(ring, null);
  expect(shared).toMatchObject({ style: 'solid', width: '2px' });

  // The home page's e-mail link (it reads as text until hovered or focused).
  const email = page.locator('#contact a[href^="mailto:"]');
  await scrollToAsLinkDoes(email);
  await page.keyboard.press('Shift'); // a keyboard user's focus, as :focus-visible reads it
  await email.focus();
  expect(await email.evaluate(ring, null)).toEqual(shared);

  await page.goto('/case-studies');
  await waitForApp(page);
  const card = page.locator('main article.relative').first();
  const title = card.getByRole('link').first();
  await page.keyboard.press('Shift');
  await title.focus();
  await expect(title).toBeFocused();
  expect(await title.evaluate(ring, null), 'no ring round the title alone').toMatchObject({ style: 'none' });
  expect(await title.evaluate(ring, '::after')).toMatchObject({ style: 'solid', width: '2px' });
  // The ring's box is the card's, drawn inside its edge (the card clips what lies outside it).
  const { after, box } = await title.evaluate((el) => {
    const s = getComputedStyle(el, '::after');
    const r = el.closest('article')!.getBoundingClientRect();
    return { after: { position: s.position, offset: s.outlineOffset, width: parseFloat(s.width), height: parseFloat(s.height) }, box: { width: r.width, height: r.height } };
  });
  expect(after).toMatchObject({ position: 'absolute', offset: '-2px' });
  // Inside the card's 1 px border.
  expect(Math.abs(after.width - box.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(after.height - box.height)).toBeLessThanOrEqual(2);
});
