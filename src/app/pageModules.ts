import { use, type ComponentType } from 'react';
import { cachedLoad, type LoadEntry } from '../lib/cachedLoad';
import type { LayoutProps, PageLoaders, PageModule, RouteDef, RouteKind } from '../routes';

/** A layout module: the layout, and the loaders of its feature's pages (so each feature's list loads with it). */
type LayoutModule = { default: ComponentType<LayoutProps>; pages: PageLoaders };

const layoutLoaders: Record<RouteKind, () => Promise<LayoutModule>> = {
  site: () => import('../site/layout/SiteLayout'),
  dashboard: () => import('../dashboard/layout/DashboardLayout'),
};

/** Source file (relative to the project root) of a route's page module. */
export const pageSource = (route: RouteDef) => `src/${route.page}.tsx`;
export const layoutSource: Record<RouteKind, string> = {
  site: 'src/site/layout/SiteLayout.tsx',
  dashboard: 'src/dashboard/layout/DashboardLayout.tsx',
};

const cache = new Map<string, LoadEntry<unknown>>();
const load = <T,>(key: string, loader: () => Promise<T>) => cachedLoad(cache, key, loader);

const layoutEntry = (kind: RouteKind) => load(`layout:${kind}`, layoutLoaders[kind]);
// The page's chunk is preloaded with the layout's on a first visit (boot.js), so waiting for the
// layout's page list adds no request in a row.
const pageEntry = (route: RouteDef) =>
  load(`page:${route.page}`, async (): Promise<PageModule> => {
    const loader = (await layoutEntry(route.kind).promise).pages[route.page];
    if (!loader) throw new Error(`No page module for ${route.path}: src/${route.page}.tsx`);
    return loader();
  });

export async function hasPageModule(route: RouteDef): Promise<boolean> {
  return route.page in (await layoutEntry(route.kind).promise).pages;
}

/** Loads a route's layout and page so the first render (or hydration) never suspends. */
export async function preloadRoute(route: RouteDef): Promise<void> {
  const page = await pageEntry(route).promise;
  await page.preload?.(route);
}

// Synchronous when preloaded; otherwise suspends until the chunk arrives.
const read = <T,>(entry: LoadEntry<T>): T => entry.value ?? use(entry.promise);

export const usePage = (route: RouteDef) => read(pageEntry(route)).default;
export const useLayout = (kind: RouteKind) => read(layoutEntry(kind)).default;
