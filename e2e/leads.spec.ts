import type { Page, Route } from '@playwright/test';
import { leadFormCopy } from '../src/content/leadForms';
import { exportLeads, fillContact, uniqueEmail } from './support/leads';
import { expect, holdRequests, test, waitForApp } from './support/fixtures';
import { setOffline, waitForServiceWorker } from './support/pwa';

const SAVED = 'Saved on this device. It will be sent automatically when you are back online.';

test('a lead sent online is stored exactly once and the form says “Sent”', async ({ page }) => {
  const email = uniqueEmail('online');
  await page.goto('/contact');
  await waitForApp(page);
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByRole('status')).toHaveText(/^Sent\. Thanks/);
  await expect(page.locator('#toasts').getByText('Sent', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  const stored = exportLeads().filter((l) => l.email === email);
  expect(stored).toEqual([expect.objectContaining({ kind: 'contact', name: 'Ada Lovelace', company: 'Engines Ltd', message: 'We need more qualified meetings. 🚀' })]);
});

test('what was typed survives a link followed and Back, and a reload, until the lead is sent', async ({ page }) => {
  const email = uniqueEmail('draft');
  await page.goto('/contact');
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('How Can We Help?').fill('Half a thought, to finish later.');
  // A link inside the site (the app routes it: no leave prompt), then Back.
  await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/contact/i);
  await page.goBack();
  await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('How Can We Help?')).toHaveValue('Half a thought, to finish later.');

  page.once('dialog', (dialog) => void dialog.accept()); // the browser's leave prompt
  await page.reload();
  await waitForApp(page);
  await expect(form.getByLabel('How Can We Help?')).toHaveValue('Half a thought, to finish later.');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Company Name').fill('Engines Ltd');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Sent\. /);
  // Sent: nothing is kept for the next visit.
  await page.reload();
  await waitForApp(page);
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByLabel('How Can We Help?')).toHaveValue('');
  expect(exportLeads().filter((l) => l.email === email)).toEqual([expect.objectContaining({ name: 'Ada Lovelace', message: 'Half a thought, to finish later.' })]);
});

test('a draft is kept for its own page when a link is followed before the sending code has arrived', async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/client-[\w-]+\.js$/);
  await page.goto('/contact');
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/contact/i);
  release();
  // The code arrives on the next page: it files the draft under /contact, where it was typed.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('northstar:draft:contact:/contact'))).toContain('Ada Lovelace');
  await page.goBack();
  await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
});

/** Starts a job application as a visitor does (a tap, then typing) until this tab keeps its draft; the next reload is let through. */
async function draftApplication(page: Page, email?: string) {
  const path = '/careers/account-executive';
  await page.goto(path);
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Apply for Account Executive' });
  await form.getByLabel('Full Name').click();
  await form.getByLabel('Full Name').pressSequentially('Grace');
  if (email) await form.getByLabel('Email Address').fill(email);
  await expect.poll(() => page.evaluate((at) => sessionStorage.getItem(`northstar:draft:application:${at}`), path)).toContain(email ?? 'Grace');
  page.once('dialog', (dialog) => void dialog.accept()); // the browser's leave prompt
  return form;
}

test('a kept draft fills a form that starts with a tap on one of its fields, and is not wiped by that tap', async ({ page }) => {
  const form = await draftApplication(page, 'grace@example.com');
  // After the reload the form's code is held until the tap on it has happened.
  const release = await holdRequests(page, /\/assets\/(ApplicationForm|client)-[\w-]+\.js$/);
  await page.reload();
  await waitForApp(page);
  await form.getByLabel('Message', { exact: false }).or(form.getByLabel('Why you, and why this role?')).click();
  release();
  await expect(form.getByLabel('Email Address')).toHaveValue('grace@example.com');
  await expect(form.getByLabel('Full Name')).toHaveValue('Grace');
});

test('a kept job application shows again after a reload, before any input', async ({ page }) => {
  const form = await draftApplication(page);
  await page.reload();
  await waitForApp(page);
  // No tap, no key: the form's own code shows what this tab kept.
  await expect(form).toHaveAttribute('data-ready', 'true');
  await expect(form.getByLabel('Full Name')).toHaveValue('Grace');
});

