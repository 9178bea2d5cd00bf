import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import AnalyticsPage from '../../src/dashboard/pages/AnalyticsPage';
import OverviewPage from '../../src/dashboard/pages/OverviewPage';
import PagesPage from '../../src/dashboard/pages/PagesPage';
import PostsPage from '../../src/dashboard/pages/PostsPage';
import SettingsPage from '../../src/dashboard/pages/SettingsPage';
import UsersPage from '../../src/dashboard/pages/UsersPage';
import { resetStoreForTests, startStore, storeStatus } from '../../src/dashboard/data/store';
import { readPrefilled } from '../../src/dashboard/settings/draft';
import { contentFigures } from '../../src/dashboard/components/ContentFigures';
import { seedPages, seedPosts, seedUsers } from '../../src/dashboard/data/seed';
import { settingsTab } from '../../src/dashboard/state/tabs';
import { routes } from '../../src/routes';
import { prerenderAndHydrate } from '../render';

// The table screens are a lazy chunk: load it once up front, so no test waits on the import.
beforeAll(async () => {
  await import('../../src/dashboard/collection/CollectionScreen');
});

const route = (path: string) => routes.find((r) => r.path === path)!;
const columnNames = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((th) => th.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Overview', () => {
  it('counts one post as one post', () => {
    const [published, drafts] = contentFigures(seedPosts.slice(0, 1), seedPages, seedUsers);
    expect(`${published!.value} ${published!.note}`).toBe('1 of 1 post');
    expect(drafts!.note).toBe('posts not yet published');
    expect(contentFigures([], [], [])[0]!.note).toBe('of 0 posts');
  });

  it('shows the four figures and three chart tabs', () => {
    render(<OverviewPage route={route('/dashboard')} />);
    const figures = within(screen.getByRole('region', { name: 'Site figures' })).getAllByRole('listitem');
    expect(figures.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Total Visitors.*2,350/),
      expect.stringMatching(/^New Leads.*124/),
      expect.stringMatching(/^Published Posts.*38/),
      expect.stringMatching(/^Inquiries.*27.*5 unread/),
    ]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Analytics', 'Reports']);
    expect(within(screen.getByRole('tabpanel')).getByRole('img')).toBeTruthy();
  });

  // A second render right after hydration runs in one task the browser cannot interrupt: on a
  // phone that is a long task (Lighthouse's TBT) just as the dashboard becomes usable.
  it('hydrates its prerendered HTML in one pass, with nothing to render again once the app runs', async () => {
    // A fresh page: the device's data not loaded yet, no tab in the address (test files share
    // modules, so another file may have loaded the store or changed the URL).
    resetStoreForTests();
    window.history.replaceState(null, '', '/dashboard');
    const commits: string[] = [];
    const page = () => (
      <Profiler id="overview" onRender={(_id, phase) => commits.push(phase)}>
        <OverviewPage route={route('/dashboard')} />
      </Profiler>
    );
    await prerenderAndHydrate(page);
    expect(commits).toEqual(['mount']);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('Posts', () => {
  it('lists five posts with title, status, date, author and three named actions', async () => {
    render(<PostsPage route={route('/dashboard/posts')} />);
    const table = await screen.findByRole('table', { name: 'Posts' }, { timeout: 4000 });
    expect(columnNames(table)).toEqual(['Title', 'Status', 'Date', 'Author', 'Actions']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const title = within(row).getByRole('rowheader').textContent!;
      expect(within(row).getByText(/^(Published|Draft)$/)).toBeTruthy();
      for (const verb of ['View', 'Edit', 'Delete']) {
        expect(within(row).getByRole('button', { name: `${verb} ${title}` }).getAttribute('type')).toBe('button');
      }
    }
    expect(screen.getByRole('button', { name: 'New Post' })).toBeTruthy();
  });

  it('colours Published green and Draft amber', async () => {
    render(<PostsPage route={route('/dashboard/posts')} />);
    const table = await screen.findByRole('table', { name: 'Posts' }, { timeout: 4000 });
    expect(within(table).getAllByText('Published')[0]!.className).toContain('emerald');
    expect(within(table).getAllByText('Draft')[0]!.className).toContain('amber');
  });

  it('sorts by a column header and says so with aria-sort', async () => {
    render(<PostsPage route={route('/dashboard/posts')} />);
    const table = await screen.findByRole('table', { name: 'Posts' }, { timeout: 4000 });
    const titleHeader = within(table).getAllByRole('columnheader')[0]!;
    expect(titleHeader.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(titleHeader).getByRole('button'));
    await waitFor(() => expect(titleHeader.getAttribute('aria-sort')).toBe('ascending'));
    expect(within(bodyRows(table)[0]!).getByRole('rowheader').textContent).toBe('Account-Based Marketing for Security Vendors');
    expect(window.location.search).toBe('?sort=title');
  });

  it('searches by author as typed, spaces around the words included', async () => {
    onTestFinished(() => window.history.replaceState(null, '', '/')); // the search lives in the URL, which the next tests read
    render(<PostsPage route={route('/dashboard/posts')} />);
    const table = await screen.findByRole('table', { name: 'Posts' }, { timeout: 4000 });
    fireEvent.change(screen.getByLabelText('Search posts by title or author'), { target: { value: '  PRIYA  ' } });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    for (const row of bodyRows(table)) expect(row.textContent).toContain('Priya Raman');
  });
});

describe('Pages', () => {
  it('lists six pages with title, status, last modified and actions', async () => {
    render(<PagesPage route={route('/dashboard/pages')} />);
    const table = await screen.findByRole('table', { name: 'Pages' }, { timeout: 4000 });
    expect(columnNames(table)).toEqual(['Title', 'Status', 'Last Modified', 'Actions']);
    expect(bodyRows(table)).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'New Page' })).toBeTruthy();
  });
});

