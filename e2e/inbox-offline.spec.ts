import { uniqueEmail } from './support/leads';
import { expect, test } from './support/fixtures';
import { createAccount, leadRow, openInbox, postLead, serverLead, searchFor, sessionCookies, signInWith } from './support/inbox';
import { setOffline, waitForServiceWorker } from './support/pwa';

// A fresh context per test (the name matches playwright.config.ts's FRESH): a service worker, the network switched off.
test.use({ serviceWorkers: 'allow' });
test.setTimeout(90_000);
// Offline, the inbox's own refreshes and the service worker's fetches fail as they should.
test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

test('changes made offline survive a reload offline and reach the server once online', async ({ page, context, baseURL }) => {
  const admin = createAccount('inbox-offline', 'admin');
  const name = `Offline ${Date.now()}`;
  const id = await postLead(page, { name, email: uniqueEmail('inbox-offline') });
  await signInWith(context, await sessionCookies(baseURL!, admin));

  // One signed-in visit, online: the service worker saves the app, the inbox saves its leads.
  await openInbox(page);
  await waitForServiceWorker(page);
  await searchFor(page, name);
  await leadRow(page, name).click();
  const panel = page.getByTestId('lead-panel');
  await expect(panel.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Search leads').fill('');
  await expect(leadRow(page, name)).toHaveCount(1);

  await setOffline(context, true);
  await panel.getByRole('button', { name: 'Contacted' }).click();
  await panel.getByLabel('Add a note').fill('Written on the train');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByText('Pending: will be sent when online')).toBeVisible();
  await expect(page.getByText('2 changes waiting to be sent.')).toBeVisible();
  // The queue is persisted (throttled to a second) before the reload: both changes, as paused mutations.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const open = indexedDB.open('northstar-inbox');
            open.onsuccess = () => {
              const req = open.result.transaction('cache').objectStore('cache').get('inbox-cache');
              req.onsuccess = () => {
                const saved = JSON.parse(String(req.result ?? '{}')) as { clientState?: { mutations: { mutationKey: string[]; state: { isPaused: boolean } }[] } };
                resolve((saved.clientState?.mutations ?? []).filter((m) => m.state.isPaused).map((m) => m.mutationKey[0]!));
                open.result.close();
              };
            };
          }),
      ),
    )
    .toEqual(['lead-patch', 'lead-note']);

  await page.reload();
  await expect(page.getByText(/^Offline: leads as of \d\d:\d\d\./)).toBeVisible();
  await expect(page.getByText('2 changes waiting to be sent.')).toBeVisible();
  const row = leadRow(page, name);
  await expect(row.getByText('Pending')).toBeVisible();
  await row.click();
  await expect(page.getByTestId('lead-panel').getByText('Written on the train')).toBeVisible();

  await setOffline(context, false);
  await expect(page.getByText(/changes? waiting to be sent/)).toHaveCount(0, { timeout: 15_000 });
  const stored = await serverLead(page, id);
  expect(stored.status).toBe('contacted');
  expect(stored.notes.map((n) => n.text)).toEqual(['Written on the train']);
  await expect(page.getByTestId('lead-panel').getByRole('button', { name: 'Contacted' })).toHaveAttribute('aria-pressed', 'true');

  // The service worker kept no API answer: the persisted query cache is the only offline copy.
  const cachedApi = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) if (new URL(request.url).pathname.startsWith('/api/')) found.push(request.url);
    return found;
  });
  expect(cachedApi).toEqual([]);
});
