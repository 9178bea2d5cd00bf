import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { fakeAdminApi, inboxLead } from './fakeAdminApi';

const admin = { email: 'ada@northstar.example', password: 'correct horse battery', role: 'admin' as const };
const sales = { email: 'sam@northstar.example', password: 'staple battery horse', role: 'sales' as const };

let api: ReturnType<typeof fakeAdminApi>;
let InboxSection: ComponentType;
let inbox: typeof import('../../../src/dashboard/inbox/queryClient');
let hasInboxSession: () => boolean;

// The inbox keeps one query client and one persisted cache per page, as a browser tab does: the
// modules load once, on a fresh IndexedDB, and each test signs out (wiping it) before the next.
beforeAll(async () => {
  globalThis.indexedDB = new IDBFactory();
  InboxSection = (await import('../../../src/dashboard/inbox/InboxSection')).default;
  inbox = await import('../../../src/dashboard/inbox/queryClient');
  ({ hasInboxSession } = await import('../../../src/dashboard/inbox/marker'));
  await import('../../../src/dashboard/inbox/SignedInInbox');
  await inbox.restored;
});

const spam = inboxLead({ name: 'Spam Bot', status: 'spam' });
const first = inboxLead({ name: 'Grace <b>Hopper</b>', company: 'Navy', message: 'Call me <script>alert(1)</script>\nsecond line' });
const second = inboxLead({ name: 'Alan Turing', company: 'Bletchley', status: 'contacted' });

