import { test, expect, waitForApp } from './fixtures';

test('home loads and hydrates', async ({ page }) => {
  await page.goto('/about');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
});
