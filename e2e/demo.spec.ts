import { axeViolations } from './support/axe';
import { MOBILE, expect, test, waitForApp } from './support/fixtures';

test.describe('Watch Demo', () => {
  test.use({ viewport: MOBILE });

  test('opens a walkthrough: focus stays inside, keys and buttons move, Escape returns focus, it ends in the dashboard', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const watch = page.getByRole('button', { name: 'Watch Demo' });
    await watch.click();
    const dialog = page.getByRole('dialog', { name: 'Your pipeline at a glance' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Step 1 of 5');
    await expect(dialog.getByRole('img', { name: /2,350 visitors/ })).toBeVisible();
    expect(await page.evaluate(() => [...document.querySelectorAll('img, image, iframe, video')].filter((e) => e.closest('dialog')).length)).toBe(0);
    expect(await axeViolations(page, 'dialog')).toEqual([]);

    // Tab cycles inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(watch).toBeFocused();

    await page.keyboard.press('Enter');
    const tour = page.getByRole('dialog');
    await expect(tour).toContainText('Step 1 of 5');
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour).toContainText('Step 2 of 5');
    await page.keyboard.press('ArrowRight');
    await expect(tour).toContainText('Step 3 of 5');
    await page.keyboard.press('ArrowLeft');
    await expect(tour).toContainText('Step 2 of 5');
    await tour.getByRole('button', { name: 'Back' }).click();
    await expect(tour.getByRole('button', { name: 'Back' })).toBeDisabled();
    for (let step = 2; step <= 5; step++) {
      await tour.getByRole('button', { name: 'Next' }).click();
      await expect(tour).toContainText(`Step ${step} of 5`);
    }
    await expect(tour.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await tour.getByRole('link', { name: 'Open the dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  // 414 px: the widest common phone, where the last step's longer button used to wrap its row.
  for (const width of [MOBILE.width, 414]) {
    test(`on a phone (${width} px), Next stays where the thumb is: the dialog keeps its size from step to step`, async ({ page }) => {
      await page.setViewportSize({ ...MOBILE, width });
      await page.goto('/');
      await waitForApp(page);
      await page.getByRole('button', { name: 'Watch Demo' }).click();
      const tour = page.getByRole('dialog');
      await expect(tour).toContainText('Step 1 of 5');
      const forward = tour.getByRole('button', { name: 'Next' }).or(tour.getByRole('link', { name: 'Open the dashboard' }));
      const first = (await forward.boundingBox())!;
      for (let step = 2; step <= 5; step++) {
        await tour.getByRole('button', { name: 'Next' }).click();
        await expect(tour).toContainText(`Step ${step} of 5`);
        const box = (await forward.boundingBox())!;
        expect(Math.abs(box.y - first.y), `step ${step}: the forward button moved`).toBeLessThanOrEqual(1);
      }
    });
  }
});
