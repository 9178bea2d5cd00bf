import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plugin } from 'vite';
import { leanPreloadHelper } from '../../scripts/preload-helper';

// The helper every dynamic import in the build goes through (vite.config.ts), loaded as the build loads it.
async function loadHelper(): Promise<(load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>> {
  const plugin = leanPreloadHelper() as Plugin & { load: (id: string) => string; configResolved: (c: { base: string }) => void };
  plugin.configResolved({ base: '/' });
  const code = plugin.load('\0vite/preload-helper.js');
  const mod = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as { __vitePreload: never };
  return mod.__vitePreload;
}

function setConnection(onLine: boolean, controlled: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: controlled ? {} : null } });
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe('the preload helper of dynamic imports', () => {
  it('offline with no service worker, refuses at once and fetches nothing (a failed fetch would stick)', async () => {
    setConnection(false, false);
    const preload = await loadHelper();
    const load = vi.fn(() => Promise.resolve('code'));
    await expect(preload(load, ['assets/Menus-abc.js'])).rejects.toThrow(/^Unable to load /);
    expect(load).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it('offline with no service worker, loads code the page already asked for (head.js prefetched it; it may be cached)', async () => {
    setConnection(false, false);
    for (const href of ['/assets/Page-abc.js', '/assets/shared-def.js']) document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href }));
    const preload = await loadHelper();
    await expect(preload(() => Promise.resolve('page'), ['assets/Page-abc.js', 'assets/shared-def.js'])).resolves.toBe('page');
    // One file never asked for is enough to refuse the whole import.
    await expect(preload(() => Promise.resolve('menus'), ['assets/Menus-abc.js', 'assets/shared-def.js'])).rejects.toThrow('Unable to load /assets/Menus-abc.js');
  });

  it('offline with a service worker to answer, loads from it', async () => {
    setConnection(false, true);
    const preload = await loadHelper();
    await expect(preload(() => Promise.resolve('code'), ['assets/Menus-abc.js'])).resolves.toBe('code');
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/Menus-abc.js');
  });

  it('online, preloads each dependency once, then loads', async () => {
    setConnection(true, false);
    const preload = await loadHelper();
    await preload(() => Promise.resolve(1), ['assets/a.js', 'assets/b.js']);
    await preload(() => Promise.resolve(2), ['assets/a.js']);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});