test('text typed into a field tapped as the page’s very first input is kept through a reload', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const message = form.getByLabel('How Can We Help?');
  // The tap starts the app: the field has focus before the form's code runs, so no focus event follows.
  await message.click();
  await message.pressSequentially('Typed before anything else on the page.');
  await expect(form).toHaveAttribute('data-ready', 'true');
  await expect(form).toHaveAttribute('data-outbox', 'ready');
  page.once('dialog', (dialog) => void dialog.accept()); // the browser's leave prompt
  await page.reload();
  await waitForApp(page);
  await expect(message).toHaveValue('Typed before anything else on the page.');
});

test('two newsletter boxes on one page (the blog’s and the footer’s) each keep their own address through a reload', async ({ page }) => {
  await page.goto('/blog');
  await waitForApp(page);
  const box = page.getByRole('form', { name: 'Get the Growth Brief' });
  const footer = page.getByRole('form', { name: 'Newsletter sign-up' });
  await box.getByLabel('Email address').fill('box-reader@example.com');
  await footer.getByLabel('Email address').fill('footer-reader@example.com');
  await expect(box).toHaveAttribute('data-outbox', 'ready');
  await expect(footer).toHaveAttribute('data-outbox', 'ready');
  page.once('dialog', (dialog) => void dialog.accept()); // the browser's leave prompt
  await page.reload();
  await waitForApp(page);
  await footer.scrollIntoViewIfNeeded(); // the footer's form starts near the viewport
  await expect(footer.getByLabel('Email address')).toHaveValue('footer-reader@example.com');
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByLabel('Email address')).toHaveValue('box-reader@example.com');
});

