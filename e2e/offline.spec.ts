import { routes } from '../src/routes';
import { expect, test, waitForApp } from './fixtures';
import { waitForServiceWorker } from './pwa-helpers';

test.use({ serviceWorkers: 'allow' });

test.describe('offline after one visit', () => {
  test.setTimeout(120_000);

  test('every route, an unknown path and an unknown dashboard path open with the network cut', async ({ page, context }) => {
    const started = Date.now();
    await page.goto('/');
    await waitForApp(page);
    await waitForServiceWorker(page);
    const readyAfter = Date.now() - started;
    test.info().annotations.push({ type: 'offline-ready', description: `${readyAfter} ms from first load` });
    await expect(page.getByText('Ready to work offline')).toBeVisible();

    await context.setOffline(true);
    for (const route of routes) {
      const response = await page.goto(route.path);
      expect(response?.fromServiceWorker(), route.path).toBe(true);
      await waitForApp(page);
      await expect(page.locator('h1'), route.path).toHaveCount(1);
      await expect(page.locator('h1'), route.path).not.toBeEmpty();
    }

    await page.goto('/somewhere/never/built');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();

    await page.goto('/dashboard/not-a-section');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('h1')).toHaveText('Dashboard');

    await page.goto('/about/?from=offline');
    await waitForApp(page);
    await expect(page).toHaveTitle('About | Northstar Growth');
  });

  test('going offline and online shows a toast; client navigation keeps working', async ({ page, context }) => {
    await page.goto('/dashboard');
    await waitForApp(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await expect(page.getByText('You are offline. Pages you have opened still work.')).toBeVisible();
    await page.getByRole('link', { name: /Users/ }).first().click();
    await expect(page).toHaveURL('/dashboard/users');
    await expect(page.locator('h1')).toHaveText('Users');
    await context.setOffline(false);
    await expect(page.getByText('You are back online.')).toBeVisible();
  });
});
