import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';
import { preloadRoute } from '../../src/app/pageModules';
import { notFoundRoute, resolveRoute, routes } from '../../src/routes';

async function renderPath(path: string) {
  const resolution = resolveRoute(path);
  if (resolution.type !== 'redirect') await preloadRoute(resolution.route);
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <App />
    </Router>,
  );
  return location;
}

describe('App routing', () => {
  it('shows the not-found page for an unknown path and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderPath('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no-such-page'));
    await waitFor(() => expect(document.title).toBe(`${notFoundRoute.title} | Northstar Growth`));
    // The first render loads the whole site layout (footer forms included): slow on a busy machine.
  }, 20_000);

  it('redirects an unknown dashboard path to /dashboard', async () => {
    await preloadRoute(routes.find((r) => r.path === '/dashboard')!);
    const location = await renderPath('/dashboard/does-not-exist');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'));
  });

  it('sets the document title and description of the route', async () => {
    await renderPath('/careers');
    await waitFor(() => expect(document.title).toBe('Careers | Northstar Growth'));
    await waitFor(() => expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/remote/i));
  });
});