beforeEach(() => {
  api = fakeAdminApi([admin, sales], [spam, first, second]);
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(async () => {
  await act(() => inbox.wipeInbox('other-account'));
  setOnline(true);
});
afterAll(() => vi.unstubAllGlobals());

function setOnline(online: boolean) {
  api.state.offline = !online;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

async function signIn(account: { email: string; password: string }) {
  render(<InboxSection />);
  fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: account.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: account.password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByRole('region', { name: 'Lead inbox' }).then(() => screen.findByRole('list', { name: 'Leads' }));
}

const rows = () => within(screen.getByRole('list', { name: 'Leads' })).getAllByRole('button');
// Reads the persisted cache without creating the database (an open of a missing one would).
const persistedCache = async () => {
  if (!(await indexedDB.databases()).some((d) => d.name === 'northstar-inbox')) return '';
  const { openDB } = await import('idb');
  const db = await openDB('northstar-inbox');
  const value = db.objectStoreNames.contains('cache') ? ((await db.get('cache', 'inbox-cache')) as string | undefined) : undefined;
  db.close();
  return value ?? '';
};

describe('signing in', () => {
  it('says when the email and password do not match, and when the server asks to wait', async () => {
    render(<InboxSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter your email address.');

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: admin.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'not the password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('That email and password do not match an account.'));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');

    api.state.throttleFor = 600;
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many attempts to sign in. Try again in 10 minutes.'));
    expect(hasInboxSession()).toBe(false);
  });
});

describe('the signed-in inbox', () => {
  it('lists the leads newest first with counts per status, spam only in its own tab', async () => {
    await signIn(admin);
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Alan Turing'), expect.stringContaining('Grace <b>Hopper</b>')]);
    const tabs = screen.getByRole('tablist', { name: 'Lead status' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['All (2)', 'New (1)', 'Contacted (1)', 'Qualified (0)', 'Won (0)', 'Lost (0)', 'Spam (1)']);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Spam (1)' }));
    await waitFor(() => expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Spam Bot')]));
    expect(hasInboxSession()).toBe(true);
  });

  it('searches on the server', async () => {
    await signIn(admin);
    fireEvent.change(screen.getByLabelText('Search leads'), { target: { value: 'bletchley' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('Alan Turing');
    expect(api.requests.some((r) => r.path.includes('q=bletchley'))).toBe(true);
  });

  it('opens a lead with every field as text, changes its status and adds a note', async () => {
    await signIn(admin);
    fireEvent.click(rows()[1]!);
    const panel = await screen.findByTestId('lead-panel');
    await within(panel).findByRole('heading', { name: 'Grace <b>Hopper</b>' });
    expect(panel.querySelector('b, script')).toBeNull();
    expect(within(panel).getByText(/Call me <script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Grace <b>Hopper</b>' }));
    expect(within(panel).getByRole('button', { name: 'Delete lead' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Contacted' }));
    await waitFor(() => expect(api.store.get(first.id)!.status).toBe('contacted'));
    expect(api.requests.find((r) => r.method === 'PATCH')!.body).toEqual({ status: 'contacted', version: 1 });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Contacted' }).getAttribute('aria-pressed')).toBe('true'));

    fireEvent.change(within(panel).getByLabelText('Add a note'), { target: { value: 'Called, wants a proposal' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add note' }));
    await within(panel).findByText('Called, wants a proposal');
    await waitFor(() => expect(api.store.get(first.id)!.notes.map((n) => n.text)).toEqual(['Called, wants a proposal']));
    await within(panel).findByText(/changed the status from New to Contacted/);

    fireEvent.keyDown(within(panel).getByLabelText('Add a note'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('lead-panel')).toBeNull());
  });

  it('keeps a note being written for its lead only, in the persisted cache, across closing the panel', async () => {
    await signIn(admin);
    fireEvent.click(rows()[1]!);
    let panel = await screen.findByTestId('lead-panel');
    fireEvent.change(await within(panel).findByLabelText('Add a note'), { target: { value: 'Half a note' } });
    await waitFor(() => expect(persistedCache()).resolves.toContain('Half a note'));
    fireEvent.click(rows()[0]!);
    panel = await screen.findByTestId('lead-panel');
    await within(panel).findByRole('heading', { name: 'Alan Turing' });
    expect((within(panel).getByLabelText('Add a note') as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(within(panel).getByRole('button', { name: 'Close the lead' }));
    fireEvent.click(rows()[1]!);
    panel = await screen.findByTestId('lead-panel');
    expect((await within(panel).findByLabelText('Add a note') as HTMLTextAreaElement).value).toBe('Half a note');
  });

  it('queues changes made offline, keeps them in IndexedDB, and sends them in order once online', async () => {
    await signIn(admin);
    fireEvent.click(rows()[1]!);
    const panel = await screen.findByTestId('lead-panel');
    await within(panel).findByRole('heading', { name: 'Grace <b>Hopper</b>' });
    await waitFor(() => expect(api.requests.some((r) => r.path === `/api/admin/leads/${first.id}`)).toBe(true));

    setOnline(false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Contacted' }));
    fireEvent.change(within(panel).getByLabelText('Add a note'), { target: { value: 'Typed on the train' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(await within(panel).findByText('Pending: will be sent when online')).toBeTruthy();
    expect(within(panel).getByText('Typed on the train').closest('li')!.getAttribute('data-pending')).toBe('true');
    expect(screen.getByText(/2 changes waiting to be sent/)).toBeTruthy();
    expect(api.store.get(first.id)!.status).toBe('new');
    await waitFor(() => expect(persistedCache()).resolves.toContain('Typed on the train'));

    const sentBefore = api.requests.length;
    setOnline(true);
    await waitFor(() => expect(api.store.get(first.id)!.notes.map((n) => n.text)).toEqual(['Typed on the train']));
    expect(api.store.get(first.id)!.status).toBe('contacted');
    const writes = api.requests.slice(sentBefore).filter((r) => r.method !== 'GET');
    expect(writes.map((r) => r.method)).toEqual(['PATCH', 'POST']);
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).toBeNull());
  });

  it('shows both versions when a queued change meets a newer one, and keeps the one chosen', async () => {
    await signIn(admin);
    fireEvent.click(rows()[1]!);
    const panel = await screen.findByTestId('lead-panel');
    await within(panel).findByRole('heading', { name: 'Grace <b>Hopper</b>' });

    setOnline(false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Won' }));
    api.changeElsewhere(first.id, 'lost');
    setOnline(true);
    const dialog = await screen.findByTestId('conflict-dialog');
    expect(within(dialog).getByRole('row', { name: /Status/ }).textContent).toMatch(/StatusWonLost/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my change' }));
    await waitFor(() => expect(api.store.get(first.id)!.status).toBe('won'));
    expect(api.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { status: 'won', version: 1 },
      { status: 'won', version: 2 },
    ]);
  });

  it('shows no Delete to sales', async () => {
    await signIn(sales);
    fireEvent.click(rows()[0]!);
    const panel = await screen.findByTestId('lead-panel');
    await within(panel).findByRole('heading', { name: 'Alan Turing' });
    expect(within(panel).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('wipes the cache, the queue and the database when the session ends (401), and says so', async () => {
    await signIn(admin);
    setOnline(false);
    fireEvent.click(rows()[1]!);
    const panel = await screen.findByTestId('lead-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Qualified' }));
    await waitFor(() => expect(persistedCache()).resolves.toContain('Grace'));

    api.expireSession();
    setOnline(true);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(await screen.findByText('Your session has ended')).toBeTruthy();
    expect(screen.getByText('The leads and 1 unsent change were removed from this device.')).toBeTruthy();
    expect(hasInboxSession()).toBe(false);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('northstar-inbox');
    expect(inbox.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('signs out: the server session ends and nothing of the account stays', async () => {
    await signIn(admin);
    await waitFor(() => expect(persistedCache()).resolves.toContain('Alan Turing'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You are signed out')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/session')).toBe(true);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('northstar-inbox');
  });
});
