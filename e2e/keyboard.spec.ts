import { DESKTOP, MOBILE, expect, test, waitForApp } from './fixtures';

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