test.describe('the code that sends could not load', { tag: '@fresh-context' }, () => {
  // The aborted chunk is reported as a failed load; offline, a part the input woke reports the load
  // it did not try (scripts/preload-helper.ts).
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|Unable to load \//] });
  test('offline before its code was ever loaded, the form says so and sends once back online, with no reload', async ({ page, context }) => {
    const email = uniqueEmail('offline-nocode');
    await page.goto('/contact');
    await waitForApp(page);
    await context.setOffline(true);
    await fillContact(page, email);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(leadFormCopy.noCode);
    await context.setOffline(false);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(/^Sent\. /);
    expect(exportLeads().filter((l) => l.email === email)).toEqual([expect.objectContaining({ name: 'Ada Lovelace' })]);
  });

  test('the form says to reload, keeps what was typed through the reload, then sends it', async ({ page }) => {
    const email = uniqueEmail('nocode');
    let fail = true;
    await page.route(/\/assets\/client-[\w-]+\.js$/, (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/contact');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Contact form' });
    await fillContact(page, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(leadFormCopy.noCode);
    await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    expect(exportLeads().filter((l) => l.email === email)).toEqual([]);

    fail = false;
    page.once('dialog', (dialog) => void dialog.accept()); // the browser's leave prompt
    await page.reload();
    await waitForApp(page);
    await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(form.getByLabel('Email Address')).toHaveValue(email);
    await expect(form.getByLabel('How Can We Help?')).toHaveValue('We need more qualified meetings. 🚀');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(/^Sent\. /);
    expect(exportLeads().filter((l) => l.email === email)).toEqual([expect.objectContaining({ name: 'Ada Lovelace', company: 'Engines Ltd' })]);
  });
});

test('a job application is stored with the job it is for', async ({ page }) => {
  const email = uniqueEmail('apply');
  await page.goto('/careers/account-executive');
  await waitForApp(page);
  // The form hydrates on the first input: typing into it right away must keep every character.
  const form = page.getByRole('form', { name: 'Apply for Account Executive' });
  await form.getByLabel('Full Name').fill('Grace Hopper');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Link to your resume, LinkedIn or portfolio (optional)').fill('https://example.com/grace');
  await form.getByLabel('Why you, and why this role?').fill('I close programmes, not just deals.');
  await form.getByRole('button', { name: 'Send Application' }).click();
  await expect(form.getByRole('status')).toContainText('your application is in');
  await expect.poll(() => exportLeads().filter((l) => l.email === email)).toEqual([
    expect.objectContaining({ kind: 'application', job: 'account-executive', name: 'Grace Hopper', link: 'https://example.com/grace', message: 'I close programmes, not just deals.' }),
  ]);
});

test.describe('a saved lead the server refuses once it can be sent', () => {
  test.use({ allowedConsoleErrors: [/status of (503|400) .*\/api\/leads/] });

  /** The role has closed by the time the lead is sent again (a new version of the site). */
  const roleClosed = (route: Route) => route.continue({ postData: route.request().postData()!.replace('"job":"account-executive"', '"job":"closed-role"') });

  /** Applies while the server is down (its first answer is 503), so the application is saved on the device; `next` answers the tries after. */
  async function applyWhileServerDown(page: Page, email: string, message: string, next: (route: Route) => Promise<void>) {
    let tries = 0;
    await page.route('**/api/leads', (route) => (++tries === 1 ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : next(route)));
    await page.goto('/careers/account-executive');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Apply for Account Executive' });
    await form.getByLabel('Full Name').fill('Grace Hopper');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Why you, and why this role?').fill(message);
    await form.getByRole('button', { name: 'Send Application' }).click();
    await expect(form.getByRole('status')).toHaveText(/^Saved on this device/);
    return { form, tries: () => tries };
  }

  test('the form and a toast say it was not sent after all, instead of still promising to send it', async ({ page }) => {
    const email = uniqueEmail('refused-later');
    const { form, tries } = await applyWhileServerDown(page, email, 'I close programmes, not just deals.', roleClosed);
    // The outbox tries again by itself a moment later, and the server refuses it.
    await expect(form.getByRole('status')).toHaveText(/^Not sent after all: .* Job is not one we know\. What you wrote is back in the form\.$/);
    await expect(page.locator('#toasts').getByText(/^Not sent after all/)).toBeVisible();
    expect(tries()).toBe(2);
    expect(exportLeads().filter((l) => l.email === email)).toEqual([]);
    // Nothing typed is lost: the text is back in the form, and kept through a reload.
    await expect(form.getByLabel('Full Name')).toHaveValue('Grace Hopper');
    await expect(form.getByLabel('Why you, and why this role?')).toHaveValue('I close programmes, not just deals.');
    page.once('dialog', (dialog) => void dialog.accept()); // the browser's leave prompt: the form holds unsaved text again
    await page.reload();
    await waitForApp(page);
    // The form's code arrives with the visitor's first input (ApplySection); the draft fills it then.
    await form.getByLabel('Full Name').click();
    await expect(form.getByLabel('Email Address')).toHaveValue(email);
  });

  test('refused after the visitor moved on: the text waits in the form on its page', async ({ page }) => {
    const email = uniqueEmail('refused-away');
    let letThrough!: () => void;
    const away = new Promise<void>((resolve) => (letThrough = resolve));
    // The retry waits until the visitor is on another page.
    const { form } = await applyWhileServerDown(page, email, 'Written once, not twice.', async (route) => {
      await away;
      await roleClosed(route);
    });
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    letThrough();
    await expect(page.locator('#toasts').getByText(/^Not sent after all/)).toBeVisible();
    await page.goBack();
    await expect(form.getByLabel('Why you, and why this role?')).toHaveValue('Written once, not twice.');
    await expect(form.getByLabel('Email Address')).toHaveValue(email);
  });
});

test('inline errors: each invalid field is marked and described, focus goes to the first', async ({ page }) => {
  await page.goto('/get-started?service=cold-calling');
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Proposal request' });
  await expect(form.getByLabel('Service of interest')).toHaveValue('cold-calling');
  await form.getByLabel('Email Address').fill('not-an-email');
  await form.getByRole('button', { name: 'Request Proposal' }).click();
  const name = form.getByLabel('Full Name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Full name is required.');
  await expect(form.getByLabel('Email Address')).toHaveAccessibleDescription('Enter an email address like name@company.com.');
  await expect(form.getByLabel('Email Address')).toHaveValue('not-an-email');
});

test('the footer’s newsletter form loads its code only when the visitor first uses the page, then subscribes', async ({ page }) => {
  const email = uniqueEmail('footer-late');
  const formCode: string[] = [];
  page.on('request', (request) => void (/\/assets\/(NewsletterForm|useLeadForm)-[\w-]+\.js$/.test(request.url()) && formCode.push(request.url())));
  await page.goto('/careers');
  await waitForApp(page);
  // Scrolled to without any input (a wheel or the scroll bar): the footer hydrates, its form waits.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('[data-defer][data-hydrated] footer')).toBeVisible();
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await expect(form).toBeInViewport();
  await expect(form).not.toHaveAttribute('data-ready', 'true');
  expect(formCode).toEqual([]);
  await form.getByLabel('Email address').fill(email);
  await expect(form).toHaveAttribute('data-ready', 'true');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Sent\./);
  expect(formCode.length).toBeGreaterThan(0);
  await expect.poll(() => exportLeads().filter((l) => l.email === email).length).toBe(1);
});

