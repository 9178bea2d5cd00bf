import { execFileSync } from 'node:child_process';
import { expect, request, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { LeadDetail, Role } from '../../src/leads/inboxApi';
import { uniqueEmail } from './leads';

export interface Account {
  email: string;
  password: string;
  role: Role;
}

/**
 * Creates an account in the e2e server's database, as an operator does: `cli.js users add EMAIL
 * --role ROLE` with the password on stdin.
 */
export function createAccount(tag: string, role: Role): Account {
  const email = uniqueEmail(`${tag}-${role}`);
  const password = `e2e ${role} passphrase ${Math.random().toString(36).slice(2)}`;
  execFileSync(process.execPath, ['dist-server/cli.js', 'users', 'add', email, '--role', role], {
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR! },
  });
  return { email, password, role };
}

/** Signs in through the API once and returns the session cookie, for contexts to reuse. */
export async function sessionCookies(baseURL: string, account: Account) {
  const api = await request.newContext({ baseURL });
  const response = await api.post('/api/session', { data: { email: account.email, password: account.password } });
  if (response.status() !== 204) throw new Error(`Sign-in answered ${response.status()}: ${await response.text()}`);
  const { cookies } = await api.storageState();
  await api.dispose();
  return cookies;
}

type Cookies = Awaited<ReturnType<typeof sessionCookies>>;

/**
 * What signing in leaves in a browser: the session cookie and the inbox's session marker
 * (src/dashboard/inbox/marker.ts), without typing a password again.
 */
export async function signInWith(context: BrowserContext, cookies: Cookies): Promise<void> {
  await context.addCookies(cookies);
  await context.addInitScript(() => localStorage.setItem('northstar-inbox-session', '1'));
}

/** A context of its own signed in with `cookies` (a second browser). */
export async function signedInContext(browser: Browser, baseURL: string, cookies: Cookies): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await signInWith(context, cookies);
  return context;
}

/** The lead as the server has it, read with the page's own session. */
export async function serverLead(page: Page, id: string): Promise<LeadDetail> {
  const response = await page.request.get(`/api/admin/leads/${id}`);
  if (!response.ok()) throw new Error(`GET lead answered ${response.status()}`);
  return (await response.json()) as LeadDetail;
}

/** Posts a contact lead through the public API (a visitor's form, sent) and returns its id. */
export async function postLead(page: Page, fields: { name: string; email: string; company?: string; message?: string }): Promise<string> {
  const id = crypto.randomUUID();
  const response = await page.request.post('/api/leads', {
    data: { id, kind: 'contact', createdAt: new Date().toISOString(), company: 'Analytical Engines', message: 'Please call us back.', ...fields },
  });
  if (!response.ok()) throw new Error(`POST /api/leads answered ${response.status()}: ${await response.text()}`);
  return id;
}

/** Opens /dashboard/leads and waits for the signed-in inbox's list. */
export async function openInbox(page: Page): Promise<void> {
  await page.goto('/dashboard/leads');
  await page.getByRole('list', { name: 'Leads' }).waitFor();
}

/** The row of the lead from `name` in the inbox's list. */
export const leadRow = (page: Page, name: string) => page.getByRole('list', { name: 'Leads' }).getByRole('button').filter({ hasText: name });

/**
 * Searches the inbox and waits until the list shows only matching rows: a click before that could
 * land where a row was a moment earlier.
 */
export async function searchFor(page: Page, name: string): Promise<void> {
  await page.getByLabel('Search leads').fill(name);
  await expect(page.getByRole('list', { name: 'Leads' }).getByRole('button').filter({ hasNotText: name })).toHaveCount(0);
  await expect(leadRow(page, name)).toHaveCount(1);
}
