import type { Page } from '@playwright/test';
import { expect, waitForApp } from './fixtures';

/** Opens a dashboard page and waits until its data is loaded and its controls respond. */
export async function openDash(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  await page.waitForFunction(() => Boolean(document.documentElement.dataset.store));
  await expect(page.locator('[data-ready="true"]').first()).toBeAttached();
}

/** Replaces the stored posts with `count` generated ones, straight into IndexedDB: a page opened after it shows them. */
export async function seedPosts(page: Page, count: number) {
  await page.evaluate(async (n) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('northstar-dashboard');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction('posts', 'readwrite');
    tx.objectStore('posts').clear();
    for (let i = 1; i <= n; i++) {
      tx.objectStore('posts').put({
        id: `bulk-${i}`,
        title: `Bulk post ${String(i).padStart(3, '0')}`,
        status: i % 3 === 0 ? 'Draft' : 'Published',
        date: `2025-01-${String((i % 28) + 1).padStart(2, '0')}`,
        author: i % 2 ? 'Ana Ruiz' : 'Ben Okoro',
        updatedAt: i,
      });
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, count);
}
