import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { lazyRetry } from '../../src/ui/lazyRetry';

// The words Chromium uses for a chunk that could not be fetched.
const offlineError = () => new TypeError('Failed to fetch dynamically imported module: /assets/Part-x.js');

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => setOnline(true));

describe('lazyRetry', () => {
  it('says in place that a part could not load offline, and loads it once the connection is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setOnline(false);
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(offlineError())
      .mockResolvedValue({ default: () => <p>The footer</p> });
    const Part = lazyRetry(load);
    render(
      <ErrorBoundary>
        <h1>The page</h1>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </ErrorBoundary>,
    );
    expect((await screen.findByRole('status')).textContent).toMatch(/You are offline and this part of the page is not saved/);
    // The rest of the page stays.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The page');

    setOnline(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The footer')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  // Online, Try again reloads the page instead (e2e/offline.spec.ts): jsdom cannot reload.
  it('does not try again by itself until something asks (no loop while offline)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setOnline(false);
    const load = vi.fn<() => Promise<{ default: () => React.ReactNode }>>().mockRejectedValue(offlineError());
    const Part = lazyRetry(load);
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    const note = await screen.findByRole('status');
    expect(note.textContent).toMatch(/You are offline and this part of the page is not saved/);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors to the app error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Part = lazyRetry(async () => ({
      default: (): never => {
        throw new Error('chart data is not an array');
      },
    }));
    render(
      <ErrorBoundary>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </ErrorBoundary>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByText('chart data is not an array')).toBeTruthy();
  });
});

describe('ErrorBoundary and a page whose code could not load', () => {
  function Page(): never {
    throw offlineError();
  }

  it('online: a branded message with Try again, never the raw error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page could not load');
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(document.title).toBe('This page could not load');
  });
});
