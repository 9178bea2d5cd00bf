import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import AnalyticsPage from '../../src/dashboard/pages/AnalyticsPage';
import OverviewPage from '../../src/dashboard/pages/OverviewPage';
import PagesPage from '../../src/dashboard/pages/PagesPage';
import PostsPage from '../../src/dashboard/pages/PostsPage';
import SettingsPage from '../../src/dashboard/pages/SettingsPage';
import UsersPage from '../../src/dashboard/pages/UsersPage';
import { adminEmail, resetSettings, siteName } from '../../src/dashboard/state/settings';
import { settingsTab } from '../../src/dashboard/state/tabs';
import { routes } from '../../src/routes';

const route = (path: string) => routes.find((r) => r.path === path)!;
const columnNames = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((th) => th.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Overview', () => {
  it('shows the four figures and three chart tabs', () => {
    render(<OverviewPage route={route('/dashboard')} />);
    const figures = within(screen.getByRole('list', { name: 'Key figures' })).getAllByRole('listitem');
    expect(figures.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Total Visitors.*2,350/),
      expect.stringMatching(/^New Leads.*124/),
      expect.stringMatching(/^Published Posts.*38/),
      expect.stringMatching(/^Inquiries.*27.*5 unread/),
    ]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Analytics', 'Reports']);
    expect(within(screen.getByRole('tabpanel')).getByRole('img')).toBeTruthy();
  });
});

describe('Posts', () => {
  it('lists five posts with title, status, date, author and three named actions', () => {
    render(<PostsPage route={route('/dashboard/posts')} />);
    const table = screen.getByRole('table', { name: 'Posts' });
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

  it('colours Published green and Draft amber', () => {
    render(<PostsPage route={route('/dashboard/posts')} />);
    expect(screen.getAllByText('Published')[0]!.className).toContain('emerald');
    expect(screen.getAllByText('Draft')[0]!.className).toContain('amber');
  });
});

describe('Pages', () => {
  it('lists six pages with title, status, last modified and actions', () => {
    render(<PagesPage route={route('/dashboard/pages')} />);
    const table = screen.getByRole('table', { name: 'Pages' });
    expect(columnNames(table)).toEqual(['Title', 'Status', 'Last Modified', 'Actions']);
    expect(bodyRows(table)).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'New Page' })).toBeTruthy();
  });
});

describe('Users', () => {
  it('lists five users, one of each role, each role with its own colour', () => {
    render(<UsersPage route={route('/dashboard/users')} />);
    const table = screen.getByRole('table', { name: 'Users' });
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
    const metrics = within(screen.getByRole('list', { name: 'Metrics' })).getAllByRole('listitem');
    expect(metrics.map((li) => li.querySelector('p')?.textContent)).toEqual(['Page Views', 'Conversion Rate', 'Avg. Session Duration']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Traffic Sources', 'Content Performance', 'Audience']);
  });
});

describe('Settings', () => {
  beforeEach(() => {
    settingsTab.value = 'general';
    resetSettings();
  });

  it('has four tabs; General edits name, description and email locally', () => {
    render(<SettingsPage route={route('/dashboard/settings')} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Appearance', 'Integrations', 'Security']);
    const name = screen.getByLabelText('Site Name') as HTMLInputElement;
    const email = screen.getByLabelText('Admin Email') as HTMLInputElement;
    expect(screen.getByLabelText('Site Description').tagName).toBe('TEXTAREA');
    expect(email.type).toBe('email');

    fireEvent.change(name, { target: { value: 'Northstar Labs' } });
    fireEvent.change(email, { target: { value: 'ops@northstar.example' } });
    expect(siteName.value).toBe('Northstar Labs');
    expect(adminEmail.value).toBe('ops@northstar.example');
    expect(name.value).toBe('Northstar Labs');

    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save.getAttribute('type')).toBe('button');
    fireEvent.click(save);
    expect(name.value).toBe('Northstar Labs');
  });

  it('shows a placeholder on the other tabs', () => {
    render(<SettingsPage route={route('/dashboard/settings')} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Security' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Security' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Site Name' })).toBeNull(); // General's panel is hidden
  });
});
