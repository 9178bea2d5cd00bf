import { testimonials } from '../src/content/testimonials';
import { DESKTOP, MOBILE, expect, scrollToAsLinkDoes, test, waitForApp } from './fixtures';

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
