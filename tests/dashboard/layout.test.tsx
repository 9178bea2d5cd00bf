import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import DashboardLayout from '../../src/dashboard/layout/DashboardLayout';
import { mobileSidebarOpen, sidebarExpanded } from '../../src/dashboard/state/sidebar';
import { routes } from '../../src/routes';
import { renderAt } from '../render';

const routeFor = (path: string) => routes.find((r) => r.path === path)!;
const renderLayout = (path: string) =>
  renderAt(
    <DashboardLayout route={routeFor(path)}>
      <p>Page body</p>
    </DashboardLayout>,
    path,
  );

beforeEach(() => {
  document.cookie = 'sidebar:state=; path=/; max-age=0';
  sidebarExpanded.value = true;
  mobileSidebarOpen.value = false;
});
afterEach(() => {
  document.cookie = 'sidebar:state=; path=/; max-age=0';
});

// jsdom's matchMedia stub (tests/setup.ts) reports a wide screen.
const desktopToggle = () => screen.getAllByRole('button', { name: 'Toggle sidebar' }).find((b) => b.getAttribute('aria-controls') === 'dashboard-sidebar')!;
// While the modal panel is open the rest of the page is hidden from assistive technology, hence hidden: true.
const mobileToggle = () => screen.getAllByRole('button', { name: 'Toggle sidebar', hidden: true }).find((b) => b.getAttribute('aria-haspopup') === 'dialog')!;

describe('DashboardLayout', () => {
  it('shows the section title as the only h1, the page, View Site, Admin User and Exit', () => {
    renderLayout('/dashboard/posts');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Posts']);
    expect(screen.getByText('Page body')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Site' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Admin User')).toBeTruthy();
  });

  it('lists the seven sections (six of SPEC plus Leads) and marks only the current one', () => {
    renderLayout('/dashboard/users');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Dashboard', 'Posts', 'Pages', 'Analytics', 'Users', 'Leads', 'Settings']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard/posts',
      '/dashboard/pages',
      '/dashboard/analytics',
      '/dashboard/users',
      '/dashboard/leads',
      '/dashboard/settings',
    ]);
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual(['Users']);
  });

  it('moves the active entry when a link is followed', () => {
    const { location } = renderLayout('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('link', { name: 'Settings' }));
    expect(location.history?.at(-1)).toBe('/dashboard/settings');
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('Ctrl+B collapses and expands, writing the cookie and the html attribute', () => {
    renderLayout('/dashboard');
    expect(desktopToggle().getAttribute('aria-expanded')).toBe('true');
    const event = new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, bubbles: true, cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(desktopToggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.documentElement.dataset.sidebar).toBe('collapsed');
    expect(document.cookie).toContain('sidebar:state=false');
    act(() => {
      fireEvent.keyDown(window, { key: 'b', metaKey: true });
    });
    expect(desktopToggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.cookie).toContain('sidebar:state=true');
  });

  it('the toggle button collapses the sidebar too', () => {
    renderLayout('/dashboard');
    fireEvent.click(desktopToggle());
    expect(desktopToggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.documentElement.dataset.sidebar).toBe('collapsed');
  });

  it('reads a saved collapsed state after mounting', () => {
    document.cookie = 'sidebar:state=false; path=/';
    renderLayout('/dashboard');
    expect(desktopToggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.documentElement.dataset.sidebar).toBe('collapsed');
  });

  it('opens the mobile panel as a modal dialog that Escape closes, returning focus to the toggle', async () => {
    renderLayout('/dashboard/pages');
    expect(screen.queryByRole('dialog')).toBeNull();
    mobileToggle().focus();
    fireEvent.click(mobileToggle());
    const dialog = await screen.findByRole('dialog', { name: 'Dashboard menu' });
    expect(mobileToggle().getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Pages' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mobileToggle().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(mobileToggle()));
  });

  it('closes the mobile panel when a link in it is chosen', async () => {
    const { location } = renderLayout('/dashboard');
    fireEvent.click(mobileToggle());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Analytics' }));
    expect(location.history?.at(-1)).toBe('/dashboard/analytics');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
