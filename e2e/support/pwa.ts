import type { BrowserContext, Page, Route } from '@playwright/test';

/**
 * Takes the context offline, or back. Playwright's emulation does not always reach what the service
 * worker sends on its own: a Background Sync replay went out while "offline" (e2e, 2026-12-04). So
 * while offline the worker's requests are also refused here, as a disconnected network refuses them.
 */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (offline) {
    await context.setOffline(true);
    await context.route('**/*', refuseWorkerRequests);
  } else {
    await context.unroute('**/*', refuseWorkerRequests);
    await context.setOffline(false);
  }
}
const refuseWorkerRequests = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback());

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
