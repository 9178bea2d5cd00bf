import type { Page } from '@playwright/test';

/**
 * Waits until the service worker is active and controls the page (after the first visit).
 * It registers on the visitor's first input, a hidden tab, or SW_REGISTER_DELAY_MS (5 s) after load
 * (src/pwa/startLater.ts), then downloads the precache.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active && navigator.serviceWorker.controller);
  }, undefined, { timeout: 30_000 });
}
