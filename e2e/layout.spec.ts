import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, scrollToAsLinkDoes, test } from './support/fixtures';

// Geometry a visitor sees on a phone: blocks keep the page's side margins, nothing scrolls sideways.

/** The page's side margin on a phone (container-page: px-4). */
const PAGE_MARGIN = 16;

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function edges(block: Locator): Promise<{ left: number; right: number }> {
  const box = (await block.boundingBox())!;
  const width = block.page().viewportSize()!.width;
  return { left: Math.round(box.x), right: Math.round(width - box.x - box.width) };
}

/** The room inside a text field and the width of its placeholder in the field's own font. */
async function placeholderFit(field: Locator): Promise<{ room: number; text: number }> {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return { room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight), text: context.measureText(input.placeholder).width };
  });
}

test.describe('/contact on a phone', () => {
  test('the office card and the message form keep the same 16 px margin on both sides at 375 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/contact');
    const office = page.getByRole('region', { name: 'Head office' });
    const form = page.getByRole('region', { name: 'Send us a message' });
    expect(await edges(office)).toEqual({ left: PAGE_MARGIN, right: PAGE_MARGIN });
    expect(await edges(form)).toEqual({ left: PAGE_MARGIN, right: PAGE_MARGIN });
    // The email address fits on its line at this width: not broken mid-word.
    const email = office.getByRole('link', { name: /@/ });
    expect((await email.boundingBox())!.height).toBeLessThan(30);
  });

  test('nothing scrolls sideways at 320 px: the email address wraps inside its card', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/contact');
    expect(await sideways(page)).toBe(0);
    expect(await edges(page.getByRole('region', { name: 'Head office' }))).toEqual({ left: PAGE_MARGIN, right: PAGE_MARGIN });
  });
});

test.describe('toasts on a phone', () => {
  test('the close button of a toast is at least 24 px square, big enough to tap', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/dashboard/settings');
    await page.getByLabel('Site Name').fill('Northstar Growth HQ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const close = page.locator('[data-sonner-toast]').getByRole('button', { name: 'Close toast' });
    await expect(close).toBeVisible();
    const box = (await close.boundingBox())!;
    // Rounded: sonner's transform leaves the box a hair under whole pixels.
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(24);
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(24);
    // Still inside the screen, where a thumb can reach it.
    expect(box.x).toBeGreaterThanOrEqual(0);
  });
});

test.describe('dashboard tables on a phone', () => {
  test('the header row with the sort buttons spans the card rows below it, edge to edge, at 375 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/dashboard/posts');
    const table = page.getByRole('table', { name: /posts/i });
    const header = table.getByRole('row').first();
    const card = table.getByRole('row').nth(1);
    await expect(card).toBeVisible();
    // Its bottom rule is the line between the sort buttons and the first card: not a stub.
    expect(await edges(header)).toEqual(await edges(card));
  });
});

test.describe('newsletter boxes on a phone', () => {
  test('the email field of both newsletter forms on /blog shows its whole placeholder at 375 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/blog');
    for (const name of ['Get the Growth Brief', 'Newsletter sign-up']) {
      const field = page.getByRole('form', { name }).getByRole('textbox');
      const { room, text } = await placeholderFit(field);
      expect(room, `${name}: room for "you@company.com"`).toBeGreaterThanOrEqual(text);
    }
    expect(await sideways(page)).toBe(0);
  });
});

test.describe('/search on a phone', () => {
  test('the search field shows its whole placeholder at 375 px, and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/search');
    const { room, text } = await placeholderFit(page.getByRole('search', { name: 'Search this site' }).getByRole('searchbox'));
    expect(room, 'room for “Try “cold email” or “remote””').toBeGreaterThanOrEqual(text);
    expect(await sideways(page)).toBe(0);
  });
});

test.describe('dashboard table filters side by side', () => {
  test('the search field and the filter select beside it share their top edge and height, and so do their labels, at 1280 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/users');
    const field = (await page.getByLabel('Search users by name or email').boundingBox())!;
    const select = (await page.getByLabel('Role', { exact: true }).boundingBox())!;
    expect({ top: Math.round(select.y), height: Math.round(select.height) }).toEqual({ top: Math.round(field.y), height: Math.round(field.height) });
    const labelTop = async (text: string) => Math.round((await page.locator('label', { hasText: text }).boundingBox())!.y);
    expect(await labelTop('Role')).toBe(await labelTop('Search users by name or email'));
  });
});

test.describe('dashboard users: email addresses', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`wrap only after the @ or before a dot, never inside a word, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard/users');
      const cells = page.getByRole('table', { name: /users/i }).getByRole('cell').filter({ hasText: '@northstargrowth.com' });
      await expect(cells).toHaveCount(5);
      // Each run of text between the break points lies on one line: one client rect per text node.
      const split = await cells.evaluateAll((els) =>
        els.flatMap((el) => {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          const broken: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(node.textContent!);
          }
          return broken;
        }),
      );
      expect(split).toEqual([]);
    });
  }
});

test.describe('home hero on a desktop', () => {
  test('the "Meeting booked" note beside the pipeline card leaves every bar of the card in view, at 1024 and 1280 px', async ({ page }) => {
    await page.goto('/');
    for (const width of [1024, DESKTOP.width]) {
      await page.setViewportSize({ ...DESKTOP, width });
      // Both are decorative (aria-hidden): found by their text.
      const note = (await page.getByText('Meeting booked', { exact: true }).locator('xpath=ancestor::div[1]').boundingBox())!;
      const lastRow = (await page.getByText('Opportunities created', { exact: true }).locator('xpath=ancestor::li[1]').boundingBox())!;
      expect(note.y, `${width} px: the note starts below the last row (its bar included)`).toBeGreaterThanOrEqual(lastRow.y + lastRow.height);
    }
  });
});

/** How many words each line of a heading holds, as laid out (top line first). */
async function wordsPerLine(heading: Locator): Promise<number[]> {
  return heading.evaluate((el) => {
    const lines = new Map<number, number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = range.getClientRects();
        const bottom = Math.round(rects[rects.length - 1]!.bottom);
        lines.set(bottom, (lines.get(bottom) ?? 0) + 1);
      }
    }
    return [...lines].sort(([a], [b]) => a - b).map(([, words]) => words);
  });
}

test.describe('headings', () => {
  // Pages whose centred section headings and page titles used to end on one word under a full line.
  const paths = ['/', '/case-studies', '/get-started', '/services/virtual-pa', '/services/digital-marketing', '/services/ceo-services'];
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`a wrapped heading never ends on a lone word under a line of three or more, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of paths) {
        await page.goto(path);
        for (const heading of await page.locator('main').locator('h1, h2').all()) {
          // Sections below the fold are laid out once near the screen (content-visibility).
          await scrollToAsLinkDoes(heading);
          const lines = await wordsPerLine(heading);
          const [above, last] = lines.slice(-2);
          // Two short lines of a stacked title ("Your B2B / Growth") are fine; "the way you / do" is not.
          const orphan = lines.length > 1 && last === 1 && above! >= 3;
          expect(orphan, `${path}: “${await heading.textContent()}” in lines of ${lines.join(', ')} words`).toBe(false);
        }
      }
    });
  }
});

test.describe('/get-started form', () => {
  test('the "Service of interest" select is as tall as the text fields above and below it, at 375 and 1280 px', async ({ page }) => {
    await page.goto('/get-started');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const height = async (label: string) => Math.round((await page.getByLabel(label, { exact: true }).boundingBox())!.height);
      expect(await height('Service of interest'), `${viewport.width} px`).toBe(await height('Company Name'));
    }
  });
});
