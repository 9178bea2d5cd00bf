import { createHash } from 'node:crypto';
import { STATIC_CSP } from '../src/server/headers.mjs';
import { routes } from './support/builtRoutes';
import { DESKTOP, expect, test, waitForApp } from './support/fixtures';

test('every page carries a strict Content-Security-Policy and a referrer policy', async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route.path);
    const html = await response.text();
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(csp, route.path).toBeTruthy();
    // The header adds what only a header can say; scripts and styles are the <meta>'s (src/lib/csp.ts).
    expect(response.headers()['content-security-policy'], route.path).toBe(STATIC_CSP);
    expect(csp).toMatch(/script-src 'self'(?: 'sha256-[A-Za-z0-9+/]+=*')*;/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(response.headers()['referrer-policy'], route.path).toBe('strict-origin-when-cross-origin');
    // Inline scripts: at most the head script, allowed by its own hash (JSON-LD blocks are data, never run).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length, route.path).toBeLessThanOrEqual(1);
    for (const code of inline) expect(csp, route.path).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  }
});

test('links to other sites (if any) open safely', async ({ page }) => {
  for (const path of ['/', '/contact', '/blog', '/dashboard']) {
    await page.goto(path);
    await waitForApp(page);
    const unsafe = await page.$$eval('a[href]', (links) =>
      links
        .filter((a) => (a as HTMLAnchorElement).origin !== location.origin && /^https?:/.test((a as HTMLAnchorElement).href))
        .filter((a) => !/noopener/.test(a.getAttribute('rel') ?? '') || !/noreferrer/.test(a.getAttribute('rel') ?? ''))
        .map((a) => a.outerHTML),
    );
    expect(unsafe, path).toEqual([]);
  }
});

test('no request ever leaves this origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  for (const path of ['/', '/about', '/blog', '/services/digital-marketing', '/dashboard', '/dashboard/users']) {
    await page.goto(path);
    await waitForApp(page);
  }
  expect(foreign).toEqual([]);
});

test.describe('hostile and odd URLs', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const path of ['/%E2%82%AC', `/${'very-long-segment/'.repeat(120)}end`, '/a/b/c/d/e', '/services/unknown', '/%3Cscript%3Ealert(1)%3C/script%3E']) {
    test(`${path.slice(0, 40)} shows the not-found page`, async ({ page }) => {
      let dialog = false;
      page.on('dialog', (d) => {
        dialog = true;
        void d.dismiss();
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
      expect(dialog).toBe(false);
    });
  }

  test('dot segments are resolved by the browser and end on a real page', async ({ page }) => {
    await page.goto('/%E2%82%AC/../..');
    await waitForApp(page);
    await expect(page).toHaveURL('/');
    await page.goto('/dashboard/../../etc');
    await waitForApp(page);
    await expect(page).toHaveURL('/etc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  });
});

test.describe('forms refuse invalid email addresses', () => {
  test.use({ viewport: DESKTOP });

  test('the contact form', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => m.type() === 'log' && logs.push(m.text()));
    await page.goto('/contact');
    await waitForApp(page);
    const form = page.locator('form').filter({ has: page.getByLabel('Email Address') }).first();
    await form.getByLabel('Full Name').fill('Ada Example');
    await form.getByLabel('Email Address').fill('not-an-email');
    await form.getByLabel('Company Name').fill('Example Ltd');
    await form.getByLabel('How Can We Help?').fill('Testing');
    await form.locator('button[type="submit"]').click();
    expect(await form.getByLabel('Email Address').evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(false);
    expect(logs.filter((l) => l.includes('not-an-email'))).toEqual([]);
  });

  test('the dashboard settings', async ({ page }) => {
    await page.goto('/dashboard/settings');
    await waitForApp(page);
    const email = page.getByLabel('Admin Email');
    await expect(email).toHaveAttribute('type', 'email');
    await email.fill('admin@@example');
    expect(await email.evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(false);
  });
});