describe('Users', () => {
  it('lists five users, one of each role, each role with its own colour', async () => {
    render(<UsersPage route={route('/dashboard/users')} />);
    const table = await screen.findByRole('table', { name: 'Users' }, { timeout: 4000 });
    expect(columnNames(table)).toEqual(['Name', 'Email', 'Role', 'Last Active', 'Actions']);
    expect(bodyRows(table)).toHaveLength(5);
    const roles = ['Administrator', 'Editor', 'Author', 'Contributor', 'Subscriber'];
    const badges = roles.map((role) => within(table).getByText(role));
    expect(new Set(badges.map((b) => b.className)).size).toBe(5);
    expect(screen.getByRole('button', { name: 'Add User' })).toBeTruthy();
  });
});

describe('Analytics', () => {
  it('shows three metrics and three report tabs', () => {
    render(<AnalyticsPage route={route('/dashboard/analytics')} />);
    const metrics = within(screen.getByRole('region', { name: 'Site metrics' })).getAllByRole('listitem');
    expect(metrics.map((li) => li.querySelector('p')?.textContent)).toEqual(['Page Views', 'Conversion Rate', 'Avg. Session Duration']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Traffic Sources', 'Content Performance', 'Audience']);
  });
});

describe('Settings', () => {
  beforeEach(() => {
    settingsTab.value = 'general';
    window.history.replaceState(null, '', '/');
  });

  it('has four tabs, each with real fields; General keeps SPEC\'s three', () => {
    render(<SettingsPage route={route('/dashboard/settings')} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Appearance', 'Integrations', 'Security']);
    expect((screen.getByLabelText(/^Site Name/) as HTMLInputElement).value).toBe('Northstar Growth');
    expect(screen.getByLabelText('Site Description').tagName).toBe('TEXTAREA');
    expect((screen.getByLabelText(/^Admin Email/) as HTMLInputElement).type).toBe('email');
    for (const label of ['Date format', 'Table density', 'CRM webhook URL', 'Analytics measurement ID', 'Session timeout', 'Minimum password length']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Save Changes' }).getAttribute('type')).toBe('submit');
  });

  it('refuses an invalid email and shows the field on its tab', async () => {
    await startStore();
    render(<SettingsPage route={route('/dashboard/settings')} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Security' }));
    const email = screen.getByLabelText(/^Admin Email/) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(settingsTab.value).toBe('general');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('One field needs attention before saving.')).toBeTruthy();
    // Fixing the field takes its error and the count away at once, not at the next save.
    fireEvent.change(email, { target: { value: 'ops@example.com' } });
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('One field needs attention before saving.')).toBeNull();
  });

  it('holds a Save pressed while the stored values load, and makes it once they are here', async () => {
    resetStoreForTests();
    render(<SettingsPage route={route('/dashboard/settings')} />);
    const form = screen.getByRole('form', { name: 'Site settings' });
    fireEvent.change(screen.getByLabelText(/^Admin Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    // Not checked against the defaults: it waits for what this device has stored.
    expect(form.hasAttribute('data-submit-pending')).toBe(true);
    expect(screen.queryByText('One field needs attention before saving.')).toBeNull();
    await startStore();
    expect(await screen.findByText('One field needs attention before saving.')).toBeTruthy();
    expect(form.hasAttribute('data-submit-pending')).toBe(false);
    expect(storeStatus.value).not.toBe('loading');
  });

  it('keeps text typed into a prerendered field before the app started', () => {
    // The prerendered field, already edited by the user, is in the DOM before React renders.
    const typed = document.createElement('input');
    typed.id = 'settings-siteName';
    typed.value = 'Typed early \u{1F680}';
    document.body.append(typed);
    const prefilled = readPrefilled(document);
    typed.remove();
    expect(prefilled).toEqual({ siteName: 'Typed early \u{1F680}' });
  });
});