test('a newsletter sign-up submitted before the page has started is held, then sent once: no reload, nothing in the URL', async ({ page }) => {
  const email = uniqueEmail('early');
  // Hold the app's scripts: the page stays prerendered HTML until the test lets them through.
  const release = await holdRequests(page, '**/assets/*.js');
  await page.goto('/careers');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form).toHaveAttribute('data-submit-pending', '');
  // Held, not lost: the button looks busy, as while the app sends.
  await expect(form.getByRole('button', { name: 'Subscribe' })).toHaveCSS('cursor', 'progress');
  await expect(page).toHaveURL('/careers');
  release();
  await expect(form.getByRole('status')).toHaveText(/^Sent\./);
  await expect(page).toHaveURL('/careers');
  await expect.poll(() => exportLeads().filter((l) => l.email === email).length).toBe(1);
});

test.describe('offline', { tag: '@fresh-context' }, () => {
  // Offline, the browser reports each failed send of the outbox as a failed resource load.
  test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [/ERR_(FAILED|INTERNET_DISCONNECTED).*\/api\/leads/] });
  test.setTimeout(90_000);

  test('a lead discarded in the dashboard while offline is not sent when the connection is back, by the page or the service worker', async ({ page, context }) => {
    const discarded = uniqueEmail('discarded');
    const kept = uniqueEmail('kept');
    await page.goto('/contact');
    await waitForApp(page);
    await waitForServiceWorker(page);
    await setOffline(context, true);
    const form = page.getByRole('form', { name: 'Contact form' });
    for (const email of [discarded, kept]) {
      await fillContact(page, email);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('status')).toHaveText(SAVED);
      await expect(form.getByLabel('Email Address')).toHaveValue('');
    }
    await page.goto('/dashboard/leads');
    await waitForApp(page);
    await page.getByRole('button', { name: `Discard the lead from ${discarded}` }).click();
    await page.getByRole('alertdialog', { name: 'Discard this lead?' }).getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: discarded })).toHaveCount(0);

    await setOffline(context, false);
    // The worker replays what failed offline (scripts/lead-sync.ts) until its queue is empty.
    const replayQueue = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('workbox-background-sync');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('requests')) return resolve(0);
              const count = db.transaction('requests').objectStore('requests').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
    await expect.poll(() => exportLeads().filter((l) => l.email === kept).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(replayQueue, { timeout: 20_000 }).toBe(0);
    expect(exportLeads().filter((l) => l.email === discarded)).toEqual([]);
  });

  test('a lead submitted offline is saved, survives a reload offline, and is stored once when back online', async ({ page, context }) => {
    const email = uniqueEmail('offline');
    await page.goto('/get-started?service=cold-email-marketing');
    await waitForApp(page);
    await waitForServiceWorker(page);
    await setOffline(context, true);
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Request Proposal' }).click();
    await expect(page.getByRole('form', { name: 'Proposal request' }).getByRole('status')).toHaveText(SAVED);
    await expect(page.locator('#toasts').getByText(SAVED)).toBeVisible();

    await page.reload();
    await waitForApp(page);
    await page.goto('/dashboard/leads');
    await waitForApp(page);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Queued')).toBeVisible();
    // Who sent it in full, and what they wrote, as captured.
    await expect(row.getByText(email, { exact: true })).toBeVisible();
    await row.getByText('What they wrote').click();
    await expect(row.getByText('Engines Ltd', { exact: true })).toBeVisible();
    await expect(row.getByText('We need more qualified meetings. 🚀', { exact: true })).toBeVisible();
    await expect(row.getByText('cold-email-marketing', { exact: true })).toBeVisible();
    expect(exportLeads().filter((l) => l.email === email)).toEqual([]);

    await setOffline(context, false);
    // Delivered once (the service worker's background sync may replay it first), and once the
    // page's own outbox hears that the server has it, the device's copy is gone.
    await expect(row).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => exportLeads().filter((l) => l.email === email).length).toBe(1);
    expect(exportLeads().find((l) => l.email === email)).toMatchObject({ kind: 'proposal', service: 'cold-email-marketing' });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, allowedConsoleErrors: [/ERR_FAILED.*\/api\/leads/] });

  /** A lead the server cannot be reached for waits on the device; the outbox shows it. */
  async function queuedInOutbox(page: Page, email: string) {
    await page.route('**/api/leads', (route) => route.abort('failed'));
    await page.goto('/contact');
    await waitForApp(page);
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText(/^Saved on this device/);
    await page.goto('/dashboard/leads');
    await waitForApp(page);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Queued')).toBeVisible();
    return row;
  }

  test('Discard asks in the page’s dialog: Cancel keeps the lead and returns to its button; Discard deletes it', async ({ page }) => {
    const email = uniqueEmail('discard');
    const row = await queuedInOutbox(page, email);
    const discard = page.getByRole('button', { name: `Discard the lead from ${email}` });
    await discard.click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard this lead?' });
    await expect(dialog).toContainText('The lead from Ada Lovelace will be deleted from this device and not sent again. If a try was already on its way, it may already have been sent.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(discard).toBeFocused();
    await expect(row.getByText('Queued')).toBeVisible();

    await discard.click();
    await dialog.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    // Its button went with the row, and no other is left: focus is on the outbox, not lost to the page.
    await expect(page.locator('[data-state="ready"]')).toBeFocused();
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('[data-state="ready"]')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('Discard in a second window, after the first discarded the lead, says it had already left the device', async ({ page, context }) => {
    const email = uniqueEmail('two-windows');
    await queuedInOutbox(page, email);
    const other = await context.newPage();
    await other.route('**/api/leads', (route) => route.abort('failed'));
    await other.goto('/dashboard/leads');
    await waitForApp(other);
    await other.getByRole('button', { name: `Discard the lead from ${email}` }).click();
    const otherDialog = other.getByRole('alertdialog', { name: 'Discard this lead?' });
    await expect(otherDialog).toBeVisible();
    // The first window discards it meanwhile; the second hears of it and takes the row away.
    await page.getByRole('button', { name: `Discard the lead from ${email}` }).click();
    await page.getByRole('alertdialog', { name: 'Discard this lead?' }).getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    await expect(other.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    await otherDialog.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(otherDialog).toBeHidden();
    await expect(other.locator('#toasts').getByText('The lead from Ada Lovelace had already left this device')).toBeVisible();
    await expect(other.locator('#toasts').getByText('Another window sent or discarded it first.')).toBeVisible();
    await other.close();
  });

  test('a lead waiting on this device is a card in the outbox on a phone, a row wider; its Retry and Discard on screen', async ({ page }) => {
    const email = uniqueEmail('phone');
    const row = await queuedInOutbox(page, email);
    // Each field says what it is on the card.
    await expect(row.locator('td[data-label="Submitted"]')).toBeVisible();
    // On the card and, wider, in the table: the buttons on screen, nothing scrolled sideways.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const name of [`Retry sending the lead from ${email}`, `Discard the lead from ${email}`]) {
        const box = (await page.getByRole('button', { name }).boundingBox())!;
        expect(box.x, `${name} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
      }
      const overflow = await page.evaluate(() => {
        const region = document.querySelector('section[aria-label="Leads in this device’s outbox"]')!;
        return [document.documentElement.scrollWidth - document.documentElement.clientWidth, region.scrollWidth - region.clientWidth];
      });
      expect(overflow, `at ${width} px`).toEqual([0, 0]);
    }
  });
});
